import Foundation

/// A view after layout: its frame in root coordinates, still fractional.
public final class PlacedNode {
    let node: ViewNode
    public let frame: CGRect
    public let children: [PlacedNode]
    /// What the parent offered when placing this view.
    public let proposal: ProposedViewSize
    /// `frame` snapped to the pixel grid by the rounding pass (`round(scale:)`).
    public private(set) var pixelFrame: CGRect
    private var roundedScale: CGFloat?
    init(node: ViewNode, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode]) {
        self.node = node; self.frame = frame; self.proposal = proposal; self.children = children
        pixelFrame = frame
    }

    /// The rounding pass: each absolute frame snapped to the pixel grid of
    /// `scale` on its own (SwiftUI's commit-time rounding), so layout stays
    /// fractional and drawing never rounds again.
    func round(scale: CGFloat) {
        guard roundedScale != scale else { return }
        roundedScale = scale
        pixelFrame = PixelRounding.round(frame, scale: scale)
        for c in children { c.round(scale: scale) }
    }

    public var typeName: String { node.kindName }
    /// A class check: `typeName` prints the node's type, and printing a type the
    /// first time costs a walk over every protocol conformance in the binary.
    public var isScrollView: Bool { node is ScrollViewNode }
    public var userTypeName: String? { node.userTypeName }
    public var id: AnyHashable? { node.debugID }

    /// Lays `root` out for `proposal` and places every descendant.
    static func layout(_ root: ViewNode, proposal: ProposedViewSize) -> PlacedNode {
        let size = root.sizeThatFits(proposal)
        return place(root, frame: CGRect(origin: .zero, size: size), proposal: proposal, spaces: NamedSpaces())
    }

    static func place(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize, spaces outer: NamedSpaces) -> PlacedNode {
        let spaces = outer.adding(node.coordinateSpaceName, frame: frame)
        node.prepareForPlacement(frame: frame, spaces: spaces)
        // Right-to-left is geometry flipped inside each container, as SwiftUI does.
        let rtl = node.env.layoutDirection == .rightToLeft
        var kids: [PlacedNode] = []
        // Read once the first placement is known: a ViewThatFits picks the
        // child it shows while working out its placements.
        var children: [ViewNode]?
        node.forEachPlacement(size: frame.size, proposal: proposal) { i, p in
            let layoutChildren = children ?? node.layoutChildren
            if children == nil { children = layoutChildren; kids.reserveCapacity(layoutChildren.count) }
            guard i < layoutChildren.count else { return }
            let x = rtl ? frame.width - p.origin.x - p.size.width : p.origin.x
            let childFrame = CGRect(x: frame.minX + x, y: frame.minY + p.origin.y, width: p.size.width, height: p.size.height)
            kids.append(layoutChildren.borrowing(i) { place($0, frame: childFrame, proposal: p.proposal, spaces: spaces) })
        }
        if let order = node.drawOrder { kids = order.map { kids[$0] } }
        return PlacedNode(node: node, frame: frame, proposal: proposal, children: kids)
    }

    public func forEach(_ body: (PlacedNode, Int) -> Void, depth: Int = 0) {
        body(self, depth)
        children.forEach { $0.forEach(body, depth: depth + 1) }
    }
}
