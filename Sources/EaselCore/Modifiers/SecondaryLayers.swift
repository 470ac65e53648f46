import Foundation

/// background/overlay: the primary (last subview) sizes the pair; the
/// secondary is offered the primary's size and aligned over it.
struct _SecondaryLayerLayout: Layout {
    var alignment: Alignment
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.last else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        let p = ProposedViewSize(bounds.size)
        for sv in subviews.dropLast() {
            let o = alignedOrigin(sv.dimensions(in: p), in: bounds.size, alignment)
            sv.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.last?.spacing ?? ViewSpacing() }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.last?.dimensions(in: proposal)[explicit: guide]
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.last?.dimensions(in: proposal)[explicit: guide]
    }
}

extension View {
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary(content(), alignment: alignment, behind: true)
    }
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        secondary(view, alignment: alignment, behind: true)
    }
    /// A style background extends under the safe area on `edges`, as in SwiftUI
    /// (nothing changes on a plain canvas, whose safe area is empty).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondary(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges), alignment: .center, behind: true)
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondary(shape.fill(style, style: fillStyle), alignment: .center, behind: true)
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondary(shape.fill(ForegroundStyle(), style: fillStyle), alignment: .center, behind: true)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary(content(), alignment: alignment, behind: false)
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        secondary(view, alignment: alignment, behind: false)
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondary(Rectangle().fill(style), alignment: .center, behind: false)
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondary(shape.fill(style, style: fillStyle), alignment: .center, behind: false)
    }

    /// A border drawn inside the frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    func secondary<V: View>(_ view: V, alignment: Alignment, behind: Bool) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx.deeper()).map { primary in
                // Several secondary views stack like a ZStack with the same alignment.
                var layers = EaselCore.makeNodes(view, ctx.deeper().with { $0.stackOrientation = nil })
                if layers.count > 1 {
                    layers = [LayoutNode(ZStackLayout(alignment: alignment), children: layers, env: ctx.env)]
                }
                let n = layers.count
                return LayoutNode(_SecondaryLayerLayout(alignment: alignment), children: layers + [primary], env: ctx.env,
                                  unary: true, drawOrder: behind ? nil : [n] + Array(0..<n))
            }
        })
    }
}
