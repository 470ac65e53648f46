import Foundation

/// The only emitter of display items: walks the placed tree after the
/// rounding pass (`DisplayList.build` runs it first) and switches over what
/// each node declares it draws. It reads frames; it never rounds or sets them.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []
    /// Pixels per point, for effects that snap to the same grid as frames.
    var scale: CGFloat = 1

    mutating func emit(_ placed: PlacedNode) {
        let node = placed.node
        switch node.drawing {
        case .children:
            for c in placed.children { emit(c) }
        case .content:
            items += node.content(in: placed.pixelFrame, proposal: placed.proposal)
        case .effect(let effect):
            let inner = collect(placed.children)
            guard let e = effect.displayEffect(in: placed.pixelFrame, scale: scale) else { return }
            // Numbers the caller wrote are checked before they reach a backend.
            switch UsableValues.checked(e, name: effect.name, env: node.env) {
            case .hide: return
            case .drawWithout: items += inner
            case .use(let e): if e.isIdentity { items += inner } else { items.append(.effect(e, inner)) }
            }
        case .mask(let count):
            guard let pair = placed.children.first else { return }
            let mask = collect(pair.children.prefix(count))
            let content = collect(pair.children.dropFirst(count))
            items.append(.effect(.mask(mask), content))
        }
    }

    private func collect<S: Sequence>(_ nodes: S) -> [DisplayItem] where S.Element == PlacedNode {
        var sub = DisplayListBuilder(scale: scale)
        for n in nodes { sub.emit(n) }
        return sub.items
    }

    /// `root` must have been through `round(scale:)` at this scale.
    static func build(_ root: PlacedNode, scale: CGFloat) -> DisplayList {
        var b = DisplayListBuilder(scale: scale)
        b.emit(root)
        return DisplayList(size: root.frame.size, scale: scale, items: b.items)
    }
}
