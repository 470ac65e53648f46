import Foundation

// `LazyVStack(pinnedViews:)` and `LazyHStack(pinnedViews:)`: the lazy stacks are
// the eager ones in a still image (`Stacks.swift`), and pinning only shows while
// scrolling, so the stacks take the option and lay out as without it.

extension VStack {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
