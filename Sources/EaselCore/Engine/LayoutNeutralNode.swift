import Foundation

/// A wrapper that lays out exactly as its one child: the child's size for any
/// proposal, its spacing, alignment guides and priority, placed over the whole
/// frame. Subclasses change only how the child is drawn or placed
/// (`EffectNode`, `AlignmentGuideNode`, `IgnoresSafeAreaNode`,
/// `ScrollEdgeBackgroundNode`); keeping the forwarding in one place means none
/// of them can forget a question (the scroll-edge wrapper once dropped the
/// child's explicit guides).
class LayoutNeutralNode: ViewNode {
    let child: ViewNode

    init(child: ViewNode, env: EnvironmentValues) {
        self.child = child
        super.init(env: env)
        traits = child.traits
    }

    override var layoutChildren: [ViewNode] { [child] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func computeSpacing() -> ViewSpacing { child.spacing }
    override func computeExplicitGuides() -> GuideKeys { child.explicitGuides }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }
    override var layoutPriority: Double { child.layoutPriority }
    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }
}
