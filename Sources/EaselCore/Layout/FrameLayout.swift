import Foundation

/// Aligns a child inside a frame: the frame's own guide (default values only)
/// meets the child's guide (explicit values first).
func alignedOrigin(_ child: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(x: frame[alignment.horizontal.key] - child[alignment.horizontal],
                   y: frame[alignment.vertical.key] - child[alignment.vertical])
}

/// `frame(width:height:alignment:)`: a fixed dimension replaces the proposal and
/// the answer; an unset one is layout-neutral.
struct _FrameLayout: Layout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) { self.width = width; self.height = height; self.alignment = alignment }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let sv = subviews.first else { return }
        let p = ProposedViewSize(bounds.size)
        let o = alignedOrigin(sv.dimensions(in: p), in: bounds.size, alignment)
        sv.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).resetting(edges)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:…)`, with SwiftUI's normalisation and
/// per-axis rules (see the reference, §7.2).
struct _FlexFrameLayout: Layout {
    struct AxisLimits: Hashable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // min ≤ ideal ≤ max, each raised to the one before it.
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            let mx = max.map { Swift.max(id ?? mn ?? 0, $0) }
            self.min = mn; self.ideal = id; self.max = mx
        }
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let v = p ?? ideal else { return nil }
            return Swift.min(Swift.max(v, min ?? -.infinity), max ?? .infinity)
        }
        var constrains: Bool { min != nil || ideal != nil || max != nil }
    }
    var h: AxisLimits, v: AxisLimits, alignment: Alignment

    func resolve(_ lim: AxisLimits, proposal p: CGFloat?, child: () -> (size: CGFloat, proposal: CGFloat?)) -> CGFloat {
        if let p, let mn = lim.min, let mx = lim.max { return Swift.min(Swift.max(p, mn), mx) }
        if p == nil, let ideal = lim.ideal { return ideal }
        let (c, cp) = child()
        switch (lim.min, lim.max) {
        case let (mn?, mx?): return Swift.min(Swift.max(c, mn), mx)
        case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
        case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
        case (nil, nil): return c
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cp = ProposedViewSize(width: h.childProposal(proposal.width), height: v.childProposal(proposal.height))
        var measured: CGSize?
        func child() -> CGSize {
            if let measured { return measured }
            let s = subviews.first?.sizeThatFits(cp) ?? .zero
            measured = s; return s
        }
        let w = resolve(h, proposal: proposal.width) { (child().width, cp.width) }
        let hh = resolve(v, proposal: proposal.height) { (child().height, cp.height) }
        return CGSize(width: w, height: hh)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let sv = subviews.first else { return }
        var p = ProposedViewSize(bounds.size)
        // Newer SwiftUI (FlexFrameIdealSizing): a nil-proposed axis without an ideal,
        // strictly between min and max, offers the child its ideal there.
        for (axis, lim) in [(Axis.horizontal, h), (.vertical, v)] where lim.ideal == nil && proposal[axis] == nil {
            let s = bounds.size[axis]
            if s > (lim.min ?? -.infinity) && s < (lim.max ?? .infinity) { p[axis] = nil }
        }
        let o = alignedOrigin(sv.dimensions(in: p), in: bounds.size, alignment)
        sv.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if h.constrains { edges.formUnion(.horizontal) }
        if v.constrains { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).resetting(edges)
    }
}
