import Foundation

/// SwiftUI's HStack/VStack algorithm, written once for either axis.
///
/// With a concrete major proposal: children are sorted by priority (high first),
/// then by flexibility (max − min, least flexible first; two unbounded ones by
/// larger minimum first); lower-priority groups are reserved their minimums;
/// inside a group each child is offered an equal share of what is left and what
/// it does not use goes to the children after it, never back to earlier ones.
struct StackCore {
    let axis: Axis
    var spacing: CGFloat?
    var alignment: AlignmentKey   // a guide on the minor axis

    /// Where one child goes for one proposal of the stack.
    struct Child {
        var size = CGSize.zero
        var proposal = ProposedViewSize.zero
        var gap: CGFloat = 0          // space before this child (0 for the first)
        var minorOrigin: CGFloat = 0  // relative to the union of all aligned children
    }

    /// Where everything goes for one proposal: sizing and alignment done once,
    /// read by both `sizeThatFits` and placement. One array per arrangement:
    /// four parallel arrays and a class around them cost five allocations.
    struct Arrangement {
        var children: [Child]
        var size: CGSize
    }

    /// The space before each child (0 for the first), from the
    /// children's spacing preferences (a stack without a fixed spacing). The
    /// nodes are asked directly: a proxy per question cost two reference counts.
    private func gaps(_ nodes: [ViewNode], _ range: Range<Int>) -> StackGaps {
        var gaps = StackGaps(range: range, values: Array(repeating: 0, count: range.count))
        var prev: ViewNode?
        for (k, i) in range.enumerated() {
            let node = nodes[i]
            if let p = prev { gaps.values[k] = p.spacing.distance(to: node.spacing, along: axis) }
            prev = node
        }
        return gaps
    }

    /// A child's minimum, maximum and priority along the major axis.
    private struct Probe { var min: CGFloat; var max: CGFloat; var priority: Double }

    /// `gaps`: nil for a fixed spacing, which asks no child. `buffer`: an
    /// earlier arrangement's array, refilled when nothing else holds it.
    func arrange(_ nodes: [ViewNode], _ range: Range<Int>, proposal: ProposedViewSize, gaps: StackGaps?,
                 reusing buffer: inout [Child]) -> Arrangement {
        let n = range.count
        let base = range.lowerBound
        var children: [Child] = []
        swap(&children, &buffer)
        children.removeAll(keepingCapacity: true)
        children.append(contentsOf: repeatElement(Child(), count: n))
        var gapTotal: CGFloat = 0
        for k in 0..<n {
            if let gaps { children[k].gap = gaps.values[k] } else if k > 0, let spacing { children[k].gap = spacing }
            gapTotal += children[k].gap
        }
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let p = ProposedViewSize(axis, major: nil, minor: minor)
            for k in 0..<n {
                children[k].proposal = p
                (children[k].size, children[k].minorOrigin) = nodes.borrowing(base + k) { sized($0, p) }
            }
            return aligned(&children, gapTotal: gapTotal)
        }
        guard n > 0 else { return aligned(&children, gapTotal: gapTotal) }
        withUnsafeTemporaryAllocation(of: Probe.self, capacity: n) { probes in
            // Each child's minimum, maximum and priority, asked in index order.
            let zero = ProposedViewSize(axis, major: 0, minor: minor)
            let infinite = ProposedViewSize(axis, major: .infinity, minor: minor)
            // All three questions to one child before the next: in a long
            // stack, a loop per question read every child's subtree again
            // after the rest of the stack had evicted it. Answers do not
            // depend on the order children are asked in.
            for k in 0..<n {
                probes.initializeElement(at: k, to: nodes.borrowing(base + k) {
                    Probe(min: $0.sizeThatFits(zero)[axis], max: $0.sizeThatFits(infinite)[axis], priority: $0.layoutPriority)
                })
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { buffer in
                var order = buffer
                for k in 0..<n { order.initializeElement(at: k, to: k) }
                // Stable insertion order: priority, then flexibility.
                order.sort { a, b in
                    let pa = probes[a], pb = probes[b]
                    if pa.priority != pb.priority { return pa.priority > pb.priority }
                    let fa = pa.max - pa.min, fb = pb.max - pb.min
                    if fa.isInfinite && fb.isInfinite && pa.min != pb.min { return pa.min > pb.min }
                    if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
                    return a < b
                }
                var available = major - gapTotal
                // Reserve the minimums of every group after the first.
                var reserved: CGFloat = 0
                let top = probes[order[0]].priority
                for k in 1..<n where probes[order[k]].priority < top { reserved += probes[order[k]].min }
                available -= reserved
                var groupStart = 0
                while groupStart < n {
                    let p = probes[order[groupStart]].priority
                    var groupEnd = groupStart
                    while groupEnd < n && probes[order[groupEnd]].priority == p { groupEnd += 1 }
                    if groupStart > 0 {
                        var freed: CGFloat = 0
                        for k in groupStart..<groupEnd { freed += probes[order[k]].min }
                        available += freed
                    }
                    var remaining = groupEnd - groupStart
                    for k in groupStart..<groupEnd {
                        let i = order[k]
                        let offer = max(available / CGFloat(remaining), 0)
                        let prop = ProposedViewSize(axis, major: offer, minor: minor)
                        let (s, origin) = nodes.borrowing(base + i) { sized($0, prop) }
                        children[i].size = s; children[i].minorOrigin = origin; children[i].proposal = prop
                        if !s[axis].isNaN { available -= s[axis] }
                        remaining -= 1
                    }
                    groupStart = groupEnd
                }
                order.deinitialize()
            }
            probes.deinitialize()
        }
        return aligned(&children, gapTotal: gapTotal)
    }

