import Foundation

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let make: (ResolveContext) -> [ViewNode]
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { make(ctx) }
}

/// Easel's own modifiers transform the content's nodes directly.
protocol PrimitiveModifier {
    func apply(_ content: (ResolveContext) -> [ViewNode], _ ctx: ResolveContext) -> [ViewNode]
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let content = self.content
        let make: (ResolveContext) -> [ViewNode] = { EaselCore.makeNodes(content, $0) }
        if let p = modifier as? PrimitiveModifier { return p.apply(make, ctx) }
        let body = EnvironmentValues.$current.withValue(ctx.env) { modifier.body(content: _ViewModifier_Content(make: make)) }
        return EaselCore.makeNodes(body, ctx.deeper())
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        let inner = self.content, outer = self.modifier
        return _ViewModifier_Content<Modifier>(make: { ctx in
            let first = _ViewModifier_Content<Content>(make: content.make)
            return EaselCore.makeNodes(outer.body(content: _ViewModifier_Content(make: { EaselCore.makeNodes(inner.body(content: first), $0) })), ctx)
        })
    }
}

extension ViewModifier {
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: a named transformation of the content's nodes.
struct _EaselModifier: ViewModifier, PrimitiveModifier {
    let transform: (ResolveContext, (ResolveContext) -> [ViewNode]) -> [ViewNode]
    func body(content: Content) -> Never { fatalError("primitive modifier") }
    func apply(_ content: (ResolveContext) -> [ViewNode], _ ctx: ResolveContext) -> [ViewNode] {
        withoutActuallyEscaping(content) { transform(ctx, $0) }
    }

    /// Wraps each of the content's nodes (a Group's children each get their own).
    static func eachNode(_ wrap: @escaping (ViewNode, ResolveContext) -> ViewNode) -> _EaselModifier {
        _EaselModifier { ctx, content in content(ctx.deeper()).map { wrap($0, ctx) } }
    }
    static func environment(_ update: @escaping (inout EnvironmentValues) -> Void) -> _EaselModifier {
        _EaselModifier { ctx, content in content(ctx.with(update)) }
    }
    static func layout<L: UnaryLayout>(_ layout: L) -> _EaselModifier {
        eachNode { node, ctx in UnaryLayoutNode(layout, child: node, env: ctx.env) }
    }
    static func effect(_ effect: DrawingEffect) -> _EaselModifier {
        eachNode { node, ctx in EffectNode(child: node, env: ctx.env, effect: effect) }
    }
}

extension View {
    func modifier(_ m: _EaselModifier) -> ModifiedContent<Self, _EaselModifier> { ModifiedContent(content: self, modifier: m) }
}
