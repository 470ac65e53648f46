import Foundation

/// `frame(minWidth:idealWidth:maxWidth:…)`, with SwiftUI's normalisation and
/// per-axis rules (see the reference, §7.2).
struct _FlexFrameLayout: UnaryLayout {
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

    func sizeThatFits(_ proposal: ProposedViewSize, child node: ViewNode) -> CGSize {
        let cp = ProposedViewSize(width: h.childProposal(proposal.width), height: v.childProposal(proposal.height))
        var measured: CGSize?
        func child() -> CGSize {
            if let measured { return measured }
            let s = node.sizeThatFits(cp)
            measured = s; return s
        }
        let w = resolve(h, proposal: proposal.width) { (child().width, cp.width) }
        let hh = resolve(v, proposal: proposal.height) { (child().height, cp.height) }
        return CGSize(width: w, height: hh)
    }

    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        var p = ProposedViewSize(size)
        // Newer SwiftUI (FlexFrameIdealSizing): a nil-proposed axis without an ideal,
        // strictly between min and max, offers the child its ideal there.
        for (axis, lim) in [(Axis.horizontal, h), (.vertical, v)] where lim.ideal == nil && proposal[axis] == nil {
            let s = size[axis]
            if s > (lim.min ?? -.infinity) && s < (lim.max ?? .infinity) { p[axis] = nil }
        }
        return ChildPlacement(child, aligned: alignment, in: size, proposal: p)
    }

    func spacing(child: ViewNode) -> ViewSpacing {
        var edges: Edge.Set = []
        if h.constrains { edges.formUnion(.horizontal) }
        if v.constrains { edges.formUnion(.vertical) }
        return child.spacing.resetting(edges)
    }
}

extension View {
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_EaselModifier { ctx, content in
            func ordered(_ v: [CGFloat?]) -> Bool {
                let present = v.compactMap { $0 }
                return zip(present, present.dropFirst()).allSatisfy { $0 <= $1 }
            }
            if !ordered([minWidth, idealWidth, maxWidth]) || !ordered([minHeight, idealHeight, maxHeight]) {
                ctx.env.diagnostics.report("Contradictory frame constraints specified.")
            }
            let layout = _FlexFrameLayout(
                h: .init(min: validatedFrameDimension(minWidth, "minWidth", ctx, allowInfinity: false), ideal: validatedFrameDimension(idealWidth, "idealWidth", ctx, allowInfinity: false),
                         max: validatedFrameDimension(maxWidth, "maxWidth", ctx, allowInfinity: true)),
                v: .init(min: validatedFrameDimension(minHeight, "minHeight", ctx, allowInfinity: false), ideal: validatedFrameDimension(idealHeight, "idealHeight", ctx, allowInfinity: false),
                         max: validatedFrameDimension(maxHeight, "maxHeight", ctx, allowInfinity: true)),
                alignment: alignment)
            return content(ctx.deeper()).map { UnaryLayoutNode(layout, child: $0, env: ctx.env) }
        })
    }
}
