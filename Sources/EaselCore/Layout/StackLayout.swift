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
    let spacing: CGFloat?
    let alignment: AlignmentKey   // a guide on the minor axis

    struct Sized {
        var sizes: [CGSize]
        var proposals: [ProposedViewSize]
        var gaps: [CGFloat]        // gaps[i]: space before child i (gaps[0] = 0)
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var g: [CGFloat] = []
        g.reserveCapacity(subviews.count)
        var prev: LayoutSubview?
        for sv in subviews {
            if let p = prev { g.append(spacing ?? p.spacing.distance(to: sv.spacing, along: axis)) } else { g.append(0) }
            prev = sv
        }
        return g
    }

    func size(children subviews: LayoutSubviews, proposal: ProposedViewSize) -> Sized {
        let g = gaps(subviews)
        let minor = proposal[axis.other]
        let n = subviews.count
        guard let major = proposal[axis] else {
            let ps = Array(repeating: ProposedViewSize(axis, major: nil, minor: minor), count: n)
            return Sized(sizes: zip(subviews, ps).map { $0.sizeThatFits($1) }, proposals: ps, gaps: g)
        }
        let idx = Array(subviews.indices)
        let mins = idx.map { subviews[$0].sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let maxs = idx.map { subviews[$0].sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] }
        let prio = idx.map { subviews[$0].priority }
        let base = subviews.startIndex
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
        available -= order.dropFirst().filter { prio[$0] < prio[order[0]] }.reduce(0) { $0 + mins[$1] }
        while groupStart < n {
            let p = prio[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < n && prio[order[groupEnd]] == p { groupEnd += 1 }
            if groupStart > 0 { available += order[groupStart..<groupEnd].reduce(0) { $0 + mins[$1] } }
            var remaining = groupEnd - groupStart
            for k in groupStart..<groupEnd {
                let i = order[k]
                let offer = max(available / CGFloat(remaining), 0)
                let prop = ProposedViewSize(axis, major: offer, minor: minor)
                let s = subviews[base + i].sizeThatFits(prop)
                sizes[i] = s; props[i] = prop
                if !s[axis].isNaN { available -= s[axis] }
                remaining -= 1
            }
            groupStart = groupEnd
        }
        return Sized(sizes: sizes, proposals: props, gaps: g)
    }

    /// Minor-axis origins relative to the union of all aligned children.
    func minorLayout(_ subviews: LayoutSubviews, _ s: Sized) -> (origins: [CGFloat], length: CGFloat) {
        var lo: CGFloat = 0, hi: CGFloat = 0
        var raw: [CGFloat] = []
        for (i, sv) in zip(s.sizes.indices, subviews) {
            let d = sv.node.dimensions(s.proposals[i])
            let o = -d[alignment]
            raw.append(o)
            lo = min(lo, o); hi = max(hi, o + s.sizes[i][axis.other])
        }
        return (raw.map { $0 - lo }, hi - lo)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let s = size(children: subviews, proposal: proposal)
        let major = s.sizes.reduce(0) { $0 + $1[axis] } + s.gaps.reduce(0, +)
        return CGSize(axis, major: major, minor: minorLayout(subviews, s).length)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let s = size(children: subviews, proposal: p)
        let minor = minorLayout(subviews, s)
        var pos = bounds.origin[axis]
        for (i, sv) in zip(s.sizes.indices, subviews) {
            pos += s.gaps[i]
            let origin = CGPoint(axis, major: pos, minor: bounds.origin[axis.other] + minor.origins[i])
            sv.place(at: origin, anchor: .topLeading, proposal: s.proposals[i])
            pos += s.sizes[i][axis]
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

public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    var core: StackCore { StackCore(axis: .horizontal, spacing: spacing, alignment: alignment.key) }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    var core: StackCore { StackCore(axis: .vertical, spacing: spacing, alignment: alignment.key) }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }
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
