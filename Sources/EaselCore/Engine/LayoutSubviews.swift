import Foundation

/// The proxies a `Layout` measures and places. They are made on demand from
/// the container's own array of nodes, so no node pays for an array of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    let range: Range<Int>
    /// The call these subviews were handed to, when it is one that needs more than
    /// the nodes: `placeSubviews` (where `place(at:)` records) and an explicit
    /// alignment (which reads the container's placements). Nil for the subviews a
    /// node keeps, so that keeping and copying them costs no reference count on
    /// the container (with an unowned reference here, custom layouts' trees took
    /// 1.5 % longer at 1k views and the radial pet-voting image's layout 2.5 %:
    /// Benchmarks/README.md, round 10).
    let call: LayoutCall?
    init(_ nodes: [ViewNode]) { self.init(nodes, range: nodes.indices, call: nil) }
    init(_ nodes: [ViewNode], range: Range<Int>, call: LayoutCall?) {
        self.nodes = nodes; self.range = range; self.call = call
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
        return LayoutSubview(node: nodes[child], index: child, call: call)
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, range: (range.lowerBound + bounds.lowerBound)..<(range.lowerBound + bounds.upperBound), call: call)
    }
    public var layoutDirection: LayoutDirection { nodes.first?.env.layoutDirection ?? .leftToRight }

    public static func == (l: Self, r: Self) -> Bool {
        l.range == r.range && l.nodes.count == r.nodes.count && zip(l.nodes, r.nodes).allSatisfy { $0 === $1 }
    }

    /// The same subviews, handed to `call`.
    func handed(to call: LayoutCall) -> LayoutSubviews { LayoutSubviews(nodes, range: range, call: call) }

    /// The default `explicitAlignment`: children's explicit values where the
    /// container places them, merged. Only an explicit-alignment call knows the
    /// container; asked from anywhere else (a layout calling another's default
    /// itself outside that call), there are no placements to read, hence no value.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        guard let container = call?.container else { return nil }
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
    /// `place(at:)` records only into a `placeSubviews` call; elsewhere it does
    /// nothing, as placing outside placement means nothing.
    let call: LayoutCall?
    init(node: ViewNode, index: Int, call: LayoutCall? = nil) { self.node = node; self.index = index; self.call = call }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(proposal) }
    public var priority: Double { node.layoutPriority }
    public var spacing: ViewSpacing { node.spacing }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits.value(key) }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let call, call.records else { return }
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        call.placements[index] = ChildPlacement(origin: origin, size: size, proposal: proposal)
    }

    public static func == (l: Self, r: Self) -> Bool { l.node === r.node && l.index == r.index }
}

/// What one call of a layout's method hands its subviews beyond the nodes.
final class LayoutCall {
    /// `placeSubviews`: where each subview was put (nil: not placed); empty for other calls.
    var placements: [ChildPlacement?]
    /// True for `placeSubviews`: only there does `place(at:)` record.
    let records: Bool
    /// An explicit-alignment question: the container whose placements the default
    /// reads. Unowned: the container keeps this object (and a layout may keep the
    /// subviews in its cache, which the container owns as well).
    unowned let container: ViewNode?
    /// For one `placeSubviews` call over `count` subviews.
    init(placing count: Int) { placements = Array(repeating: nil, count: count); records = true; container = nil }
    /// For one explicit-alignment question to `container`.
    init(askedBy container: ViewNode) { placements = []; records = false; self.container = container }
}
