import Foundation

/// What the display-list builder reads: the placed tree after the rounding pass,
/// as values only. Each view is its pixel-rounded frame's drawing, resolved (a
/// content view's items, an effect already checked), so the tree holds no view,
/// node or environment, and the list can be built from it after the view tree
/// is gone (`DisplayList.build(_:)`).
///
/// Passes, in order: layout places the nodes (`PlacedNode`), rounding snaps every
/// frame (`PlacedNode.round(scale:)`), the commit pass asks each node once what it
/// draws at its rounded frame (`init(_:scale:)`), and the builder nests the items.
///
/// The views are kept in one array, each followed by its subtree (depth first),
/// rather than as a node per view holding an array of its children: that cost
/// an allocation per container, and building the pet-voting images' lists took
/// 3–10 % longer (Benchmarks/README.md, "The commit pass and the single
/// preference pass, side by side").
public struct DrawTree: Sendable {
    /// One view's drawing, and where its subtree ends: its children are the
    /// entries from the next one up to `end`, each child's own subtree ending at
    /// that child's `end`. Which children a view has follows its kind: a mask keeps
    /// its one child and that child's children, as the builder reads them.
    struct Entry: Sendable {
        var drawing: Drawing
        var end: Int
    }

    enum Drawing: Sendable {
        /// Its children, in drawing order.
        case children
        /// Its own items at its rounded frame.
        case content([DisplayItem])
        /// Its children through this effect (boxed: effects are few, and an inline
        /// one would make every entry as large as the largest effect).
        indirect case effect(DisplayEffect)
        /// Its children as they are: the effect's numbers were unusable (reported).
        case withoutEffect
        /// Nothing: an effect that hides the view (`hidden()`, `scaleEffect(0)`).
        case hidden
        /// Its one child's first `count` children mask the rest.
        case mask(count: Int)
    }

    /// The root view's size in points (the list's canvas) and the pixels per point it was rounded for.
    public let size: CGSize
    public let scale: CGFloat
    /// The root's entry first.
    let entries: [Entry]

    /// Rounds `placed` for `scale` (if it was not already) and commits each node's drawing.
    public init(_ placed: PlacedNode, scale: CGFloat) {
        placed.round(scale: scale)
        size = placed.frame.size
        self.scale = scale
        var entries: [Entry] = []
        Self.commit(placed, scale: scale, into: &entries)
        self.entries = entries
    }

    /// The entries of the children of the view at `i`, in order.
    func children(of i: Int) -> Children { Children(entries: entries, start: i + 1, end: entries[i].end) }

    /// Walks from child to child by each one's `end`.
    struct Children: Sequence, IteratorProtocol {
        let entries: [Entry]
        var start: Int
        let end: Int
        mutating func next() -> Int? {
            guard start < end else { return nil }
            defer { start = entries[start].end }
            return start
        }
    }

    /// The one place nodes are asked what they draw. The order of the questions is
    /// the order items are emitted in (children before the effect that wraps them),
    /// so warnings a node reports while answering keep the order they had.
    private static func commit(_ placed: PlacedNode, scale: CGFloat, into entries: inout [Entry]) {
        let node = placed.node
        let i = entries.count
        switch node.drawing {
        case .children:
            entries.append(Entry(drawing: .children, end: 0))
            for child in placed.children { commit(child, scale: scale, into: &entries) }
        case .content:
            entries.append(Entry(drawing: .content(node.content(in: placed.pixelFrame, proposal: placed.proposal)), end: 0))
        case .effect(let effect):
            entries.append(Entry(drawing: .hidden, end: 0))
            for child in placed.children { commit(child, scale: scale, into: &entries) }
            if let e = effect.displayEffect(in: placed.pixelFrame, scale: scale) {
                // Numbers the caller wrote are checked before they reach a backend.
                switch UsableValues.checked(e, name: effect.name, env: node.env) {
                case .hide: break
                case .drawWithout: entries[i].drawing = .withoutEffect
                case .use(let e): entries[i].drawing = e.isIdentity ? .withoutEffect : .effect(e)
                }
            }
            // A hidden view's children were asked (their warnings stand) but draw nothing.
            if case .hidden = entries[i].drawing { entries.removeSubrange((i + 1)...) }
        case .mask(let count):
            guard let pair = placed.children.first else {
                entries.append(Entry(drawing: .hidden, end: 0))
                break
            }
            entries.append(Entry(drawing: .mask(count: count), end: 0))
            let parts = entries.count
            entries.append(Entry(drawing: .children, end: 0))
            for child in pair.children { commit(child, scale: scale, into: &entries) }
            entries[parts].end = entries.count
        }
        entries[i].end = entries.count
    }
}
