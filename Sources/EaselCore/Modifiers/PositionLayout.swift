import Foundation

/// `position(x:y:)`: the modified view takes the whole proposal (10 pt on an
/// unspecified axis, as shapes do), offers that same proposal to its child and
/// puts the child's centre at the point, in its own coordinates. SwiftUI's
/// documentation says only "positions the center of this view at the specified
/// coordinates in its parent's coordinate space"; the sizing follows what
/// SwiftUI measures (a positioned view fills its container). Right to left,
/// the point is mirrored like every placement inside a container.
struct _PositionLayout: UnaryLayout {
    var position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let s = child.sizeThatFits(proposal)
        return ChildPlacement(origin: CGPoint(x: position.x - s.width / 2, y: position.y - s.height / 2), size: s, proposal: proposal)
    }
}

extension View {
    public func position(_ position: CGPoint) -> some View {
        modifier(.layout(_PositionLayout(position: CGPoint(x: position.x.isFinite ? position.x : 0,
                                                            y: position.y.isFinite ? position.y : 0))))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
