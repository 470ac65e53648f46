import Foundation

extension View {
    /// Moves the drawing, not the layout.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(.effect(.offset(CGSize(width: x, height: y))))
    }

    public func opacity(_ opacity: Double) -> some View { modifier(.effect(.opacity(opacity))) }

    public func hidden() -> some View { modifier(.effect(.hidden)) }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(.eachNode { node, ctx in
            let direction = ctx.env.layoutDirection
            return EffectNode(child: node, env: ctx.env, effect: .clipShape(path: { shape.path(in: $0, direction: direction) },
                                                                           eoFill: style.isEOFilled))
        })
    }
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_EaselModifier { ctx, content in
            let shadow = ShadowEffect(color: color.resolve(in: ctx.env), radius: radius, offset: CGSize(width: x, height: y))
            return content(ctx.deeper()).map { EffectNode(child: $0, env: ctx.env, effect: .shadow(shadow)) }
        })
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(.effect(.blur(radius: radius))) }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(.effect(.rotation(angle, anchor: anchor)))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(.effect(.scale(scale, anchor: anchor)))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func blendMode(_ mode: BlendMode) -> some View { modifier(.effect(.blendMode(mode))) }

    public func compositingGroup() -> some View { modifier(.effect(.compositingGroup)) }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { compositingGroup() }

    /// Masks this view with the alpha of `mask`, laid out over it like an overlay.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let maskView = mask()
        return modifier(_EaselModifier { ctx, content in
            content(ctx.deeper()).map { primary in
                let maskNodes = EaselCore.makeNodes(maskView, ctx.deeper().with { $0.stackOrientation = nil })
                let n = maskNodes.count
                return MaskNode(LayoutNode(_SecondaryLayerLayout(alignment: alignment), children: maskNodes + [primary],
                                           env: ctx.env, unary: true), maskCount: n)
            }
        })
    }
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Draws the primary, masked by the alpha of the secondary layers.
final class MaskNode: ViewNode {
    let inner: ViewNode
    let maskCount: Int
    init(_ inner: ViewNode, maskCount: Int) {
        self.inner = inner; self.maskCount = maskCount
        super.init(env: inner.env)
        traits = inner.traits
    }
    override var kindName: String { "Mask" }
    override var layoutChildren: [ViewNode] { [inner] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { inner.sizeThatFits(p) }
    override func computeExplicitGuides() -> GuideKeys { inner.explicitGuides }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        inner.explicitAlignment(key, size: size, proposal: proposal)
    }
    override func computeSpacing() -> ViewSpacing { inner.spacing }
    override var layoutPriority: Double { inner.layoutPriority }
    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }
    override var drawing: NodeDrawing { .mask(count: maskCount) }
}