    /// A child's size for `p` and its alignment guide, negated (`Child.minorOrigin`
    /// before `aligned`): the guide is read while the node is at hand, not in a
    /// later pass over every child, which in a long stack reads each subtree again.
    @inline(__always)
    private func sized(_ node: ViewNode, _ p: ProposedViewSize) -> (CGSize, CGFloat) {
        let s = node.sizeThatFits(p)
        return (s, -node.dimensions(p, size: s)[alignment])
    }

    /// Minor-axis origins: every child's guide on one line. `minorOrigin`
    /// holds each child's guide, negated; sums run in index order.
    private func aligned(_ children: inout [Child], gapTotal: CGFloat) -> Arrangement {
        var lo: CGFloat = 0, hi: CGFloat = 0
        var majorTotal: CGFloat = 0
        for k in children.indices {
            let o = children[k].minorOrigin
            lo = min(lo, o); hi = max(hi, o + children[k].size[axis.other])
            majorTotal += children[k].size[axis]
        }
        for k in children.indices { children[k].minorOrigin -= lo }
        return Arrangement(children: children, size: CGSize(axis, major: majorTotal + gapTotal, minor: hi - lo))
    }

    /// `nodes[range]` are the children: taken as the array the container holds,
    /// since a `LayoutSubviews` built per question cost a retain and a release.
    func arrangement(_ nodes: [ViewNode], _ range: Range<Int>, _ proposal: ProposedViewSize, _ storage: inout _StackLayoutCache.Memo) -> Arrangement {
        let key = _StackLayoutCache.Key(proposal: proposal, range: range)
        if storage.lastKey == key { return storage.lastArrangement }
        // Gaps come from the children's spacing alone, never from the proposal:
        // worked out once, where every arrangement used to compare spacings again.
        var gaps: StackGaps?
        if spacing != nil {
            gaps = nil
        } else if let known = storage.gaps, known.range == range {
            gaps = known
        } else {
            gaps = self.gaps(nodes, range)
            storage.gaps = gaps
        }
        // The latest arrangement's array is refilled rather than a new one
        // made: a child of a stack is arranged for several proposals, and
        // each array cost an allocation and a metadata look-up.
        var buffer = storage.lastArrangement.children
        storage.lastArrangement.children = []
        storage.lastKey = nil
        let a = arrange(nodes, range, proposal: proposal, gaps: gaps, reusing: &buffer)
        storage.lastKey = key
        storage.lastArrangement = a
        storage.lastSize = a.size
        return a
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache) -> CGSize {
        sizeThatFits(proposal, subviews.nodes, subviews.range, &cache.storage.memo)
    }

    /// The size alone: when the latest arrangement answers, its size is read
    /// without copying the arrangement (which retains its array of children).
    func sizeThatFits(_ proposal: ProposedViewSize, _ nodes: [ViewNode], _ range: Range<Int>, _ storage: inout _StackLayoutCache.Memo) -> CGSize {
        guard !range.isEmpty else { return .zero }
        if storage.lastKey == _StackLayoutCache.Key(proposal: proposal, range: range) { return storage.lastSize }
        return arrangement(nodes, range, proposal, &storage).size
    }

    /// The proposal placement arranges for: the stack's bounds fill a missing minor dimension.
    private func placementProposal(_ proposal: ProposedViewSize, _ bounds: CGRect) -> ProposedViewSize {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        return p
    }

