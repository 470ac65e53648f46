import Foundation

/// The only emitter of display items: nests the items of a `DrawTree` (frames
/// rounded and every drawing resolved by then) into a list. It reads values
/// only; it never rounds, and it never asks a view or node anything.
struct DisplayListBuilder {
    let tree: DrawTree
    private(set) var items: [DisplayItem] = []

    init(_ tree: DrawTree) { self.tree = tree }

    /// The items of the view at entry `i`.
    mutating func emit(_ i: Int) {
        switch tree.entries[i].drawing {
        case .children, .withoutEffect:
            for c in tree.children(of: i) { emit(c) }
        case .content(let own):
            items += own
        case .effect(let e):
            items.append(.effect(e, collect(tree.children(of: i))))
        case .hidden:
            return
        case .mask(let count):
            var children = tree.children(of: i)
            guard let pair = children.next() else { return }
            let mask = collect(tree.children(of: pair).prefix(count))
            let content = collect(tree.children(of: pair).dropFirst(count))
            items.append(.effect(.mask(mask), content))
        }
    }

    private func collect<S: Sequence>(_ entries: S) -> [DisplayItem] where S.Element == Int {
        var sub = DisplayListBuilder(tree)
        for i in entries { sub.emit(i) }
        return sub.items
    }

    static func build(_ tree: DrawTree) -> DisplayList {
        var b = DisplayListBuilder(tree)
        b.emit(0)
        return DisplayList(size: tree.size, scale: tree.scale, items: b.items)
    }
}
