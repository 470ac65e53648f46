import Foundation

/// Carried down while a view tree is turned into nodes: the environment in
/// force and a guard against unbounded recursion in user views.
struct ResolveContext {
    var env: EnvironmentValues
    var depth: Int = 0

    static let maxDepth = 512

    func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var c = self; update(&c.env); return c
    }
    func deeper() -> ResolveContext { var c = self; c.depth += 1; return c }
}

/// Turns any view into resolved nodes. Custom views evaluate `body` with the
/// environment visible to their `@Environment` properties.
func makeNodes<V: View>(_ view: V, _ ctx: ResolveContext) -> [ViewNode] {
    guard admits(V.self, ctx) else { return [] }
    // A metatype test: casting the value itself would box most primitives
    // (larger than an existential's three words) on the heap, once per view.
    if let primitive = V.self as? PrimitiveView.Type { return primitive.nodes(of: view, ctx) }
    let nodes: [ViewNode]
    if let memo = ctx.env.bodyMemo, memo.isOpen {
        nodes = memo.nodes(of: view, ctx)
    } else {
        let body = EnvironmentValues.$current.withValue(ctx.env) { view.body }
        nodes = makeNodes(body, ctx.deeper())
    }
    for n in nodes where n.userType == nil { n.userType = V.self }
    return nodes
}

/// The checks every view passes as it resolves: nesting depth and the view budget.
/// `type` is named only in the message, so its metadata is made only then.
func admits(_ type: @autoclosure () -> Any.Type, _ ctx: ResolveContext) -> Bool {
    guard ctx.depth < ResolveContext.maxDepth else {
        ctx.env.diagnostics.report(NestingCutOff(levels: ResolveContext.maxDepth, at: "\(type())"))
        return false
    }
    if let budget = ctx.env.viewBudget, !budget.admit() { return false }
    return true
}

func typeName(_ t: Any.Type) -> String {
    let s = String(describing: t)
    return s.firstIndex(of: "<").map { String(s[..<$0]) } ?? s
}

/// A warning sink shared by one render (invalid frames, cut-off recursion).
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    private var cutOff: NestingCutOff?
    public init() {}
    /// The first place resolving stopped at the nesting limit, if it did: callers
    /// that must not draw a partial tree (scenes) refuse on this, not on the message.
    public var nestingCutOff: NestingCutOff? { lock.lock(); defer { lock.unlock() }; return cutOff }
    /// Records the cut-off and reports its message like any warning.
    public func report(_ cut: NestingCutOff) {
        lock.lock(); if cutOff == nil { cutOff = cut }; lock.unlock()
        report(cut.description)
    }
    /// A message already reported (a missing colour resolved by many views) is kept once.
    public func report(_ message: String) { lock.lock(); if !items.contains(message) { items.append(message) }; lock.unlock() }
    public var messages: [String] { lock.lock(); defer { lock.unlock() }; return items }
}

/// Views nested deeper than layout's resolve guard (`ResolveContext.maxDepth`):
/// the rest of that branch was not resolved, so it is not drawn.
public struct NestingCutOff: Error, Equatable, Sendable, CustomStringConvertible {
    /// The depth allowed.
    public let levels: Int
    /// The view type at which resolving stopped.
    public let type: String
    public init(levels: Int, at type: String) { self.levels = levels; self.type = type }
    public var description: String { "view nesting deeper than \(levels) levels at \(type); the rest is not drawn" }
}
