import Foundation

/// Shows the first child whose ideal size fits the proposal on the constrained
/// axes, else the last child.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let children = EaselCore.makeNodes(content, ctx.deeper())
        guard !children.isEmpty else { return [] }
        return [ViewThatFitsNode(env: ctx.env, axes: axes, candidates: children)]
    }
}

final class ViewThatFitsNode: ViewNode {
    let axes: Axis.Set
    let candidates: [ViewNode]
    /// The candidate chosen by the latest `placements` call. The engine asks for
    /// placements before it reads `layoutChildren`, so only the chosen one is placed and drawn.
    private var placed = 0

    init(env: EnvironmentValues, axes: Axis.Set, candidates: [ViewNode]) {
        self.axes = axes; self.candidates = candidates
        super.init(env: env)
    }
    override var kindName: String { "ViewThatFits" }

    /// Each candidate is asked for its ideal size on the constrained axes (the
    /// other axis keeps the proposal); nil on a constrained axis fits anything.
    func choice(_ p: ProposedViewSize) -> Int {
        if axes.isEmpty { return 0 }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for (i, c) in candidates.enumerated().dropLast() {
            let s = c.sizeThatFits(ideal)
            let fitsW = !h || p.width.map { s.width <= $0 } ?? true
            let fitsH = !v || p.height.map { s.height <= $0 } ?? true
            if fitsW && fitsH { return i }
        }
        return candidates.count - 1
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { candidates[choice(p)].sizeThatFits(p) }
    override func computeExplicitGuides() -> GuideKeys { .merged(candidates) }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        candidates[choice(proposal)].explicitAlignment(key, size: size, proposal: proposal)
    }
    /// A stack asks for its children's spacing while sizing them, before any
    /// placement, and the answer is kept for the render, so it cannot follow the
    /// candidate a proposal picks. It is every candidate's spacing merged, what
    /// Apple documents for a `Layout` container that does not implement
    /// `spacing(subviews:cache:)` (the subviews' preferences merged); how
    /// SwiftUI's ViewThatFits itself answers is not documented.
    override func computeSpacing() -> ViewSpacing {
        var spacing = candidates[0].spacing
        for c in candidates.dropFirst() { spacing.formUnion(c.spacing) }
        return spacing
    }
    override var layoutChildren: [ViewNode] { [candidates[placed]] }
    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        placed = choice(proposal)
        return [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }
}