    /// Child `k`'s top-leading corner inside `bounds`, advancing `pos` along the major axis.
    private func origin(_ c: Child, _ pos: inout CGFloat, in bounds: CGRect) -> CGPoint {
        pos += c.gap
        let o = CGPoint(axis, major: pos, minor: bounds.origin[axis.other] + c.minorOrigin)
        pos += c.size[axis]
        return o
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: _StackLayoutCache) {
        guard !subviews.isEmpty else { return }
        let a = arrangement(subviews.nodes, subviews.range, placementProposal(proposal, bounds), &cache.storage.memo)
        var pos = bounds.origin[axis]
        for (c, sv) in zip(a.children, subviews) {
            sv.place(at: origin(c, &pos, in: bounds), anchor: .topLeading, proposal: c.proposal)
        }
    }

    /// What `place` records, made straight from the arrangement: the same
    /// origins and sizes without a proxy and a buffer slot per child.
    func placements(size: CGSize, _ proposal: ProposedViewSize, _ nodes: [ViewNode], _ range: Range<Int>,
                    _ storage: inout _StackLayoutCache.Memo) -> [ChildPlacement] {
        var result: [ChildPlacement] = []
        result.reserveCapacity(range.count)
        forEachPlacement(size: size, proposal, nodes, range, &storage) { _, p in result.append(p) }
        return result
    }

    /// The same placements handed to `body` one child at a time, with no array.
    func forEachPlacement(size: CGSize, _ proposal: ProposedViewSize, _ nodes: [ViewNode], _ range: Range<Int>,
                          _ storage: inout _StackLayoutCache.Memo, _ body: (Int, ChildPlacement) -> Void) {
        guard !range.isEmpty else { return }
        let bounds = CGRect(origin: .zero, size: size)
        let a = arrangement(nodes, range, placementProposal(proposal, bounds), &storage)
        var pos = bounds.origin[axis]
        for k in a.children.indices {
            let c = a.children[k]
            let o = origin(c, &pos, in: bounds)
            // `place(at:anchor: .topLeading)`'s arithmetic, kept so the bits match.
            let s = c.size
            body(k, ChildPlacement(origin: CGPoint(x: o.x - 0 * s.width, y: o.y - 0 * s.height), size: s, proposal: c.proposal))
        }
    }

    /// Outer edges from the end children, the sides from every child.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var s = ViewSpacing(values: [:])
        let (lead, trail): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let sides: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        let all = subviews.map(\.spacing)
        for c in all { s.formUnion(c, edges: sides) }
        if let f = all.first { s.formUnion(f, edges: Edge.Set(lead)) }
        if let l = all.last { s.formUnion(l, edges: Edge.Set(trail)) }
        return s
    }
}

/// The space before each of a range of children.
struct StackGaps {
    let range: Range<Int>
    var values: [CGFloat]
}

/// A stack's latest arrangement: placement usually reads the one sizing just
/// made. Only one is kept, because the probes a parent makes (zero, infinity)
/// are never placed, and keeping every one cost kilobytes per stack in deep
/// trees; the children's sizes are memoised, so arranging again is cheap.
public struct _StackLayoutCache {
    struct Key: Equatable { var proposal: ProposedViewSize; var range: Range<Int> }
    /// What a stack remembers. A stack's node holds it inline (one object
    /// fewer to reach per stack and pass); `Layout`'s cache holds it in `Storage`.
    struct Memo {
        // The latest arrangement, its key and size apart so that a size
        // question reads two plain values and retains nothing.
        var lastKey: Key?
        var lastSize = CGSize.zero
        var lastArrangement = StackCore.Arrangement(children: [], size: .zero)
        var gaps: StackGaps?
    }
    // A reference: handing the cache in and out of `inout` never copies it.
    final class Storage {
        var memo = Memo()
    }
    let storage = Storage()
}

/// HStackLayout and VStackLayout are one layout along two axes: each holds a
/// `StackCore` and gets its whole `Layout` conformance from here.
public protocol _AxisStackLayout: Layout where Cache == _StackLayoutCache {
    static var _axis: Axis { get }
    var _core: _StackCoreBox { get }
}

/// Hides the stack algorithm behind a public name so the stacks can share it.
public struct _StackCoreBox {
    var core: StackCore
}

extension _AxisStackLayout {
    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        _core.core.sizeThatFits(proposal, subviews, cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        _core.core.place(in: bounds, proposal, subviews, cache)
    }
    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { _core.core.spacing(subviews) }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = _axis
        return p
    }
}

public struct HStackLayout: _AxisStackLayout {
    public static var _axis: Axis { .horizontal }
    public var _core: _StackCoreBox
    public var alignment: VerticalAlignment {
        get { VerticalAlignment(_core.core.alignment.id) } set { _core.core.alignment = newValue.key }
    }
    public var spacing: CGFloat? { get { _core.core.spacing } set { _core.core.spacing = newValue } }
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        _core = _StackCoreBox(core: StackCore(axis: Self._axis, spacing: spacing, alignment: alignment.key))
    }
}

