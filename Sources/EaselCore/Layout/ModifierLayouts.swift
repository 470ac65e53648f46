import Foundation

/// background/overlay: the primary (last subview) sizes the pair; the
/// secondary is offered the primary's size and aligned over it.
struct _SecondaryLayerLayout: Layout {
    var alignment: Alignment
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.last else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        let p = ProposedViewSize(bounds.size)
        for sv in subviews.dropLast() {
            let o = alignedOrigin(sv.dimensions(in: p), in: bounds.size, alignment)
            sv.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.last?.spacing ?? ViewSpacing() }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.last?.dimensions(in: proposal)[explicit: guide]
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.last?.dimensions(in: proposal)[explicit: guide]
    }
}
