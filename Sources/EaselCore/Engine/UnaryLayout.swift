import Foundation

/// A layout modifier with exactly one child (padding, frames, fixedSize,
/// aspectRatio): it sizes itself from its child and returns where the child
/// goes. The n-ary `Layout` protocol stays for containers.
protocol UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize
    /// The child's placement when this modifier has `size` after being offered `proposal`.
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement
    func spacing(child: ViewNode) -> ViewSpacing
}

extension UnaryLayout {
    func spacing(child: ViewNode) -> ViewSpacing { child.spacing }
}

extension ChildPlacement {
    /// The child at `origin`, sized for `proposal`.
    init(_ child: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        self.init(origin: origin, size: child.sizeThatFits(proposal), proposal: proposal)
    }
    /// The child aligned inside `size` for `proposal`.
    init(_ child: ViewNode, aligned alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) {
        self.init(child, at: alignedOrigin(child.dimensions(proposal), in: size, alignment), proposal: proposal)
    }
}

/// Aligns a child inside a frame: the frame's own guide (default values only)
/// meets the child's guide (explicit values first).
func alignedOrigin(_ child: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(x: frame[alignment.horizontal.key] - child[alignment.horizontal],
                   y: frame[alignment.vertical.key] - child[alignment.vertical])
}

/// Runs a `UnaryLayout`. The modifier stands in for its child in the parent's
/// layout: it keeps the child's traits and priority and passes guides through.
final class UnaryLayoutNode<L: UnaryLayout>: ViewNode {
    let layout: L
    let child: ViewNode

    init(_ layout: L, child: ViewNode, env: EnvironmentValues) {
        self.layout = layout; self.child = child
        super.init(env: env)
        traits = child.traits
    }

    override var layoutChildren: [ViewNode] { [child] }
    override var kindName: String { typeName(L.self) }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { layout.sizeThatFits(p, child: child) }
    override var layoutPriority: Double {
        // A Spacer in a frame is still a spacer.
        traits.layoutPriority == child.traits.layoutPriority ? child.layoutPriority : traits.layoutPriority
    }
    override func computeSpacing() -> ViewSpacing { layout.spacing(child: child) }
    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [layout.placement(in: size, proposal: proposal, child: child)]
    }
    override func computeExplicitGuides() -> GuideKeys { child.explicitGuides }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let p = placements(size: size, proposal: proposal)[0]
        guard let v = child.explicitAlignment(key, size: p.size, proposal: p.proposal) else { return nil }
        return key.combine([v + (key.axis == .horizontal ? p.origin.x : p.origin.y)])
    }
}
