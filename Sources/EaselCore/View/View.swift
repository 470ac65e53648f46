import Foundation

/// A piece of user interface, as in SwiftUI: either a composition (`body`) or
/// one of Easel's primitives, which resolve directly to layout nodes.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Primitives build their nodes directly; `body` is never called on them.
protocol PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode]
}

extension PrimitiveView {
    func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// Resolves `view`, whose dynamic type is `Self`, read in place.
    static func nodes<V>(of view: V, _ ctx: ResolveContext) -> [ViewNode] {
        withUnsafePointer(to: view) { $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.makeNodes(ctx) } }
    }
}
