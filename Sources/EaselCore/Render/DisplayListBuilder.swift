import Foundation

/// Walks the placed tree and emits drawing, rounding absolute rects to the pixel grid.
public struct DisplayListBuilder {
    public let scale: CGFloat
    var items: [DisplayItem] = []
    init(scale: CGFloat) { self.scale = scale }

    func rounded(_ r: CGRect) -> CGRect { PixelRounding.round(r, scale: scale) }

    mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Collects what `body` draws into a separate list (for layers and masks).
    mutating func collect(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        var sub = DisplayListBuilder(scale: scale)
        body(&sub)
        return sub.items
    }

    static func build(_ root: PlacedNode, scale: CGFloat) -> DisplayList {
        var b = DisplayListBuilder(scale: scale)
        root.node.render(root, into: &b)
        return DisplayList(size: root.frame.size, items: b.items)
    }
}
