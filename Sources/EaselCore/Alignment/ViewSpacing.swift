import Foundation

/// Line metrics a text view publishes so that text-to-text spacing follows the font.
public struct TextLineMetrics: Hashable, Sendable {
    public var ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat
    public var pixelLength: CGFloat
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat, pixelLength: CGFloat = 1) {
        self.ascent = ascent; self.descent = descent; self.leading = leading
        self.capHeight = capHeight; self.pixelLength = pixelLength
    }
    var lineHeight: CGFloat { ascent + descent }
    /// 10% of the line height, rounded up to a whole pixel.
    var defaultTextSpacing: CGFloat { ceilToPixel(0.1 * lineHeight) }
    var defaultLineSpacing: CGFloat { lineHeight + defaultTextSpacing }
    func ceilToPixel(_ v: CGFloat) -> CGFloat { (v / pixelLength).rounded(.up) * pixelLength }

    /// Vertical gap between two texts: the lower font's leading, rounded up to a pixel.
    static func spacing(above: TextLineMetrics, below: TextLineMetrics) -> CGFloat {
        below.ceilToPixel(max(0, below.leading))
    }
}

/// A view's spacing preferences on its four edges (SwiftUI's `Spacing` model):
/// values keyed by (category, edge); neighbours combine matching categories,
/// else uncategorised values, else fall back to the platform default of 8.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    enum Category: Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textBaseline
    }
    enum Value: Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextLineMetrics)
        case bottomTextMetrics(TextLineMetrics)
        var distance: CGFloat? { if case .distance(let d) = self { return d }; return nil }
    }
    struct Key: Hashable, Sendable { var category: Category?; var edge: Edge }

    var values: SpacingTable

    public static let defaultSpacing: CGFloat = 8

    init(values: SpacingTable) { self.values = values }

    /// The spacing of an ordinary view: neutral towards other views (so they
    /// get the default 8) and 0 in the categories text uses to measure from.
    /// One table serves every such view.
    public init() { values = Self.neutral }
    private static let neutral: SpacingTable = [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .leading): .distance(0),
        Key(category: .edgeLeftText, edge: .trailing): .distance(0)]

    /// Uncategorised zeros on every edge: neighbours touch.
    public static let zero = uncategorised(0, edges: .all)

    static func uncategorised(_ length: CGFloat, edges: Edge.Set) -> ViewSpacing {
        var v: SpacingTable = [:]
        for e in Edge.allCases where edges.contains(Edge.Set(e)) { v[Key(category: nil, edge: e)] = .distance(length) }
        return ViewSpacing(values: v)
    }

    static func text(metrics first: TextLineMetrics, last: TextLineMetrics, firstBaseline: CGFloat,
                     lastBaseline: CGFloat, height: CGFloat) -> ViewSpacing {
        ViewSpacing(values: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(first),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(last),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(first.defaultLineSpacing - first.ascent),
            Key(category: .edgeBelowText, edge: .bottom):
                .distance(max(last.defaultLineSpacing - last.capHeight, last.defaultTextSpacing + last.descent)),
        ])
    }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (aEdge, bEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        // Look from the side with fewer preferences into the other.
        let sourceIsB = values.count >= next.values.count
        let (src, srcEdge, tgt, tgtEdge) = sourceIsB ? (next, bEdge, self, aEdge) : (self, aEdge, next, bEdge)
        var best: CGFloat?
        for (key, value) in src.values where key.edge == srcEdge && key.category != nil {
            guard let other = tgt.values[Key(category: key.category, edge: tgtEdge)] else { continue }
            let d: CGFloat
            switch (value, other) {
            case let (.distance(x), .distance(y)): d = x + y
            case let (.distance(x), _), let (_, .distance(x)): d = x
            case let (.topTextMetrics(m1), .bottomTextMetrics(m2)), let (.bottomTextMetrics(m2), .topTextMetrics(m1)):
                d = TextLineMetrics.spacing(above: m1, below: m2)
            default: continue
            }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let s = src.values[Key(category: nil, edge: srcEdge)]?.distance
        let t = tgt.values[Key(category: nil, edge: tgtEdge)]?.distance
        if s != nil || t != nil { return max(s ?? -.infinity, t ?? -.infinity) }
        return Self.defaultSpacing
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.values where edges.contains(Edge.Set(key.edge)) {
            if let mine = values[key], let a = mine.distance, let b = value.distance {
                values[key] = .distance(max(a, b))
            } else if values[key] == nil {
                values[key] = value
            }
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }

    /// Frames and padding replace the preferences on the edges they own.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var s = self
        s.values.removeAll { edges.contains(Edge.Set($0.key.edge)) }
        s.formUnion(ViewSpacing(), edges: edges)
        return s
    }

    public var description: String { "ViewSpacing(\(values.count) preferences)" }
}

/// A view's spacing preferences, at most a few per edge, searched in order:
/// hashing each key into a dictionary cost more than the comparisons it saves
/// (in chains of padded stacks, a third of layout time).
struct SpacingTable: Sequence, ExpressibleByDictionaryLiteral, Sendable {
    typealias Key = ViewSpacing.Key
    typealias Value = ViewSpacing.Value
    private var entries: [(key: Key, value: Value)] = []

    init(dictionaryLiteral elements: (Key, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    var count: Int { entries.count }
    func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> { entries.makeIterator() }

    subscript(key: Key) -> Value? {
        get {
            for e in entries where e.key == key { return e.value }
            return nil
        }
        set {
            guard let i = entries.firstIndex(where: { $0.key == key }) else {
                if let newValue { entries.append((key, newValue)) }
                return
            }
            if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
        }
    }

    mutating func removeAll(where drop: ((key: Key, value: Value)) -> Bool) { entries.removeAll(where: drop) }
}
