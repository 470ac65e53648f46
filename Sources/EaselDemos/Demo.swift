import Easel

/// A built-in demo: a view and how to render it.
public struct Demo: @unchecked Sendable {
    public var name: String
    public var view: AnyView
    public var proposedSize: ProposedViewSize
    public var scale: CGFloat
    public var configure: (inout EnvironmentValues) -> Void

    public init<V: View>(_ name: String, size: ProposedViewSize = .unspecified, scale: CGFloat = 2,
                         configure: @escaping (inout EnvironmentValues) -> Void = { _ in }, @ViewBuilder view: () -> V) {
        self.name = name; self.view = AnyView(view()); self.proposedSize = size; self.scale = scale; self.configure = configure
    }

    public func renderer() -> ImageRenderer<AnyView> {
        let r = ImageRenderer(content: view)
        r.proposedSize = proposedSize
        r.scale = scale
        configure(&r.environment)
        return r
    }
}
