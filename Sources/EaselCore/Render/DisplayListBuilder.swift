import Foundation

/// The only emitter of display items: nests the items of a `DrawTree` (frames
/// rounded and every drawing resolved by then) into a list. It reads values
/// only; it never rounds, and it never asks a view or node anything.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []

    mutating func emit(_ node: DrawTree.Node) {
        switch node.drawing {
        case .children, .withoutEffect:
            for c in node.children { emit(c) }
        case .content(let own):
            items += own
        case .effect(let e):
            items.append(.effect(e, Self.collect(node.children)))
        case .hidden:
            return
        case .mask(let count):
            guard let pair = node.children.first else { return }
            let mask = Self.collect(pair.children.prefix(count))
            let content = Self.collect(pair.children.dropFirst(count))
            items.append(.effect(.mask(mask), content))
        }
    }

    private static func collect<S: Sequence>(_ nodes: S) -> [DisplayItem] where S.Element == DrawTree.Node {
        var sub = DisplayListBuilder()
        for n in nodes { sub.emit(n) }
        return sub.items
    }

    static func build(_ tree: DrawTree) -> DisplayList {
        var b = DisplayListBuilder()
        b.emit(tree.root)
        return DisplayList(size: tree.size, scale: tree.scale, items: b.items)
    }
}
