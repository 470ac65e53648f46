import Foundation

/// The proxies a `Layout` measures and places. They are made on demand from
/// the container's own array of nodes, so no node pays for an array of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    let range: Range<Int>
    /// Where `place(at:)` records, for the subviews of one `placeSubviews` call.
    let buffer: PlacementBuffer?
    /// The node these are the children of: explicit alignment asks it for placements.
    /// Unowned: the container keeps its own subviews (and a layout's cache), so a
    /// strong reference would be a cycle; the proxies never outlive layout.
    unowned let container: ViewNode
    init(_ nodes: [ViewNode], container: ViewNode) { self.init(nodes, range: nodes.indices, buffer: nil, container: container) }
    init(_ nodes: [ViewNode], range: Range<Int>, buffer: PlacementBuffer?, container: ViewNode) {
        self.nodes = nodes; self.range = range; self.buffer = buffer; self.container = container
    }

    // Positions count from 0 in every collection, slices included, as SwiftUI's
    // do: `subviews[2..<4][0]` is the third subview. `range` keeps where the
    // slice sits among the container's children, which placements are kept by.
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public subscript(i: Int) -> LayoutSubview {
        let child = range.lowerBound + i
        return LayoutSubview(node: nodes[child], index: child, buffer: buffer)
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, range: (range.lowerBound + bounds.lowerBound)..<(range.lowerBound + bounds.upperBound),
                       buffer: buffer, container: container)
    }
    public var layoutDirection: LayoutDirection { nodes.first?.env.layoutDirection ?? .leftToRight }

    public static func == (l: Self, r: Self) -> Bool {
        l.range == r.range && l.nodes.count == r.nodes.count && zip(l.nodes, r.nodes).allSatisfy { $0 === $1 }
    }

    /// The same subviews, whose `place(at:)` writes into `buffer`.
    func recording(into buffer: PlacementBuffer) -> LayoutSubviews {
        LayoutSubviews(nodes, range: range, buffer: buffer, container: container)
    }

    /// The default `explicitAlignment`: children's explicit values where the
    /// container places them, merged.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        let placements = container.placements(size: bounds.size, proposal: proposal)
        var values: [CGFloat] = []
        for sv in self {
            let p = placements[sv.index]
            if let v = sv.node.explicitAlignment(key, size: p.size, proposal: p.proposal) {
                values.append(v + (key.axis == .horizontal ? p.origin.x : p.origin.y))
            }
        }
        return key.combine(values)
    }
}

public struct LayoutSubview: Equatable {
    let node: ViewNode
    let index: Int
    /// Set only for the subviews handed to one `placeSubviews` call; elsewhere
    /// `place(at:)` does nothing, as placing outside placement means nothing.
    let buffer: PlacementBuffer?
    init(node: ViewNode, index: Int, buffer: PlacementBuffer? = nil) { self.node = node; self.index = index; self.buffer = buffer }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(proposal) }
    public var priority: Double { node.layoutPriority }
    public var spacing: ViewSpacing { node.spacing }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits.value(key) }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let buffer else { return }
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        buffer.placements[index] = ChildPlacement(origin: origin, size: size, proposal: proposal)
    }

    public static func == (l: Self, r: Self) -> Bool { l.node === r.node && l.index == r.index }
}

/// Where one `placeSubviews` call put each subview (nil: not placed).
final class PlacementBuffer {
    var placements: [ChildPlacement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}
