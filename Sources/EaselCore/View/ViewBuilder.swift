import Foundation

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // One closure for the whole tuple (one per child cost an allocation
        // each, plus their array). It is handed the tuple rather than
        // capturing it, so the children are not copied a second time.
        TupleView(value: (repeat each content)) { (value: (repeat each Content), ctx: ResolveContext) in
            var nodes: [ViewNode] = []
            for v in repeat each value { nodes.append(contentsOf: makeNodes(v, ctx)) }
            return nodes
        }
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let make: (T, ResolveContext) -> [ViewNode]
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { make(value, ctx) }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): return EaselCore.makeNodes(v, ctx)
        case .falseContent(let v): return EaselCore.makeNodes(v, ctx)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        switch self { case .some(let v): return EaselCore.makeNodes(v, ctx); case .none: return [] }
    }
}

public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { [] }
}

public struct AnyView: View, PrimitiveView {
    let make: (ResolveContext) -> [ViewNode]
    public init<V: View>(_ view: V) { make = { ctx in EaselCore.makeNodes(view, ctx) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { make(ctx) }
}

/// Groups views without a layout of its own: modifiers apply to each child.
public struct Group<Content>: PrimitiveView {
    let content: Content
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        (content as? any View).map { anyMakeNodes($0, ctx) } ?? []
    }
}
extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
}

func anyMakeNodes(_ view: any View, _ ctx: ResolveContext) -> [ViewNode] {
    func open<V: View>(_ v: V) -> [ViewNode] { makeNodes(v, ctx) }
    return open(view)
}
