import Foundation

/// `position(x:y:)`: the modified view takes the whole proposal (10 pt on an
/// unspecified axis, as shapes do), offers that same proposal to its child and
/// puts the child's centre at the point, in its own coordinates. SwiftUI's
/// documentation says only "positions the center of this view at the specified
/// coordinates in its parent's coordinate space"; the sizing follows what
/// SwiftUI measures (a positioned view fills its container). Right to left,
/// the point is mirrored like every placement inside a container.
struct _PositionLayout: Layout {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y),
                              anchor: .center, proposal: proposal)
    }
}

extension View {
    public func position(_ position: CGPoint) -> some View {
        modifier(.layout(_PositionLayout(position: CGPoint(x: position.x.isFinite ? position.x : 0,
                                                            y: position.y.isFinite ? position.y : 0))))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
