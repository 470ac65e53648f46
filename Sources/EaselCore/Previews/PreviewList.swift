import Foundation

/// The previews in a `previews` body, one per top-level view after `Group`,
/// `ForEach` and builder blocks are flattened, as Xcode's canvas counts them.
public enum PreviewList {
    /// The environment each preview sees: its `previewTraits`, colour scheme and the
    /// other values its modifiers set.
    public static func environments<V: View>(of previews: V, environment: EnvironmentValues = EnvironmentValues()) -> [EnvironmentValues] {
        makeNodes(previews, ResolveContext(env: environment)).map(\.env)
    }
}

/// The `index`th preview of a `previews` body, as a view a renderer can draw.
/// It resolves the whole body in the renderer's environment and keeps one view,
/// so environment values and traits reach it exactly as in the full body.
public struct PreviewSelection<Previews: View>: View, PrimitiveView {
    let previews: Previews
    let index: Int
    public init(_ previews: Previews, index: Int) { self.previews = previews; self.index = index }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let all = EaselCore.makeNodes(previews, ctx)
        return all.indices.contains(index) ? [all[index]] : []
    }
}
