import Foundation

/// A layout-neutral wrapper that only changes how its child is drawn
/// (opacity, offset, clipping, transforms, shadows …).
final class EffectNode: ViewNode {
    let child: ViewNode
    let name: String
    /// Builds the layer around the child's items, given the (rounded) frame.
    let effect: (CGRect, inout DisplayListBuilder, [DisplayItem]) -> [DisplayItem]

    init(child: ViewNode, env: EnvironmentValues, name: String,
         effect: @escaping (CGRect, inout DisplayListBuilder, [DisplayItem]) -> [DisplayItem]) {
        self.child = child; self.name = name; self.effect = effect
        super.init(env: env)
        traits = child.traits
        debugID = nil
    }
    override var kindName: String { name }
    override var layoutChildren: [ViewNode] { [child] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }
    override func computeSpacing() -> ViewSpacing { child.spacing }
    override var layoutPriority: Double {
        traits.layoutPriority == child.traits.layoutPriority ? child.layoutPriority : traits.layoutPriority
    }
    override func placements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }
    override func render(_ placed: PlacedNode, into list: inout DisplayListBuilder) {
        let inner = list.collect { b in
            for c in placed.children { c.node.render(c, into: &b) }
        }
        let out = UsableValues.checked(effect(list.rounded(placed.frame), &list, inner), name: name, env: env)
        out.forEach { list.append($0) }
    }
}

/// A layout-neutral wrapper that sets explicit alignment values (`alignmentGuide`).
final class AlignmentGuideNode: ViewNode {
    let child: ViewNode
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: ViewNode, env: EnvironmentValues, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.child = child; self.key = key; self.compute = compute
        super.init(env: env)
        traits = child.traits
    }
    override var kindName: String { "AlignmentGuide" }
    override var layoutChildren: [ViewNode] { [child] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func computeExplicitAlignment(_ k: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if k == key { return compute(child.dimensions(proposal)) }
        return child.explicitAlignment(k, size: size, proposal: proposal)
    }
    override func computeSpacing() -> ViewSpacing { child.spacing }
    override var layoutPriority: Double { child.layoutPriority }
    override func placements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }
}
