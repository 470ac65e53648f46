import Foundation

/// A container whose behaviour is a `Layout`: stacks, grids and user layouts
/// all run through here.
final class LayoutNode<L: Layout>: ViewNode {
    // What a stack's measuring reads comes first, so that it shares cache lines.
    /// HStack and VStack run their algorithm directly: through `Layout`'s
    /// generic entry points every call paid witness and metadata lookups for
    /// the layout's cache type. Same algorithm, same cache, same answers.
    private let stack: StackCore?
    /// The stack's cache (unused by other layouts), held inline: a separate
    /// object was one more cache miss per stack in each pass over a large
    /// tree. Each use is one call of the stack algorithm, which asks only
    /// the children, so no other access to it can be open meanwhile and the
    /// run-time exclusivity check is left out, a fast path (Benchmarks/README.md,
    /// "Why the layout engine has fast paths").
    @exclusivity(unchecked) private var stackMemo = _StackLayoutCache.Memo()
    let subviewNodes: [ViewNode]
    /// ZStack likewise, straight from the nodes rather than through proxies.
    private let zstack: ZStackLayout?
    var layout: L
    /// Drawing order as indices into `subviewNodes` (background draws first).
    let drawingOrder: [Int]?
    /// Unary modifiers stand in for their child in the parent's layout.
    let isUnaryModifier: Bool
    private lazy var subviews = LayoutSubviews(subviewNodes)
    /// The subviews as an explicit-alignment question hands them over: with this
    /// container, whose placements the default reads. Made the first time one is asked.
    private lazy var subviewsAskedByContainer = subviews.handed(to: LayoutCall(askedBy: self))
    private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

    init(_ layout: L, children: [ViewNode], env: EnvironmentValues, unary: Bool = false, drawOrder: [Int]? = nil) {
        self.layout = layout
        self.subviewNodes = children
        self.isUnaryModifier = unary
        self.drawingOrder = drawOrder
        stack = (layout as? HStackLayout)?._core.core ?? (layout as? VStackLayout)?._core.core
        zstack = layout as? ZStackLayout
        super.init(env: env)
        if unary, let child = children.last { traits = child.traits }
    }

    override var layoutChildren: [ViewNode] { subviewNodes }
    override var drawOrder: [Int]? { drawingOrder }
    override var kindName: String { typeName(L.self) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // The children and the cache are read in place: copying them out cost a retain per question.
        if let stack { return stack.sizeThatFits(p, subviewNodes, subviewNodes.indices, &stackMemo) }
        if let zstack { return zstack.size(p, subviewNodes[...]) }
        return layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
    }

    override var layoutPriority: Double {
        // A modifier keeps its child's priority (a Spacer in a frame is still a spacer).
        if isUnaryModifier, let child = subviewNodes.last, traits.layoutPriority == child.traits.layoutPriority {
            return child.layoutPriority
        }
        return traits.layoutPriority
    }

    override func computeSpacing() -> ViewSpacing {
        if let stack { return stack.spacing(subviews) }
        return layout.spacing(subviews: subviews, cache: &cache)
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        if let stack { return stack.placements(size: size, proposal, subviewNodes, subviewNodes.indices, &stackMemo) }
        if let zstack { return zstack.placements(size: size, proposal, subviewNodes) }
        // `place(at:)` records into an object that belongs to this one call.
        let call = LayoutCall(placing: subviewNodes.count)
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews.handed(to: call), cache: &cache)
        // Unplaced subviews get the parent's proposal and are centred in its bounds.
        return call.placements.enumerated().map { i, p -> ChildPlacement in
            if let p { return p }
            let s = subviewNodes[i].sizeThatFits(proposal)
            return ChildPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2),
                                  size: s, proposal: proposal)
        }
    }

    override func streamPlacements(size: CGSize, proposal: ProposedViewSize, _ body: (Int, ChildPlacement) -> Void) {
        if let stack { return stack.forEachPlacement(size: size, proposal, subviewNodes, subviewNodes.indices, &stackMemo, body) }
        if let zstack { return zstack.forEachPlacement(size: size, proposal, subviewNodes, body) }
        super.streamPlacements(size: size, proposal: proposal, body)
    }

    override func computeExplicitGuides() -> GuideKeys {
        // The built-in stacks merge their children's guides (Layout's default);
        // background/overlay pass the primary's. Any other layout may compute its own.
        if L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self {
            return .merged(subviewNodes)
        }
        if L.self == _SecondaryLayerLayout.self { return subviewNodes.last?.explicitGuides ?? .none }
        return .all
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        // The default reads this container's placements: only this question hands it over.
        let asked = subviewsAskedByContainer
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal,
                                            subviews: asked, cache: &cache)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal,
                                        subviews: asked, cache: &cache)
    }
}
