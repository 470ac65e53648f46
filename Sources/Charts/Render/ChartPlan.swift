import Foundation
import EaselCore

/// One axis mark at a value: what to draw there and the label's text.
struct AxisMarkItem {
    var value: PlotValue
    var grid: AxisLineSpec?
    var tick: AxisLineSpec?
    var label: AxisLabelSpec?
    var text: String
}

/// One axis: its side and marks.
struct AxisPlan {
    var axis: Axis
    var trailingOrBottom: Bool
    var items: [AxisMarkItem]
    var labelCount: Int { items.filter { $0.label != nil }.count }
}

/// A chart's scales and axes for a size: domains, ticks and label strings are
/// fixed here (they depend on the chart's size only through the tick count),
/// and positions follow from the plot area the layout settles on.
struct ChartPlan {
    let model: ChartModel
    var x: PositionScale
    var y: PositionScale
    var xAxis: AxisPlan?
    var yAxis: AxisPlan?
    let xPadding: (CGFloat, CGFloat)
    let yPadding: (CGFloat, CGFloat)

    init(model: ChartModel, size: CGSize) {
        self.model = model
        let c = model.config
        x = Self.scale(kind: model.xKind, categories: model.xCategories, extent: model.xExtent, spec: c.x, axis: .horizontal,
                       length: size.width, normalized: model.xNormalized, visible: c.xVisibleLength, scroll: c.xScrollPosition,
                       model: model)
        y = Self.scale(kind: model.yKind, categories: model.yCategories, extent: model.yExtent, spec: c.y, axis: .vertical,
                       length: size.height, normalized: model.yNormalized, visible: c.yVisibleLength, scroll: c.yScrollPosition,
                       model: model)
        func pad(_ r: RangeSpec?) -> (CGFloat, CGFloat) { if case let .plot(a, b)? = r { return (a, b) }; return (0, 0) }
        xPadding = pad(c.x.range); yPadding = pad(c.y.range)
        if !model.isPie {
            xAxis = Self.axis(.horizontal, config: c.xAxis, scale: x, kind: model.xKind, length: size.width)
            yAxis = Self.axis(.vertical, config: c.yAxis, scale: y, kind: model.yKind, length: size.height)
        }
    }

    /// The scales with positions for a plot area of `size`.
    func scales(plot size: CGSize) -> (x: PositionScale, y: PositionScale) {
        var sx = x, sy = y
        sx.start = xPadding.0; sx.end = size.width - xPadding.1
        if sy.isBand { sy.start = yPadding.0; sy.end = size.height - yPadding.1 } else { sy.start = size.height - yPadding.0; sy.end = yPadding.1 }
        return (sx, sy)
    }

    static func scale(kind: AxisDataKind, categories: [String], extent: (lo: Double, hi: Double)?, spec: ChartConfiguration.PositionScale,
                      axis: Axis, length: CGFloat, normalized: Bool, visible: Double?, scroll: PlotValue?, model: ChartModel) -> PositionScale {
        let count = AxisTicks.automaticCount(length: length, axis: axis)
        if kind == .category || spec.type == .category {
            var cats = categories
            if let visible, visible > 0, visible < Double(cats.count) {
                let from = scroll.flatMap { cats.firstIndex(of: $0.description) } ?? 0
                cats = Array(cats[from..<min(cats.count, from + Int(visible.rounded(.up)))])
            }
            var s = PositionScale(kind: .band(cats), start: 0, end: 1)
            s.ticks = cats.map { .category($0) }
            return s
        }
        let isDate = kind == .date
        let type = spec.type.flatMap { $0.kind == .date || $0.kind == .category ? nil : $0 } ?? .linear
        var lo = extent?.lo ?? 0, hi = extent?.hi ?? 1
        var explicit = false, includesZero: Bool? = nil, reversed = false
        switch spec.domain {
        case .bounds(let a, let b)?:
            lo = a.number ?? lo; hi = b.number ?? hi; explicit = true
        case .values(let v)?:
            let n = v.compactMap(\.number)
            if let mn = n.min(), let mx = n.max() { lo = mn; hi = mx; explicit = true }
        case .automatic(let z, let r)?:
            includesZero = z; reversed = r ?? false
        case nil: break
        }
        if normalized && !explicit { lo = 0; hi = 1; explicit = true }
        if let visible, visible > 0 {
            lo = scroll?.number ?? lo; hi = lo + visible; explicit = true
        }
        var s: PositionScale
        if isDate {
            if hi <= lo { hi = lo + 86_400 }
            s = PositionScale(kind: .continuous(lo: lo, hi: hi, type: .linear, isDate: true), start: 0, end: 1)
            var (comp, n) = AxisTicks.dateStride(span: hi - lo, count: count)
            // Marks that stand for a unit (a day's bar) are labelled unit by unit while
            // the labels fit, about one per 36 pt (our choice: a weekday's short name is ~20 pt).
            if let unit = axis == .horizontal ? model.xUnit : model.yUnit,
               let secs = AxisTicks.dateStrides.first(where: { $0.0 == unit && $0.1 == 1 })?.2,
               (hi - lo) / secs <= Double(max(1, length / 36)) {
                (comp, n) = (unit, 1)
            }
            s.ticks = AxisTicks.dates(lo: lo, hi: hi, component: comp, count: n, calendar: chartCalendar)
            s.tickStride = comp
        } else if case .log = type.kind {
            let t = NiceTicks.log(lo: max(lo, 1e-12), hi: hi, count: count)
            let a = explicit ? lo : t.lo, b = explicit ? hi : t.hi
            s = PositionScale(kind: .continuous(lo: a, hi: b, type: type, isDate: false), start: 0, end: 1)
            s.ticks = t.ticks.filter { $0 >= a * 0.999999 && $0 <= b * 1.000001 }.map { .number($0) }
        } else {
            // Swift Charts' quantitative scales include zero unless told otherwise.
            if !explicit && includesZero != false && kind != .none { lo = min(lo, 0); hi = max(hi, 0) }
            let t = NiceTicks.linear(lo: lo, hi: hi, count: count, extend: !explicit)
            s = PositionScale(kind: .continuous(lo: t.lo, hi: t.hi, type: type, isDate: false), start: 0, end: 1)
            s.ticks = t.ticks.map { .number($0) }
        }
        if reversed, case let .continuous(a, b, t, d) = s.kind { s.kind = .continuous(lo: b, hi: a, type: t, isDate: d) }
        s.normalized = normalized
        return s
    }

