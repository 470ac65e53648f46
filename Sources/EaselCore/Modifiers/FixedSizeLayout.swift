import Foundation

/// Offers nil (ideal) on the fixed axes; centres the child in its answer.
struct _FixedSizeLayout: UnaryLayout {
    var horizontal: Bool, vertical: Bool
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let p = childProposal(proposal)
        let s = child.sizeThatFits(p)
        return ChildPlacement(child, at: CGPoint(x: size.width / 2 - s.width / 2, y: size.height / 2 - s.height / 2), proposal: p)
    }
}

extension View {
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(.layout(_FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }
}
