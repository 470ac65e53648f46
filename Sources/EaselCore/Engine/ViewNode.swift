import Foundation

/// A child's placement inside its parent, in the parent's local coordinates.
struct ChildPlacement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
}

/// A resolved view: environment applied, ready to be measured and placed.
/// Answers are memoised in one per-node cache, so a view asked the same
/// question twice in a pass answers from it and nesting never makes layout
/// exponential.
class ViewNode {
    /// Sizes by proposal, the node's busiest answers, declared first so they
    /// sit beside the object's header: the measuring pass reads little else
    /// of most nodes. Each access is one look-up or one insert with no call
    /// between, so the run-time exclusivity check is left out, a fast path
    /// (Benchmarks/README.md, "Why the layout engine has fast paths").
    @exclusivity(unchecked) private var sizes = SizeMemo()
    // Then what measuring and placing read of every node, in the order they
    // are first read; what layout reads rarely comes last.
    private var guideMemo: GuideKeys?
    /// What few nodes carry (an `.id`, a named coordinate space, guide
    /// answers, placements asked before placing), kept out of line so that
    /// every other node is smaller by ~250 bytes.
    private final class Rare {
        var debugID: AnyHashable?
        var coordinateSpaceName: AnyHashable?
        var guides = LayoutCache.Memo<LayoutCache.GuideQuery, CGFloat?>()
        var placements = LayoutCache.Memo<LayoutCache.PlacementQuery, [ChildPlacement]>()
        var accessibility: AccessibilityProperties?
    }
    private var rare: Rare?
    let env: EnvironmentValues
    var traits = ViewTraits()
    private var rareValues: Rare {
        if let rare { return rare }
        let r = Rare()
        rare = r
        return r
    }

    /// The value of `.id(_:)`, reported by `ImageRenderer.layout()`.
    var debugID: AnyHashable? {
        get { rare?.debugID }
        set { if newValue != nil || rare != nil { rareValues.debugID = newValue } }
    }
    /// Set by `coordinateSpace(name:)`: descendants can measure against this frame.
    var coordinateSpaceName: AnyHashable? {
        get { rare?.coordinateSpaceName }
        set { if newValue != nil || rare != nil { rareValues.coordinateSpaceName = newValue } }
    }

    /// What the accessibility modifiers and a control's defaults say about
    /// this view (Accessibility/AccessibilityProperties.swift); few views carry any.
    var accessibility: AccessibilityProperties? {
        get { rare?.accessibility }
        set { if newValue != nil || rare != nil { rareValues.accessibility = newValue } }
    }

    private var spacingMemo: ViewSpacing?

    /// The user view this node came from (shown in layout dumps). Its name is
    /// spelled only when asked: describing a generic type is costly.
    var userType: Any.Type?
    var userTypeName: String? { userType.map(typeName) }

    init(env: EnvironmentValues) { self.env = env }

    /// Children in layout order, and how to reorder them for drawing (nil: same order).
    var layoutChildren: [ViewNode] { [] }
    var drawOrder: [Int]? { nil }
    var kindName: String { typeName(type(of: self)) }

    final func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        guard let key = SizeMemo.Key(p) else {
            let s = computeSize(p)
            LayoutStatistics.record()
            return s
        }
        if let s = sizes.lookup(key) { return s }
        let s = computeSize(p)
        sizes.insert(key, s)
        LayoutStatistics.record()
        return s
    }

    func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    /// A guide value the view sets itself (text baselines, alignmentGuide, merged
    /// children). Containers answer by asking their children, so without the
    /// cache every query would walk the whole subtree again.
    final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // Most subtrees set no guide at all: answering nil here skips laying out
        // placements for every proposal a stack aligns its children under.
        guard explicitGuides.contains(key) else { return nil }
        let q = LayoutCache.GuideQuery(key: key, size: size, proposal: proposal)
        if let hit = rare?.guides.lookup(q) { return hit }
        let v = computeExplicitAlignment(key, size: size, proposal: proposal)
        rareValues.guides.insert(q, v)
        LayoutStatistics.record()
        return v
    }
    func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// Which guides `computeExplicitAlignment` can answer with a value, for any
    /// size and proposal: a node that overrides it must widen this to match.
    func computeExplicitGuides() -> GuideKeys { .none }
    final var explicitGuides: GuideKeys {
        if let g = guideMemo { return g }
        let g = computeExplicitGuides()
        guideMemo = g
        return g
    }

    final func dimensions(_ p: ProposedViewSize) -> ViewDimensions { dimensions(p, size: sizeThatFits(p)) }

    /// The dimensions for `p` when its answer, `size`, is already at hand (a
    /// stack aligning the children it has just sized): one cache look-up fewer.
    final func dimensions(_ p: ProposedViewSize, size: CGSize) -> ViewDimensions {
        // No guide to look up: a dimensions value without a closure to allocate.
        if case .none = explicitGuides { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size, proposal: p) }
    }

    /// Spacing preferences don't depend on the proposal, and containers build
    /// theirs from their children's, so each node computes them once.
    final var spacing: ViewSpacing {
        if let s = spacingMemo { return s }
        let s = computeSpacing()
        spacingMemo = s
        LayoutStatistics.record()
        return s
    }
    func computeSpacing() -> ViewSpacing { ViewSpacing() }
    var layoutPriority: Double { traits.layoutPriority }

    /// Where the children go when this view has `size` after being offered
    /// `proposal`, in the order of `layoutChildren`: returned, never recorded.
    /// Kept for the questions asked before placing (a merged alignment guide,
    /// a List row's text inset), which placing then reads.
    final func placements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let q = LayoutCache.PlacementQuery(size: size, proposal: proposal)
        if let hit = rare?.placements.lookup(q) { return hit }
        let v = computePlacements(size: size, proposal: proposal)
        rareValues.placements.insert(q, v)
        return v
    }
    func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] { [] }

    /// Placing's own question, asked once per node: each child's placement
    /// handed to `body` in turn and not kept, since the placed tree records
    /// the same frames (keeping them cost every node 72 bytes and every
    /// container an array, and freeing a large one mid-layout made malloc
    /// consolidate its free lists).
    final func forEachPlacement(size: CGSize, proposal: ProposedViewSize, _ body: (Int, ChildPlacement) -> Void) {
        if let rare, let hit = rare.placements.lookup(LayoutCache.PlacementQuery(size: size, proposal: proposal)) {
            for i in hit.indices { body(i, hit[i]) }
            return
        }
        streamPlacements(size: size, proposal: proposal, body)
    }
    /// `computePlacements`, one child at a time; containers that can place
    /// without building the array override it.
    func streamPlacements(size: CGSize, proposal: ProposedViewSize, _ body: (Int, ChildPlacement) -> Void) {
        let all = computePlacements(size: size, proposal: proposal)
        for i in all.indices { body(i, all[i]) }
    }

    /// For views whose children change once they know their frame (GeometryReader).
    final func forgetPlacements() { rare?.placements = .init() }

    /// Called once the view's frame in the root is known, before its children
    /// are placed; views whose content depends on their position (GeometryReader) build it here.
    func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {}

    /// What this view draws; the display-list builder switches over it.
    var drawing: NodeDrawing { .children }

    /// The items of a `.content` view, for its pixel-rounded frame.
    func content(in rect: CGRect, proposal: ProposedViewSize) -> [DisplayItem] { [] }
}