public struct VStackLayout: _AxisStackLayout {
    public static var _axis: Axis { .vertical }
    public var _core: _StackCoreBox
    public var alignment: HorizontalAlignment {
        get { HorizontalAlignment(_core.core.alignment.id) } set { _core.core.alignment = newValue.key }
    }
    public var spacing: CGFloat? { get { _core.core.spacing } set { _core.core.spacing = newValue } }
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        _core = _StackCoreBox(core: StackCore(axis: Self._axis, spacing: spacing, alignment: alignment.key))
    }
}

/// Children share the proposal; the stack is as large as its highest-priority
/// children, and all children align on one point.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        let a = arrangement(proposal, subviews.nodes[subviews.range])
        return (a.size, a.origins)
    }

    /// The arrangement read from the nodes themselves (`LayoutNode` runs it
    /// without proxies); `dimensions` are each child's under `proposal`.
    func arrangement(_ proposal: ProposedViewSize, _ nodes: ArraySlice<ViewNode>) -> (size: CGSize, origins: [CGPoint], dimensions: [ViewDimensions]) {
        measured(proposal, nodes) { size, align, dims in
            (size, dims.map { origin(of: $0, align) }, Array(dims))
        }
    }

    /// The size alone: what sizing asks, with no array of origins to build.
    func size(_ proposal: ProposedViewSize, _ nodes: ArraySlice<ViewNode>) -> CGSize {
        measured(proposal, nodes) { size, _, _ in size }
    }

    private func origin(of d: ViewDimensions, _ align: CGPoint) -> CGPoint {
        CGPoint(x: align.x - d[alignment.horizontal], y: align.y - d[alignment.vertical])
    }

    /// The ZStack's size and alignment point, and each child's dimensions, in
    /// a buffer that lives for `body` only (an array per question cost an
    /// allocation each). Children are asked in the order SwiftUI's ZStack asks.
    private func measured<R>(_ proposal: ProposedViewSize, _ nodes: ArraySlice<ViewNode>,
                             _ body: (CGSize, CGPoint, UnsafeMutableBufferPointer<ViewDimensions>) -> R) -> R {
        let n = nodes.count
        let base = nodes.startIndex
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { priorities in
            // `max()` of the priorities: the first of equals, compared with `<`.
            for k in 0..<n { priorities.initializeElement(at: k, to: nodes.borrowing(base + k) { $0.layoutPriority }) }
            var top = n > 0 ? priorities[0] : 0
            for k in 1..<max(n, 1) where top < priorities[k] { top = priorities[k] }
            return withUnsafeTemporaryAllocation(of: ViewDimensions.self, capacity: n) { dims in
                for k in 0..<n { dims.initializeElement(at: k, to: nodes.borrowing(base + k) { $0.dimensions(proposal) }) }
                var size = CGSize.zero, align = CGPoint.zero
                for k in 0..<n where priorities[k] == top {
                    let d = dims[k]
                    size.width = max(size.width, d.width); size.height = max(size.height, d.height)
                    align.x = max(align.x, d[alignment.horizontal]); align.y = max(align.y, d[alignment.vertical])
                }
                let result = body(size, align, dims)
                _ = dims.deinitialize()
                return result
            }
        }
    }

    /// What `placeSubviews` records, made straight from the nodes.
    func placements(size: CGSize, _ proposal: ProposedViewSize, _ nodes: [ViewNode]) -> [ChildPlacement] {
        var result: [ChildPlacement] = []
        result.reserveCapacity(nodes.count)
        forEachPlacement(size: size, proposal, nodes) { _, p in result.append(p) }
        return result
    }

    /// The same placements handed to `body` one child at a time, with no array.
    func forEachPlacement(size: CGSize, _ proposal: ProposedViewSize, _ nodes: [ViewNode], _ body: (Int, ChildPlacement) -> Void) {
        let bounds = CGRect(origin: .zero, size: size)
        measured(proposal, nodes[...]) { _, align, dims in
            for k in dims.indices {
                let d = dims[k]
                let o = origin(of: d, align)
                // `place(at:proposal:)` with its top-leading anchor, arithmetic kept so the bits match.
                let p = CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y)
                let s = d.size
                body(k, ChildPlacement(origin: CGPoint(x: p.x - 0 * s.width, y: p.y - 0 * s.height), size: s, proposal: proposal))
            }
        }
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let a = arrangement(proposal, subviews)
        for (sv, o) in zip(subviews, a.origins) {
            sv.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: proposal)
        }
    }
}
