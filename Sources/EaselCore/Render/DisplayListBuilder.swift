import Foundation

/// The only emitter of display items: walks the placed tree, rounds each frame
/// to the pixel grid once, and switches over what each node declares it draws.
struct DisplayListBuilder {
    let scale: CGFloat
    private(set) var items: [DisplayItem] = []
    init(scale: CGFloat) { self.scale = scale }

    func rounded(_ r: CGRect) -> CGRect { PixelRounding.round(r, scale: scale) }

    mutating func emit(_ placed: PlacedNode) {
        let node = placed.node
        switch node.drawing {
        case .children:
            for c in placed.children { emit(c) }
        case .content:
            items += node.content(in: rounded(placed.frame), proposal: placed.proposal)
        case .effect(let effect):
            let inner = collect(placed.children)
            guard let e = effect.displayEffect(in: rounded(placed.frame)) else { return }
            if e.isIdentity { items += inner } else { items.append(.effect(e, inner)) }
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

    static func build(_ root: PlacedNode, scale: CGFloat) -> DisplayList {
        var b = DisplayListBuilder(scale: scale)
        b.emit(root)
        return DisplayList(size: root.frame.size, items: b.items)
    }
}
