import Foundation
import EaselCore

/// The kind of data along one axis, decided by what the marks put there.
enum AxisDataKind: Equatable { case none, category, number, date }

/// A mark after stacking: where along each axis it starts and ends, in data units.
struct ResolvedMark {
    var record: MarkRecord
    var index: Int
    /// Numeric extent along the value axis after stacking (nil: not stacked).
    var stackedY: (Double, Double)?
    var stackedX: (Double, Double)?
    /// Sector angles in radians, clockwise from 12 o'clock.
    var angles: (Double, Double)?
}

/// What the records say, before any size is known: axis kinds, categories,
/// data extents, stacks, style and symbol categories.
struct ChartModel {
    var marks: [ResolvedMark] = []
    var xKind: AxisDataKind = .none
    var yKind: AxisDataKind = .none
    var xCategories: [String] = []
    var yCategories: [String] = []
    var xExtent: (lo: Double, hi: Double)?
    var yExtent: (lo: Double, hi: Double)?
    var xLabel = "", yLabel = ""
    var styleCategories: [PlotValue] = []
    var styleIsContinuous = false
    var styleExtent: (lo: Double, hi: Double)?
    var symbolCategories: [PlotValue] = []
    var lineStyleCategories: [PlotValue] = []
    var isPie = false
    /// The sum of the sectors' angle values (nil without sectors).
    var angleTotal: Double?
    /// The calendar unit dates on each axis stand for (`unit: .day`), if any.
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    var hasBars = false
    var xNormalized = false, yNormalized = false
    let config: ChartConfiguration

    init(records functionRecords: [MarkRecord], config: ChartConfiguration) {
        self.config = config
        let records = FunctionSampling.expand(functionRecords, config: config)
        isPie = !records.isEmpty && records.allSatisfy { $0.kind == .sector }
        hasBars = records.contains { $0.kind == .bar || $0.kind == .rectangle }
        xKind = Self.kind(of: records.compactMap { $0.x })
        yKind = Self.kind(of: records.compactMap { $0.y })
        xUnit = records.lazy.compactMap { $0.x?.first.unit }.first
        yUnit = records.lazy.compactMap { $0.y?.first.unit }.first
        xLabel = records.lazy.compactMap { $0.x?.label }.first ?? ""
        yLabel = records.lazy.compactMap { $0.y?.label }.first ?? ""
        xCategories = Self.categories(records.compactMap { $0.x }, configured: config.x.domain)
        yCategories = Self.categories(records.compactMap { $0.y }, configured: config.y.domain)
        collectStyles(records)
        marks = records.enumerated().map { ResolvedMark(record: $1, index: $0) }
        stack()
        sectors()
        xExtent = extent(axis: .horizontal)
        yExtent = extent(axis: .vertical)
    }

    static func kind(of channels: [Channel]) -> AxisDataKind {
        var kind = AxisDataKind.none
        for c in channels {
            switch c.first.value {
            case .category: return .category
            case .date: kind = .date
            case .number: if kind == .none { kind = .number }
            }
        }
        return kind
    }

    /// Categories in the order first seen (Swift Charts' default), or the scale's domain.
    static func categories(_ channels: [Channel], configured: DomainSpec?) -> [String] {
        if case .values(let v)? = configured { return v.map(\.description) }
        var seen = Set<String>(), out: [String] = []
        for c in channels { for f in c.fields { if case .category(let s) = f.value, seen.insert(s).inserted { out.append(s) } } }
        return out
    }

    /// Loops here and below read fields through the array (`records[i].styleBy`):
    /// `for r in records` copied each whole record (every channel's label and
    /// calendar retained and released), a tenth of a 1,000-point chart's render.
    mutating func collectStyles(_ records: [MarkRecord]) {
        var seen = Set<PlotValue>()
        var lo = Double.infinity, hi = -Double.infinity
        for i in records.indices {
            if let f = records[i].styleBy {
                if case .number(let n) = f.value { styleIsContinuous = true; lo = min(lo, n); hi = max(hi, n) }
                if seen.insert(f.value).inserted { styleCategories.append(f.value) }
            }
        }
        if let d = config.styleDomain { styleCategories = d }
        if styleIsContinuous, lo <= hi { styleExtent = (lo, hi) }
        var s2 = Set<PlotValue>()
        for i in records.indices { if let f = records[i].symbolBy, s2.insert(f.value).inserted { symbolCategories.append(f.value) } }
        if let d = config.symbolDomain { symbolCategories = d }
        var s3 = Set<PlotValue>()
        for i in records.indices { if let f = records[i].lineStyleBy, s3.insert(f.value).inserted { lineStyleCategories.append(f.value) } }
    }

