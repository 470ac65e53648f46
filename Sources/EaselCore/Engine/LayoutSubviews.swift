import Foundation

/// The proxies a `Layout` measures and places.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let storage: [LayoutSubview]
    let range: Range<Int>
    init(_ storage: [LayoutSubview]) { self.storage = storage; range = storage.indices }
    init(_ storage: [LayoutSubview], range: Range<Int>) { self.storage = storage; self.range = range }

    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(i: Int) -> LayoutSubview { storage[i] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage, range: bounds) }
    public var layoutDirection: LayoutDirection { storage.first?.node.env.layoutDirection ?? .leftToRight }

    public static func == (l: Self, r: Self) -> Bool { l.storage == r.storage && l.range == r.range }

    /// The default `explicitAlignment`: children's explicit values, placed, merged.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect) -> CGFloat? {
        guard let sink = storage.first?.sink, let placements = sink.lastPlacements(for: bounds.size) else { return nil }
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
    unowned let sink: PlacementSink

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(proposal) }
    public var priority: Double { node.layoutPriority }
    public var spacing: ViewSpacing { node.spacing }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits.value(key) }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        sink.record(index, ChildPlacement(origin: origin, size: size, proposal: proposal))
    }

    public static func == (l: Self, r: Self) -> Bool { l.node === r.node && l.index == r.index }
}

/// Collects `place(at:)` calls during one `placeSubviews`.
final class PlacementSink {
    var current: [ChildPlacement?] = []
    private var lastSize: CGSize?
    private var last: [ChildPlacement] = []

    func record(_ i: Int, _ p: ChildPlacement) {
        if i < current.count { current[i] = p }
    }
    func remember(_ placements: [ChildPlacement], size: CGSize) { last = placements; lastSize = size }
    func lastPlacements(for size: CGSize) -> [ChildPlacement]? { lastSize == size ? last : nil }
}
