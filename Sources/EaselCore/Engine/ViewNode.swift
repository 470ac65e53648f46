import Foundation

/// A child's placement inside its parent, in the parent's local coordinates.
struct ChildPlacement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
}

/// A resolved view: environment applied, ready to be measured and placed.
/// Sizes are memoised per proposal, so a view asked the same question twice in
/// a pass answers from the cache and nesting never makes layout exponential.
class ViewNode {
    let env: EnvironmentValues
    var traits = ViewTraits()
    /// The value of `.id(_:)`, reported by `ImageRenderer.layout()`.
    var debugID: AnyHashable?
    /// The user view this node came from (shown in layout dumps).
    var userTypeName: String?
    /// Set by `coordinateSpace(name:)`: descendants can measure against this frame.
    var coordinateSpaceName: AnyHashable?

    private var sizeKeys: [ProposedViewSize] = []
    private var sizeValues: [CGSize] = []

    init(env: EnvironmentValues) { self.env = env }

    /// Children in layout order, and how to reorder them for drawing (nil: same order).
    var layoutChildren: [ViewNode] { [] }
    var drawOrder: [Int]? { nil }
    var kindName: String { typeName(type(of: self)) }

    final func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        if let i = sizeKeys.firstIndex(of: p) { return sizeValues[i] }
        let s = computeSize(p)
        sizeKeys.append(p); sizeValues.append(s)
        LayoutStatistics.record()
        return s
    }

    func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    private struct GuideQuery: Equatable { let key: AlignmentKey; let size: CGSize; let proposal: ProposedViewSize }
    private var guideCache: [(GuideQuery, CGFloat?)] = []

    /// A guide value the view sets itself (text baselines, alignmentGuide, merged
    /// children). Memoised: containers answer by asking their children, so
    /// without it every query would walk the whole subtree again.
    final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let q = GuideQuery(key: key, size: size, proposal: proposal)
        if let hit = guideCache.first(where: { $0.0 == q }) { return hit.1 }
        let v = computeExplicitAlignment(key, size: size, proposal: proposal)
        guideCache.append((q, v))
        LayoutStatistics.record()
        return v
    }
    func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    final func dimensions(_ p: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(p)
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size, proposal: p) }
    }

    private var cachedSpacing: ViewSpacing?
    /// Spacing preferences don't depend on the proposal, and containers build
    /// theirs from their children's, so each node computes them once.
    final var spacing: ViewSpacing {
        if let s = cachedSpacing { return s }
        let s = computeSpacing()
        cachedSpacing = s
        LayoutStatistics.record()
        return s
    }
    func computeSpacing() -> ViewSpacing { ViewSpacing() }
    var layoutPriority: Double { traits.layoutPriority }

    /// Called once the view's frame in the root is known, before its children
    /// are placed; views whose content depends on their position (GeometryReader) build it here.
    func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {}

    /// Where the children go when this view has `size` after being offered `proposal`.
    func placements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] { [] }

    /// What this view draws; the display-list builder switches over it.
    var drawing: NodeDrawing { .children }

    /// The items of a `.content` view, for its pixel-rounded frame.
    func content(in rect: CGRect, proposal: ProposedViewSize) -> [DisplayItem] { [] }
}

/// What a view declares it draws. Only `DisplayListBuilder` turns it into items.
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
