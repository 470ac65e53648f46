import Foundation

extension View {
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
