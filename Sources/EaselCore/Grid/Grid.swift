import Foundation

/// Rows and columns whose cells line up; see `GridLayout` for how it sizes them.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

/// One row of a grid. Its cells stay separate subviews of the grid, marked as
/// belonging to this row, so the grid (or an `AnyLayout(GridLayout())`) sees
/// them all. Outside a grid the mark is ignored and the cells act as a group.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let mark = GridRowMark(alignment: alignment)
        let nodes = EaselCore.makeNodes(content, ctx)
        for n in nodes { n.traits.layoutValues[ObjectIdentifier(GridRowMarkKey.self)] = mark }
        return nodes
    }
}

/// Identifies one `GridRow` instance: cells with the same mark share a row.
final class GridRowMark {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

struct GridRowMarkKey: LayoutValueKey { static var defaultValue: GridRowMark? { nil } }
struct GridCellColumnsKey: LayoutValueKey { static var defaultValue: Int { 1 } }
struct GridColumnAlignmentKey: LayoutValueKey { static var defaultValue: HorizontalAlignment? { nil } }
struct GridCellAnchorKey: LayoutValueKey { static var defaultValue: UnitPoint? { nil } }
struct GridCellUnsizedAxesKey: LayoutValueKey { static var defaultValue: Axis.Set { [] } }

extension View {
    /// The cell spans `count` columns (their widths plus the spacing between them).
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: count) }
    /// Aligns every cell of this view's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
    /// Places this cell at `anchor` inside its cell rectangle, overriding column and row alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: anchor) }
    /// Keeps a flexible view from sizing its column or row on these axes; it
    /// takes the size the other cells give it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
