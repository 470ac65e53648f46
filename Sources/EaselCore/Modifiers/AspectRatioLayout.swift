import Foundation

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// Offers the largest (fit) or smallest covering (fill) size of the ratio.
struct _AspectRatioLayout: UnaryLayout {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode
    init(aspectRatio: CGFloat?, contentMode: ContentMode) { self.aspectRatio = aspectRatio; self.contentMode = contentMode }

    func childProposal(_ p: ProposedViewSize, _ child: ViewNode) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var ratio: CGSize
        if let r = aspectRatio, r.isFinite, r > 0 { ratio = CGSize(width: r, height: 1) }
        else { ratio = child.sizeThatFits(.unspecified) }
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
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child))
    }
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let p = childProposal(proposal, child)
        let s = child.sizeThatFits(p)
        return ChildPlacement(child, at: CGPoint(x: size.width / 2 - s.width / 2, y: size.height / 2 - s.height / 2), proposal: p)
    }
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(.layout(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