    /// The marks of one axis: the automatic grid line, tick and label at each
    /// tick (labels only for categories), or what `chartXAxis { AxisMarks… }` declares.
    static func axis(_ axis: Axis, config: AxisConfiguration, scale: PositionScale, kind: AxisDataKind, length: CGFloat) -> AxisPlan? {
        let trailingOrBottom = true
        switch config {
        case .hidden: return nil
        case .automatic:
            guard kind != .none else { return nil }
            let items = scale.ticks.map { v -> AxisMarkItem in
                let text = label(v, scale: scale, format: nil)
                if scale.isBand { return AxisMarkItem(value: v, label: AxisLabelSpec(), text: text) }
                return AxisMarkItem(value: v, grid: AxisLineSpec(), tick: axis == .horizontal ? AxisLineSpec() : nil, label: AxisLabelSpec(), text: text)
            }
            return AxisPlan(axis: axis, trailingOrBottom: trailingOrBottom, items: items)
        case .custom(let specs):
            var items: [AxisMarkItem] = []
            var side = trailingOrBottom
            for spec in specs {
                if spec.position.kind == .leading || spec.position.kind == .top { side = false }
                let values = self.values(spec.values, scale: scale, length: length, axis: axis)
                // Dates marked by a calendar stride are labelled for that unit (months by name).
                var scale = scale
                if case let .dateStride(unit, _, _) = spec.values.kind { scale.tickStride = unit }
                for (i, v) in values.enumerated() {
                    let comps = spec.content?(AxisValue(plot: v, index: i, count: values.count))
                        ?? (scale.isBand ? [.label(AxisLabelSpec())] : [.grid(AxisLineSpec()), .tick(AxisLineSpec()), .label(AxisLabelSpec())])
                    var item = AxisMarkItem(value: v, text: "")
                    for c in comps {
                        switch c {
                        case .grid(let g): item.grid = g
                        case .tick(let t): item.tick = t
                        case .label(let l): item.label = l; item.text = label(v, scale: scale, format: l.format)
                        }
                    }
                    items.append(item)
                }
            }
            return AxisPlan(axis: axis, trailingOrBottom: side, items: items)
        }
    }

    static func values(_ values: AxisMarkValues, scale: PositionScale, length: CGFloat, axis: Axis) -> [PlotValue] {
        switch values.kind {
        case .explicit(let v): return v
        case .automatic(let desired, _, _):
            guard let desired, case let .continuous(lo, hi, type, isDate) = scale.kind else { return scale.ticks }
            if isDate {
                let (c, n) = AxisTicks.dateStride(span: hi - lo, count: desired)
                return AxisTicks.dates(lo: lo, hi: hi, component: c, count: n, calendar: chartCalendar)
            }
            if case .log = type.kind { return scale.ticks }
            return NiceTicks.linear(lo: min(lo, hi), hi: max(lo, hi), count: desired, extend: false).ticks.map { .number($0) }
        case .stride(let step):
            guard step > 0, case let .continuous(lo, hi, _, _) = scale.kind else { return scale.ticks }
            var out: [PlotValue] = []
            var v = (min(lo, hi) / step).rounded(.up) * step
            while v <= max(lo, hi) + step * 1e-9, out.count < 1000 { out.append(.number(NiceTicks.clean(v, step))); v += step }
            return out
        case let .dateStride(c, n, cal):
            guard case let .continuous(lo, hi, _, true) = scale.kind else { return scale.ticks }
            return AxisTicks.dates(lo: lo, hi: hi, component: c, count: n, calendar: cal)
        }
    }

    static func label(_ v: PlotValue, scale: PositionScale, format: ((PlotValue) -> String?)?) -> String {
        if let format, let s = format(v) { return s }
        switch v {
        case .category(let s): return s
        case .date(let d):
            var span = 0.0
            if case let .continuous(lo, hi, _, _) = scale.kind { span = abs(hi - lo) }
            return AxisTicks.format(date: d, stride: scale.tickStride, span: span, calendar: chartCalendar)
        case .number(let n):
            if scale.normalized { return AxisTicks.format(number: n * 100, step: nil) + "%" }
            let step = scale.ticks.count > 1 ? zip(scale.ticks.dropFirst(), scale.ticks).compactMap { a, b in
                a.number.flatMap { x in b.number.map { abs(x - $0) } } }.min() : nil
            return AxisTicks.format(number: n, step: step)
        }
    }
}
