import Foundation

/// A view that lays its children out with a `Layout`.
struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { layoutContainerNodes(layout, content, ctx) }
}

/// A layout container's node: its children resolved with the layout's orientation.
private func layoutContainerNodes<L: Layout, Content: View>(_ layout: L, _ content: Content, _ ctx: ResolveContext) -> [ViewNode] {
    // AnyLayout knows its orientation only as a value, not through its type.
    // The built-in stacks skip the dynamic cast that finds that out (a
    // conformance look-up per container).
    let orientation = L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self
        ? L.layoutProperties.stackOrientation
        : (layout as? _DynamicLayoutProperties).map(\.dynamicStackOrientation) ?? L.layoutProperties.stackOrientation
    let childCtx = ctx.deeper().with { $0.stackOrientation = orientation }
    let children = EaselCore.makeNodes(content, childCtx)
    return [LayoutNode(layout, children: children, env: ctx.env)]
}

/// What a stack's `body` (a `_LayoutContainer`) resolves to, without building
/// that body: copying the content into it and instantiating its generic type
/// cost more than the stack's own work. Depth, budget and user type come out
/// as through `makeNodes(body)`.
private func stackNodes<L: Layout, Content: View>(_ layout: L, _ content: Content, of type: Any.Type, _ ctx: ResolveContext) -> [ViewNode] {
    let inner = ctx.deeper()
    guard admits(_LayoutContainer<L, Content>.self, inner) else { return [] }
    let nodes = layoutContainerNodes(layout, content, inner)
    for n in nodes where n.userType == nil { n.userType = type }
    return nodes
}

extension Layout {
    /// `MyLayout { … }`: use a layout value as a container. Disfavoured so that,
    /// in a type that is both a content-taking View and (without content) a
    /// Layout, `self.init(…) { … }` picks the content initializer as under
    /// SwiftUI rather than the content-less one followed by this call.
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }
    public var body: some View { _LayoutContainer(layout: layout, content: content) }
}

// Lazy stacks lay out like their eager twins in a static image.
public typealias LazyHStack = HStack
public typealias LazyVStack = VStack

// The stacks resolve their body directly: it reads no environment, so the
// task-local publication `makeNodes` makes for a user body (an allocation per
// stack) is skipped.
extension HStack: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { stackNodes(layout, content, of: Self.self, ctx) }
}
extension VStack: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { stackNodes(layout, content, of: Self.self, ctx) }
}
extension ZStack: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { stackNodes(layout, content, of: Self.self, ctx) }
}
