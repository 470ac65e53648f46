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
public struct DrawTree: Sendable {
    /// One view's drawing. Which children it has follows the node's kind: a mask
    /// keeps its one child and that child's children, as the builder reads them.
    struct Node: Sendable {
        var drawing: Drawing
        var children: [Node]
    }

    enum Drawing: Sendable {
        /// Its children, in drawing order.
        case children
        /// Its own items at its rounded frame.
        case content([DisplayItem])
        /// Its children through this effect (boxed: effects are few, and an inline
        /// one would make every node as large as the largest effect).
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
    let root: Node

    /// Rounds `placed` for `scale` (if it was not already) and commits each node's drawing.
    public init(_ placed: PlacedNode, scale: CGFloat) {
        placed.round(scale: scale)
        size = placed.frame.size
        self.scale = scale
        root = Self.commit(placed, scale: scale)
    }

    /// The one place nodes are asked what they draw. The order of the questions is
    /// the order items are emitted in (children before the effect that wraps them),
    /// so warnings a node reports while answering keep the order they had.
    private static func commit(_ placed: PlacedNode, scale: CGFloat) -> Node {
        let node = placed.node
        switch node.drawing {
        case .children:
            return Node(drawing: .children, children: placed.children.map { commit($0, scale: scale) })
        case .content:
            return Node(drawing: .content(node.content(in: placed.pixelFrame, proposal: placed.proposal)), children: [])
        case .effect(let effect):
            let children = placed.children.map { commit($0, scale: scale) }
            guard let e = effect.displayEffect(in: placed.pixelFrame, scale: scale) else {
                return Node(drawing: .hidden, children: [])
            }
            // Numbers the caller wrote are checked before they reach a backend.
            switch UsableValues.checked(e, name: effect.name, env: node.env) {
            case .hide: return Node(drawing: .hidden, children: [])
            case .drawWithout: return Node(drawing: .withoutEffect, children: children)
            case .use(let e): return Node(drawing: e.isIdentity ? .withoutEffect : .effect(e), children: children)
            }
        case .mask(let count):
            guard let pair = placed.children.first else { return Node(drawing: .hidden, children: []) }
            let parts = Node(drawing: .children, children: pair.children.map { commit($0, scale: scale) })
            return Node(drawing: .mask(count: count), children: [parts])
        }
    }
}
