import Foundation

/// A row whose subviews are all as wide as the widest one's ideal width (and
/// as tall as the tallest), separated by the spacing their neighbours prefer
/// (`ViewSpacing.distance`), the group centred in the bounds.
///
/// Subviews stretch to the common width only if they are flexible; a button
/// label with `.frame(maxWidth: .infinity)` is the usual way.
public struct EqualWidthHStack: Layout {
    public init() {}
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        EqualSizeLane(axis: .horizontal).size(subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EqualSizeLane(axis: .horizontal).place(in: bounds, subviews)
    }
}

/// The vertical twin of `EqualWidthHStack`: the subviews, each as wide as the
/// widest ideal width, stacked with their preferred vertical spacing and centred.
public struct EqualWidthVStack: Layout {
    public init() {}
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        EqualSizeLane(axis: .vertical).size(subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EqualSizeLane(axis: .vertical).place(in: bounds, subviews)
    }
}

/// Equal-sized slots along one axis, shared by both equal-width stacks.
struct EqualSizeLane {
    let axis: Axis

    func slot(_ subviews: LayoutSubviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    /// gaps[i]: the space after subview i (0 after the last).
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        subviews.indices.map { i in
            i + 1 < subviews.endIndex ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis) : 0
        }
    }

    func size(_ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let s = slot(subviews)
        let major = (axis == .horizontal ? s.width : s.height) * CGFloat(subviews.count) + gaps(subviews).reduce(0, +)
        return axis == .horizontal ? CGSize(width: major, height: s.height) : CGSize(width: s.width, height: major)
    }

    func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let s = slot(subviews), total = size(subviews)
        let proposal = ProposedViewSize(s)
        let gaps = gaps(subviews)
        if axis == .horizontal {
            var x = bounds.midX - total.width / 2 + s.width / 2
            for (sv, gap) in zip(subviews, gaps) {
                sv.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposal)
                x += s.width + gap
            }
        } else {
            var y = bounds.midY - total.height / 2 + s.height / 2
            for (sv, gap) in zip(subviews, gaps) {
                sv.place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: proposal)
                y += s.height + gap
            }
        }
    }
}
