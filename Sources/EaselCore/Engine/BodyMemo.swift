import Foundation

/// The bodies one resolve of a screen's content evaluated, so a second resolve in
/// another colour scheme evaluates again only the bodies that read the scheme.
///
/// A screen learns its content's `preferredColorScheme` only from the resolved
/// tree (it is a preference, handed up), and then resolves the content again so
/// that colours, and bodies that branch on `colorScheme`, follow it. SwiftUI
/// re-evaluates a body when an environment value it read changes and keeps the
/// output of the others; this does the same for that one value: a body that did
/// not read `colorScheme` hands its first output to the second resolve instead
/// of being evaluated again. Primitive views are always resolved again (their
/// colours are resolved from the environment as they are made).
///
/// Bodies are matched by the order they are evaluated in, which is the same in
/// both resolves up to a body evaluated again: its subtree may differ, so nothing
/// under it is reused, and the count resumes after it at the first resolve's end
/// of that subtree. A mismatched type is evaluated again. This relies on
/// primitive views' structure (which child views they make) not depending on the
/// colour scheme; only their colours do.
final class BodyMemo {
    private struct Entry {
        let type: ObjectIdentifier
        var body: Any
        var readsColorScheme: Bool
        /// The count after this body's subtree, in the first resolve.
        var end: Int
    }
    private var entries: [Entry] = []
    private var next = 0
    /// Bodies evaluated again that the current one is nested in (nothing is reused under them).
    private var fresh = 0
    private var replaying = false
    /// False once the screen has its tree: views resolved later (lazily, during layout) evaluate as usual.
    private(set) var isOpen = true
    /// Reads of `colorScheme` counted while a body of the first resolve is
    /// evaluated; nil otherwise. The memo travels in the environment, so the
    /// environment's getter finds it without a task-local look-up per read.
    private var schemeReads: Int?

    /// Called by `EnvironmentValues.colorScheme`'s getter.
    func noteColorSchemeRead() { if let n = schemeReads { schemeReads = n + 1 } }

    /// The second resolve starts: bodies are matched from the first.
    func replay() { replaying = true; next = 0; fresh = 0 }
    /// Releases the outputs kept; later resolves do not consult the memo.
    func close() { isOpen = false; entries = [] }

    func nodes<V: View>(of view: V, _ ctx: ResolveContext) -> [ViewNode] {
        let i = next
        next += 1
        if !replaying {
            let (body, reads) = evaluate(view, ctx, counting: true)
            entries.append(Entry(type: ObjectIdentifier(V.self), body: body, readsColorScheme: reads > 0, end: next))
            let nodes = EaselCore.makeNodes(body, ctx.deeper())
            entries[i].end = next
            return nodes
        }
        if fresh == 0, i < entries.count, entries[i].type == ObjectIdentifier(V.self), !entries[i].readsColorScheme,
           let body = entries[i].body as? V.Body {
            return EaselCore.makeNodes(body, ctx.deeper())
        }
        let body = evaluate(view, ctx, counting: false).body
        fresh += 1
        let nodes = EaselCore.makeNodes(body, ctx.deeper())
        fresh -= 1
        if fresh == 0, i < entries.count { next = entries[i].end }
        return nodes
    }

    /// Evaluates one body, counting its own reads of the scheme when asked
    /// (a body evaluated inside it, should one be, counts apart and the outer count resumes after).
    private func evaluate<V: View>(_ view: V, _ ctx: ResolveContext, counting: Bool) -> (body: V.Body, schemeReads: Int) {
        let outer = schemeReads
        schemeReads = counting ? 0 : nil
        let body = EnvironmentValues.$current.withValue(ctx.env) { view.body }
        let reads = schemeReads ?? 0
        schemeReads = outer
        return (body, reads)
    }
}
