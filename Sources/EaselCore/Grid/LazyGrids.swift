import Foundation

/// Children in the columns `columns` describe, filling each row leading to
/// trailing, then the next row; see `LazyGridTracks` for the column widths.
/// `pinnedViews` is accepted for SwiftUI's sake: a still image has nothing to pin.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyVGridLayout
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyVGridLayout(columns: columns, alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

/// Children in the rows `rows` describe, filling each column top to bottom,
/// then the next column; the same layout as `LazyVGrid` on the other axis.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyHGridLayout
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyHGridLayout(rows: rows, alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}
