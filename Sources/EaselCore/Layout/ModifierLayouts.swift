import Foundation

/// Insets the proposal, adds the insets back to the answer.
struct _PaddingLayout: Layout {
    var insets: EdgeInsets
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let c = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              proposal: ProposedViewSize(width: max(0, bounds.width - insets.horizontal),
                                                         height: max(0, bounds.height - insets.vertical)))
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (subviews.first?.spacing ?? ViewSpacing()).resetting(edges)
    }
}

/// Offers nil (ideal) on the fixed axes; centres the child in its answer.
struct _FixedSizeLayout: Layout {
    var horizontal: Bool, vertical: Bool
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let sv = subviews.first else { return }
        let p = childProposal(proposal)
        let s = sv.sizeThatFits(p)
        sv.place(at: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: p)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Offers the largest (fit) or smallest covering (fill) size of the ratio.
struct _AspectRatioLayout: Layout {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode
    init(aspectRatio: CGFloat?, contentMode: ContentMode) { self.aspectRatio = aspectRatio; self.contentMode = contentMode }

    func childProposal(_ p: ProposedViewSize, _ sv: LayoutSubview) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var ratio: CGSize
        if let r = aspectRatio, r.isFinite, r > 0 { ratio = CGSize(width: r, height: 1) }
        else { ratio = sv.sizeThatFits(.unspecified) }
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        guard ratio.width > 0, ratio.height > 0 else { return ProposedViewSize(width: 0, height: 0) }
        let sx = p.width.map { $0 / ratio.width } ?? .infinity
        let sy = p.height.map { $0 / ratio.height } ?? .infinity
        let k: CGFloat
        switch contentMode {
        case .fit: k = min(sx, sy)
        case .fill:
            // One unspecified axis makes fill unbounded; use the other axis' scale.
            k = sx.isInfinite ? sy : sy.isInfinite ? sx : max(sx, sy)
        }
        return ProposedViewSize(width: ratio.width * k, height: ratio.height * k)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let sv = subviews.first else { return .zero }
        return sv.sizeThatFits(childProposal(proposal, sv))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let sv = subviews.first else { return }
        let p = childProposal(proposal, sv)
        let s = sv.sizeThatFits(p)
        sv.place(at: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: p)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

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
