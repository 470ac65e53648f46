import Foundation
import EaselCore

/// Maps one axis's data to points in the plot area.
struct PositionScale {
    enum Kind {
        case band([String])
        case continuous(lo: Double, hi: Double, type: ScaleType, isDate: Bool)
    }
    var kind: Kind
    /// Where the domain's start and end land (for y: bottom and top; bands on y run top to bottom).
    var start: CGFloat
    var end: CGFloat
    var ticks: [PlotValue] = []
    var tickStride: Calendar.Component?
    var normalized = false

    var isBand: Bool { if case .band = kind { return true } else { return false } }
    var bandWidth: CGFloat {
        guard case .band(let cats) = kind, !cats.isEmpty else { return abs(end - start) }
        return abs(end - start) / CGFloat(cats.count)
    }

    /// The position of a value: a band's centre for categories.
    func position(_ v: PlotValue) -> CGFloat? {
        switch kind {
        case .band(let cats):
            guard let i = cats.firstIndex(of: v.description) else { return nil }
            let dir: CGFloat = end >= start ? 1 : -1
            return start + dir * (CGFloat(i) + 0.5) * bandWidth
        case let .continuous(lo, hi, type, _):
            guard let n = v.number else { return nil }
            return position(number: n, lo: lo, hi: hi, type: type)
        }
    }

    func position(number n: Double) -> CGFloat? {
        guard case let .continuous(lo, hi, type, _) = kind else { return nil }
        return position(number: n, lo: lo, hi: hi, type: type)
    }

    private func position(number n: Double, lo: Double, hi: Double, type: ScaleType) -> CGFloat {
        let a = type.forward(lo), b = type.forward(hi), t = type.forward(n)
        let f = b == a ? 0.5 : (t - a) / (b - a)
        return start + CGFloat(f) * (end - start)
    }

    /// The band (start and end point, ordered) a category occupies.
    func band(_ v: PlotValue) -> (CGFloat, CGFloat)? {
        guard isBand, let c = position(v) else { return nil }
        return (c - bandWidth / 2, c + bandWidth / 2)
    }

    /// The value at a point (`ChartProxy.value(atX:)`).
    func value(at p: CGFloat) -> PlotValue? {
        switch kind {
        case .band(let cats):
            guard bandWidth > 0, !cats.isEmpty else { return nil }
            let i = Int(((p - min(start, end)) / bandWidth).rounded(.down))
            let idx = end >= start ? i : cats.count - 1 - i
            return cats.indices.contains(idx) ? .category(cats[idx]) : nil
        case let .continuous(lo, hi, type, isDate):
            guard end != start else { return nil }
            let f = Double((p - start) / (end - start))
            let v = type.inverse(type.forward(lo) + f * (type.forward(hi) - type.forward(lo)))
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v)
        }
    }

    /// The baseline bars grow from: zero when in the domain, else the domain's near end.
    var baseline: CGFloat {
        guard case let .continuous(lo, hi, type, _) = kind else { return start }
        if case .log = type.kind { return start }
        let z = min(max(0, min(lo, hi)), max(lo, hi))
        return position(number: z, lo: lo, hi: hi, type: type)
    }
}
