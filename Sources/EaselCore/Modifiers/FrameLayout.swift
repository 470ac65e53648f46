import Foundation

/// `frame(width:height:alignment:)`: a fixed dimension replaces the proposal and
/// the answer; an unset one is layout-neutral.
struct _FrameLayout: UnaryLayout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) { self.width = width; self.height = height; self.alignment = alignment }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }
    func placement(in size: CGSize, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(child, aligned: alignment, in: size, proposal: ProposedViewSize(size))
    }
    func spacing(child: ViewNode) -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing.resetting(edges)
    }
}

extension View {
    /// A fixed frame. Negative or non-finite dimensions are ignored with a warning, as in SwiftUI.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_EaselModifier { ctx, content in
            let w = validatedFrameDimension(width, "width", ctx), h = validatedFrameDimension(height, "height", ctx)
            return content(ctx.deeper()).map { UnaryLayoutNode(_FrameLayout(width: w, height: h, alignment: alignment), child: $0, env: ctx.env) }
        })
    }
}

/// SwiftUI ignores a negative or non-finite frame dimension and logs a runtime warning.
func validatedFrameDimension(_ v: CGFloat?, _ name: String, _ ctx: ResolveContext, allowInfinity: Bool = false) -> CGFloat? {
    guard let v else { return nil }
    if v.isNaN || v < 0 || (v.isInfinite && !allowInfinity) {
        ctx.env.diagnostics.report("Invalid frame dimension (negative or non-finite): \(name) = \(v)")
        return nil
    }
    return v
}
