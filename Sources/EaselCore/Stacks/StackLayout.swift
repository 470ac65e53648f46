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

    /// Where everything goes for one proposal: sizing and alignment done once,
    /// read by both `sizeThatFits` and `placeSubviews`.
    /// A class, so the cache hands it out without copying four arrays.
    final class Arrangement {
        let sizes: [CGSize]
        let proposals: [ProposedViewSize]
        let gaps: [CGFloat]        // gaps[i]: space before child i (gaps[0] = 0)
        let minorOrigins: [CGFloat]  // relative to the union of all aligned children
        let size: CGSize
        init(sizes: [CGSize], proposals: [ProposedViewSize], gaps: [CGFloat], minorOrigins: [CGFloat], size: CGSize) {
            self.sizes = sizes; self.proposals = proposals; self.gaps = gaps; self.minorOrigins = minorOrigins; self.size = size
        }
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var g: [CGFloat] = []
        g.reserveCapacity(subviews.count)
        // The nodes themselves rather than their proxies: a proxy per question
        // cost two reference counts, the stack's busiest overhead.
        let nodes = subviews.nodes
        var prev: ViewNode?
        for i in subviews.indices {
            let node = nodes[i]
            if let p = prev { g.append(spacing ?? p.spacing.distance(to: node.spacing, along: axis)) } else { g.append(0) }
            prev = node
        }
        return g
    }

    func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Arrangement {
        let g = gaps(subviews)
        let minor = proposal[axis.other]
        let n = subviews.count
        let nodes = subviews.nodes
        let base = subviews.startIndex
        guard let major = proposal[axis] else {
            let ps = Array(repeating: ProposedViewSize(axis, major: nil, minor: minor), count: n)
            return aligned(subviews, sizes: (0..<n).map { nodes[base + $0].sizeThatFits(ps[$0]) }, proposals: ps, gaps: g)
        }
        // Each child's minimum, maximum and priority, asked in index order.
        var mins: [CGFloat] = [], maxs: [CGFloat] = [], prio: [Double] = []
        mins.reserveCapacity(n); maxs.reserveCapacity(n); prio.reserveCapacity(n)
        for i in subviews.indices { mins.append(nodes[i].sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]) }
        for i in subviews.indices { maxs.append(nodes[i].sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]) }
        for i in subviews.indices { prio.append(nodes[i].layoutPriority) }
        // Stable insertion order: priority, then flexibility.
        let order = (0..<n).sorted { a, b in
            if prio[a] != prio[b] { return prio[a] > prio[b] }
            let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
            if fa.isInfinite && fb.isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
            if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
            return a < b
        }
        var available = major - g.reduce(0, +)
        var sizes = Array(repeating: CGSize.zero, count: n)
        var props = Array(repeating: ProposedViewSize.zero, count: n)
        // Reserve the minimums of every group after the first.
        var groupStart = 0
        var reserved: CGFloat = 0
        for i in order.dropFirst() where prio[i] < prio[order[0]] { reserved += mins[i] }
        available -= reserved
        while groupStart < n {
            let p = prio[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < n && prio[order[groupEnd]] == p { groupEnd += 1 }
            if groupStart > 0 {
                var freed: CGFloat = 0
                for i in order[groupStart..<groupEnd] { freed += mins[i] }
                available += freed
            }
            var remaining = groupEnd - groupStart
            for k in groupStart..<groupEnd {
                let i = order[k]
                let offer = max(available / CGFloat(remaining), 0)
                let prop = ProposedViewSize(axis, major: offer, minor: minor)
                let s = nodes[base + i].sizeThatFits(prop)
                sizes[i] = s; props[i] = prop
                if !s[axis].isNaN { available -= s[axis] }
                remaining -= 1
            }
            groupStart = groupEnd
        }
        return aligned(subviews, sizes: sizes, proposals: props, gaps: g)
    }

    /// Minor-axis origins: every child's guide on one line.
    private func aligned(_ subviews: LayoutSubviews, sizes: [CGSize], proposals: [ProposedViewSize], gaps: [CGFloat]) -> Arrangement {
        var lo: CGFloat = 0, hi: CGFloat = 0
        var raw: [CGFloat] = []
        raw.reserveCapacity(sizes.count)
        let nodes = subviews.nodes, base = subviews.startIndex
        for i in sizes.indices {
            let d = nodes[base + i].dimensions(proposals[i])
            let o = -d[alignment]
            raw.append(o)
            lo = min(lo, o); hi = max(hi, o + sizes[i][axis.other])
        }
        let major = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        for i in raw.indices { raw[i] -= lo }
        return Arrangement(sizes: sizes, proposals: proposals, gaps: gaps, minorOrigins: raw,
                           size: CGSize(axis, major: major, minor: hi - lo))
    }

    func arrangement(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, _ cache: inout _StackLayoutCache) -> Arrangement {
        let key = _StackLayoutCache.Key(proposal: proposal, range: subviews.range)
        let storage = cache.storage
        if let last = storage.last, last.key == key { return last.arrangement }
        let a = arrange(subviews, proposal: proposal)
        storage.last = (key, a)
        return a
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return arrangement(subviews, proposal, &cache).size
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) {
        guard !subviews.isEmpty else { return }
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let a = arrangement(subviews, p, &cache)
        var pos = bounds.origin[axis]
        for (i, sv) in zip(a.sizes.indices, subviews) {
            pos += a.gaps[i]
            let origin = CGPoint(axis, major: pos, minor: bounds.origin[axis.other] + a.minorOrigins[i])
            sv.place(at: origin, anchor: .topLeading, proposal: a.proposals[i])
            pos += a.sizes[i][axis]
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

/// A stack's latest arrangement: placement usually reads the one sizing just
/// made. Only one is kept, because the probes a parent makes (zero, infinity)
/// are never placed, and keeping every one cost kilobytes per stack in deep
/// trees; the children's sizes are memoised, so arranging again is cheap.
public struct _StackLayoutCache {
    struct Key: Equatable { var proposal: ProposedViewSize; var range: Range<Int> }
    // A reference: handing the cache in and out of `inout` never copies it.
    final class Storage {
        var last: (key: Key, arrangement: StackCore.Arrangement)?
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
        _core.core.sizeThatFits(proposal, subviews, &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        _core.core.place(in: bounds, proposal, subviews, &cache)
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
        guard !subviews.isEmpty else { return (.zero, []) }
        let top = subviews.map(\.priority).max()!
        let dims = subviews.map { $0.dimensions(in: proposal) }
        var size = CGSize.zero, align = CGPoint.zero
        for (sv, d) in zip(subviews, dims) where sv.priority == top {
            size.width = max(size.width, d.width); size.height = max(size.height, d.height)
            align.x = max(align.x, d[alignment.horizontal]); align.y = max(align.y, d[alignment.vertical])
        }
        return (size, dims.map { CGPoint(x: align.x - $0[alignment.horizontal], y: align.y - $0[alignment.vertical]) })
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