    /// The axis a bar or area grows along: the quantitative one, y when both are.
    func valueAxis(of r: MarkRecord) -> Axis? {
        guard r.kind == .bar || r.kind == .area else { return nil }
        switch (r.x, r.y) {
        case (.value(let x)?, .value(let y)?):
            if case .number = y.value { return .vertical }
            if case .number = x.value { return .horizontal }
            return nil
        case (nil, .value(let y)?): if case .number = y.value { return .vertical }; return nil
        case (.value(let x)?, nil): if case .number = x.value { return .horizontal }; return nil
        default: return nil
        }
    }

    /// Stacks bars and areas that share a position: positives upwards from zero,
    /// negatives downwards, in declaration order; normalised stacks divide by the
    /// total, centred ones move down by half of it. Grouped marks (`position(by:)`) do not stack.
    mutating func stack() {
        struct Key: Hashable { var axis: Axis; var kind: MarkKind; var at: PlotValue; var group: PlotValue? }
        var totals: [Key: (pos: Double, neg: Double)] = [:]
        var tops: [Key: (pos: Double, neg: Double)] = [:]
        var keys: [Int: Key] = [:]
        // By index: iterating `marks` while setting `marks[i]` copied the whole array.
        for i in marks.indices {
            guard let axis = valueAxis(of: marks[i].record) else { continue }
            let m = marks[i]
            let method = m.record.stacking ?? .standard
            let at = (axis == .vertical ? m.record.x?.first.value : m.record.y?.first.value) ?? .category("")
            let v = (axis == .vertical ? m.record.y?.first.value.number : m.record.x?.first.value.number) ?? 0
            if method == .unstacked {
                if axis == .vertical { marks[i].stackedY = (0, v) } else { marks[i].stackedX = (0, v) }
                continue
            }
            let key = Key(axis: axis, kind: m.record.kind == .area ? .area : .bar, at: at, group: m.record.positionBy?.value)
            keys[i] = key
            var t = totals[key] ?? (0, 0)
            if v >= 0 { t.pos += v } else { t.neg += v }
            totals[key] = t
        }
        for i in marks.indices {
            guard let key = keys[i], let axis = valueAxis(of: marks[i].record) else { continue }
            let m = marks[i]
            let method = m.record.stacking ?? .standard
            let v = (axis == .vertical ? m.record.y?.first.value.number : m.record.x?.first.value.number) ?? 0
            var top = tops[key] ?? (0, 0)
            var a: Double, b: Double
            if v >= 0 { a = top.pos; b = top.pos + v; top.pos = b } else { a = top.neg; b = top.neg + v; top.neg = b }
            tops[key] = top
            let total = totals[key] ?? (0, 0)
            switch method.kind {
            case .normalized:
                // Each stack divided by its total, so every stack spans 0…1.
                let sum = total.pos - total.neg
                if sum > 0 { a /= sum; b /= sum }
                if axis == .vertical { yNormalized = true } else { xNormalized = true }
            case .center:
                let shift = (total.pos + total.neg) / 2
                a -= shift; b -= shift
            default: break
            }
            if axis == .vertical { marks[i].stackedY = (a, b) } else { marks[i].stackedX = (a, b) }
        }
    }

    /// Each sector's share of the total, clockwise from 12 o'clock in declaration order.
    mutating func sectors() {
        let values = marks.map { m -> Double in
            guard m.record.kind == .sector, let v = m.record.angle?.value.number else { return 0 }
            return max(0, v)
        }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        angleTotal = total
        var start = 0.0
        for i in marks.indices where marks[i].record.kind == .sector {
            let sweep = values[i] / total * 2 * .pi
            marks[i].angles = (start, start + sweep)
            start += sweep
        }
    }

    /// The numeric extent of the data along an axis (stacked values where stacked).
    func extent(axis: Axis) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func take(_ v: Double) { lo = min(lo, v); hi = max(hi, v) }
        func takeField(_ f: PlotField) {
            if let iv = f.unitInterval { take(iv.start); take(iv.end) } else if let n = f.value.number { take(n) }
        }
        for i in marks.indices {
            if axis == .vertical, let s = marks[i].stackedY { take(s.0); take(s.1); continue }
            if axis == .horizontal, let s = marks[i].stackedX { take(s.0); take(s.1); continue }
            // The channel's fields without `Channel.fields`' array per record.
            switch axis == .vertical ? marks[i].record.y : marks[i].record.x {
            case .value(let f)?: takeField(f)
            case let .range(a, b)?: takeField(a); takeField(b)
            case nil: continue
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
