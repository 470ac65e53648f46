import Foundation

extension View {
    /// A fixed frame. Negative or non-finite dimensions are ignored with a warning, as in SwiftUI.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_EaselModifier { ctx, content in
            let w = validated(width, "width", ctx), h = validated(height, "height", ctx)
            return content(ctx.deeper()).map { LayoutNode(_FrameLayout(width: w, height: h, alignment: alignment), children: [$0], env: ctx.env, unary: true) }
        })
    }

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
                h: .init(min: validated(minWidth, "minWidth", ctx, allowInfinity: false), ideal: validated(idealWidth, "idealWidth", ctx, allowInfinity: false),
                         max: validated(maxWidth, "maxWidth", ctx, allowInfinity: true)),
                v: .init(min: validated(minHeight, "minHeight", ctx, allowInfinity: false), ideal: validated(idealHeight, "idealHeight", ctx, allowInfinity: false),
                         max: validated(maxHeight, "maxHeight", ctx, allowInfinity: true)),
                alignment: alignment)
            return content(ctx.deeper()).map { LayoutNode(layout, children: [$0], env: ctx.env, unary: true) }
        })
    }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(.layout(_PaddingLayout(insets: insets))) }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Without a length, the environment's default padding (16 on every edge).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_EaselModifier { ctx, content in
            let d = ctx.env.defaultPadding
            let insets = EdgeInsets(top: edges.contains(.top) ? length ?? d.top : 0,
                                    leading: edges.contains(.leading) ? length ?? d.leading : 0,
                                    bottom: edges.contains(.bottom) ? length ?? d.bottom : 0,
                                    trailing: edges.contains(.trailing) ? length ?? d.trailing : 0)
            return content(ctx.deeper()).map { LayoutNode(_PaddingLayout(insets: insets), children: [$0], env: ctx.env, unary: true) }
        })
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(.layout(_FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(.layout(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx).map { $0.traits.layoutPriority = UsableValues.priority(value, env: ctx.env); return $0 }
        })
    }

    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx).map { $0.traits.layoutValues[ObjectIdentifier(key)] = value; return $0 }
        })
    }

    /// Marks the view so `ImageRenderer.layout()` reports its frame.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx).map { $0.debugID = AnyHashable(id); return $0 }
        })
    }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(.eachNode { node, ctx in AlignmentGuideNode(child: node, env: ctx.env, key: g.key, compute: computeValue) })
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(.eachNode { node, ctx in AlignmentGuideNode(child: node, env: ctx.env, key: g.key, compute: computeValue) })
    }
}

/// SwiftUI ignores a negative or non-finite frame dimension and logs a runtime warning.
private func validated(_ v: CGFloat?, _ name: String, _ ctx: ResolveContext, allowInfinity: Bool = false) -> CGFloat? {
    guard let v else { return nil }
    if v.isNaN || v < 0 || (v.isInfinite && !allowInfinity) {
        ctx.env.diagnostics.report("Invalid frame dimension (negative or non-finite): \(name) = \(v)")
        return nil
    }
    return v
}