/// The guides a subtree may set explicitly: none (most views), a few keys
/// (text baselines, `alignmentGuide`), or any (views that compute guides in ways
/// that cannot be told ahead, such as user layouts).
enum GuideKeys {
    case none
    case some([AlignmentKey])
    case all

    func contains(_ key: AlignmentKey) -> Bool {
        switch self {
        case .none: return false
        case .some(let keys): return keys.contains(key)
        case .all: return true
        }
    }

    func union(_ other: GuideKeys) -> GuideKeys {
        switch (self, other) {
        case (.all, _), (_, .all): return .all
        case (.none, let x), (let x, .none): return x
        case let (.some(a), .some(b)): return .some(a + b.filter { !a.contains($0) })
        }
    }

    /// What a node that passes its children's guides through can answer.
    static func merged(_ nodes: [ViewNode]) -> GuideKeys {
        var keys = GuideKeys.none
        for i in nodes.indices { keys = keys.union(nodes.borrowing(i) { $0.explicitGuides }) }
        return keys
    }
}

/// What a view declares it draws. Only `DrawTree`'s commit pass asks for it (and for
/// `content(in:proposal:)`); `DisplayListBuilder` nests what that pass resolved.
enum NodeDrawing {
    /// Its placed children, in drawing order (containers, layout modifiers).
    case children
    /// Its own items from `content(in:proposal:)` (shapes, text, images …).
    case content
    /// Its children through one effect.
    case effect(DrawingEffect)
    /// Its one child's first `count` children mask the rest (`mask(_:)`).
    case mask(count: Int)
}

/// A node's answers other than sizes (`SizeMemo`), keyed by the question:
/// guides and placements by the proposal and the size chosen under it. Nodes live for one
/// layout pass, so nothing here is ever invalidated (taffy's per-node cache).
enum LayoutCache {
    struct Memo<Key: Equatable, Value> {
        // A handful of entries per node: a linear scan beats hashing. The first
        // answer is kept inline (many nodes are asked one question), the rest in one array.
        private var first: (key: Key, value: Value)?
        private var rest: [(key: Key, value: Value)] = []
        func lookup(_ key: Key) -> Value? {
            guard let first else { return nil }
            if first.key == key { return first.value }
            for entry in rest where entry.key == key { return entry.value }
            return nil
        }
        mutating func insert(_ key: Key, _ value: Value) {
            if first == nil { first = (key, value); return }
            // A node asked twice is usually asked several times (a stack's
            // minimum, maximum and offer, at sizing and again at placement,
            // where the stack's own height is then known): room for eight
            // answers at once, since growing from four cost a second allocation and a copy.
            if rest.isEmpty { rest.reserveCapacity(7) }
            rest.append((key, value))
        }
    }
    struct GuideQuery: Equatable { let key: AlignmentKey; let size: CGSize; let proposal: ProposedViewSize }
    struct PlacementQuery: Equatable { let size: CGSize; let proposal: ProposedViewSize }
}

/// Counts computations (sizes, guides, spacing), so tests and benchmarks can
/// prove layout does not repeat work.
public enum LayoutStatistics {
    @TaskLocal static var counter: Counter?
    final class Counter: @unchecked Sendable { var measurements = 0 }
    static func record() { counter?.measurements += 1 }

    /// Runs `body` and returns how many distinct measurements it made.
    public static func countMeasurements(_ body: () throws -> Void) rethrows -> Int {
        let c = Counter()
        try $counter.withValue(c) { try body() }
        return c.measurements
    }
}
