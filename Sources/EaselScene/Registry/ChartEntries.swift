import Foundation
import EaselCore
import Charts

/// `Chart`: Swift Charts from a scene file. Records come from `data:` (a data
/// path such as `sales`, or a literal list); each entry of `marks:` is one mark
/// drawn once per record, its channels naming record fields (`x: month`) or
/// giving constants (`y: 10000`).
enum ChartEntries {
    static let markKinds: KeyValuePairs<String, String> = [
        "BarMark": "BarMark", "LineMark": "LineMark", "PointMark": "PointMark", "AreaMark": "AreaMark",
        "RuleMark": "RuleMark", "RectangleMark": "RectangleMark", "SectorMark": "SectorMark",
    ]
    static let units: KeyValuePairs<String, Calendar.Component> = [
        "hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "month": .month, "quarter": .quarter, "year": .year,
    ]
    static let stackings: KeyValuePairs<String, MarkStackingMethod> = [
        "standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .unstacked,
    ]
    static let interpolations: KeyValuePairs<String, InterpolationMethod> = [
        "linear": .linear, "monotone": .monotone, "catmullRom": .catmullRom, "cardinal": .cardinal,
        "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd,
    ]
    static let scaleTypes: KeyValuePairs<String, ScaleType> = ["linear": .linear, "log": .log, "squareRoot": .squareRoot]
    static let legends: KeyValuePairs<String, AnnotationPosition?> = [
        "automatic": .automatic, "hidden": nil, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    ]
    static let visibilities: KeyValuePairs<String, Visibility> = ["automatic": .automatic, "hidden": .hidden]

    static let channelDoc = "a record field's name, or a constant (number, string, ISO date)"
    static let markParams: [ParamSpec] = [
        ParamSpec("mark", .choice(markKinds), "The mark: BarMark, LineMark, PointMark, AreaMark, RuleMark, RectangleMark or SectorMark.", required: true),
        ParamSpec("data", .data, "Records for this mark alone (else the chart's data)."),
        ParamSpec("x", .string, "x: " + channelDoc).oneOf("a channel"), ParamSpec("y", .string, "y: " + channelDoc).oneOf("a channel"),
        ParamSpec("xStart", .string, "Range start on x.").oneOf("a channel"), ParamSpec("xEnd", .string, "Range end on x."),
        ParamSpec("yStart", .string, "Range start on y.").oneOf("a channel"), ParamSpec("yEnd", .string, "Range end on y."),
        ParamSpec("angle", .string, "SectorMark's value.").oneOf("a channel"), ParamSpec("series", .string, "Which line or area a point belongs to."),
        ParamSpec("unit", .choice(units), "Dates on x stand for this calendar unit (a bar spans the day)."),
        ParamSpec("foregroundStyle", .style, "One style for every mark."),
        ParamSpec("foregroundStyleBy", .string, "Colour by this field (legend included)."),
        ParamSpec("positionBy", .string, "Place side by side by this field (grouped bars)."),
        ParamSpec("symbolBy", .string, "Point symbols by this field."),
        ParamSpec("lineStyleBy", .string, "Dash patterns by this field."),
        ParamSpec("stacking", .choice(stackings)), ParamSpec("interpolation", .choice(interpolations)),
        ParamSpec("cornerRadius", .size), ParamSpec("opacity", .unit), ParamSpec("lineWidth", .size), ParamSpec("symbolSize", .size),
        ParamSpec("innerRadius", .unit, "SectorMark's inner radius as a ratio of the outer."),
        ParamSpec("angularInset", .size), ParamSpec("zIndex", .number),
        ParamSpec("annotation", .string, "Text above each mark (placeholders read the record: '{units}')."),
    ]

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "Chart", doc: "Swift Charts' Chart: marks drawn from data records, with axes and a legend.", params: [
            ParamSpec("data", .data, "The records: a data path (sales) or a list of objects."),
            ParamSpec("marks", .list(.object(markParams)), "The marks, each drawn once per record.", required: true),
            ParamSpec("xDomain", .list(.number), "[min, max] of a numeric x scale."),
            ParamSpec("yDomain", .list(.number), "[min, max] of a numeric y scale."),
            ParamSpec("xScaleType", .choice(scaleTypes)), ParamSpec("yScaleType", .choice(scaleTypes)),
            ParamSpec("xAxis", .choice(visibilities)), ParamSpec("yAxis", .choice(visibilities)),
            ParamSpec("xAxisLabel", .string), ParamSpec("yAxisLabel", .string),
            ParamSpec("legend", .choice(legends), "Where the legend goes, or hidden."),
        ], positional: "marks") { a in
            let records = try a["data"].map { try ChartEntries.records($0) } ?? []
            var content: [any ChartContent] = []
            for item in try a.required("marks").items() {
                content += try marks(item, records: records)
            }
            var view = AnyView(Chart { ChartContentList(content) })
            if let d = try a["xDomain"].map({ try domain($0) }) { view = AnyView(view.chartXScale(domain: d)) }
            if let d = try a["yDomain"].map({ try domain($0) }) { view = AnyView(view.chartYScale(domain: d)) }
            if let t = try a.choice("xScaleType", scaleTypes, what: "scale type") { view = AnyView(view.chartXScale(type: t)) }
            if let t = try a.choice("yScaleType", scaleTypes, what: "scale type") { view = AnyView(view.chartYScale(type: t)) }
            if let v = try a.choice("xAxis", visibilities, what: "axis visibility") { view = AnyView(view.chartXAxis(v)) }
            if let v = try a.choice("yAxis", visibilities, what: "axis visibility") { view = AnyView(view.chartYAxis(v)) }
            if let l = try a.string("xAxisLabel") { view = AnyView(view.chartXAxisLabel(l)) }
            if let l = try a.string("yAxisLabel") { view = AnyView(view.chartYAxisLabel(l)) }
            if let l = try a.choice("legend", legends, what: "legend position") {
                view = l.map { AnyView(view.chartLegend(position: $0)) } ?? AnyView(view.chartLegend(.hidden))
            }
            return .view(view)
        })
    }

    /// Records: a data path or list of objects; a single object is one record.
    static func records(_ c: Cursor) throws -> [DataValue] {
        if case .mapping = c.node.kind { return [try c.resolved()] }
        return try c.dataList()
    }

    static func domain(_ c: Cursor) throws -> ClosedRange<Double> {
        let items = c.items()
        guard items.count == 2 else { throw c.error("a domain is [min, max], got \(items.count) values") }
        let lo = try items[0].number(), hi = try items[1].number()
        guard lo < hi else { throw c.error("a domain's min must be below its max, got [\(DataValue.format(lo)), \(DataValue.format(hi))]") }
        return lo...hi
    }

    /// One `marks:` entry: a mark per record (or one, with constants only).
    static func marks(_ item: Cursor, records chartRecords: [DataValue]) throws -> [any ChartContent] {
        let a = try Args(item, params: markParams, positional: nil, owner: "mark", registry: item.context.registry)
        let kind = try a.required("mark").choice(markKinds, what: "mark")
        let records = try a["data"].map { try ChartEntries.records($0) } ?? chartRecords
        let unit = try a.choice("unit", units, what: "unit")
        // A mark whose channels are all constants is drawn once (a goal rule), not once per record.
        let usesFields = channelNames.contains { name in
            guard let c = a[name], case .string(let s) = c.node.kind else { return false }
            return records.contains { if case .object(let o) = $0 { return o[s] != nil } else { return false } }
        }
        let rows: [DataValue] = usesFields ? records : [.object([:])]
        // What does not depend on the record is read once, not once per record (a
        // 1,000-point scatter parsed its style and sizes a thousand times).
        let constants = try MarkConstants(a)
        var out: [any ChartContent] = []
        out.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            try item.context.budget.countIteration(at: item)
            out.append(try mark(kind, a, constants, row: row, index: i, unit: unit, item: item))
        }
        // The constant modifiers wrap the entry's marks once: wrapped per record, a
        // 1,000-point scatter made and unwrapped a thousand modifier layers. Each sets
        // its own fields of a record (`foregroundStyle` sets the style, `foregroundStyle(by:)`
        // the style field, ...), so applied after the per-record ones they give the same records.
        return [constantModifiers(ChartContentList(out), constants)]
    }

    static let channelNames = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle", "series", "foregroundStyleBy", "positionBy",
                               "symbolBy", "lineStyleBy"]

    /// A mark entry's settings that are the same for every record.
    struct MarkConstants {
        var stacking: MarkStackingMethod
        var style: AnyShapeStyle?
        var interpolation: InterpolationMethod?
        var cornerRadius: CGFloat?
        var opacity: Double?
        var lineWidth: CGFloat?
        var symbolSize: CGFloat?
        var zIndex: Double?
        var innerRadius: MarkDimension
        var angularInset: CGFloat?
        /// The channels' cursors, looked up once by name; a record reads them as
        /// fields (searching a list by name took eleven string comparisons a record).
        var x, y, xStart, xEnd, yStart, yEnd, angle, series: Cursor?
        var styleBy, positionBy, symbolBy, lineStyleBy: Cursor?
        var annotation: Cursor?

        init(_ a: Args) throws {
            (x, y, xStart, xEnd, yStart, yEnd, angle, series) = (a["x"], a["y"], a["xStart"], a["xEnd"], a["yStart"], a["yEnd"], a["angle"], a["series"])
            (styleBy, positionBy, symbolBy, lineStyleBy) = (a["foregroundStyleBy"], a["positionBy"], a["symbolBy"], a["lineStyleBy"])
            annotation = a["annotation"]
            stacking = try a.choice("stacking", stackings, what: "stacking") ?? .standard
            style = try a["foregroundStyle"]?.style()
            interpolation = try a.choice("interpolation", interpolations, what: "interpolation")
            cornerRadius = try a.cgFloat("cornerRadius")
            opacity = try a.number("opacity")
            lineWidth = try a.cgFloat("lineWidth")
            symbolSize = try a.cgFloat("symbolSize")
            zIndex = try a.number("zIndex")
            innerRadius = try a.number("innerRadius").map { MarkDimension.ratio(CGFloat($0)) } ?? .automatic
            angularInset = try a.cgFloat("angularInset")
        }
    }

    /// A channel's value in a record: a field when the record has one by that name, else the constant.
    static func value(_ cursor: Cursor?, _ name: String, row: DataValue, index: Int) throws -> (label: String, value: PlotValue)? {
        guard let c = cursor else { return nil }
        if case .string(let key) = c.node.kind, case .object(let o) = row {
            if let v = o[key] { return (key, try plot(v, c, field: key, index: index)) }
            // Drawn per record, a plain name must be one of the record's fields: a typo
            // would otherwise plot the name itself as a category.
            if !o.isEmpty, !key.contains("{") {
                throw c.error("record \(index) has no field '\(key)'; its fields are \(o.keys.sorted().joined(separator: ", "))",
                              suggestion: Suggestions.nearest(to: key, in: o.keys))
            }
        }
        let v = try c.resolved()
        if case .null = v { return nil }
        return (name, try plot(v, c, field: nil, index: index))
    }

    static func plot(_ v: DataValue, _ c: Cursor, field: String?, index: Int) throws -> PlotValue {
        switch v {
        case .number(let n): return .number(n)
        case .bool(let b): return .category(b ? "true" : "false")
        case .string(let s): return date(s).map { .date($0) } ?? .category(s)
        default:
            let whose = field.map { "record \(index)'s '\($0)'" } ?? "the value"
            throw c.error("\(whose) is \(v.typeName); a chart plots numbers, strings and dates")
        }
    }

    /// ISO 8601 dates (`2024-12-02`) and date-times (`2024-12-02T09:00:00Z`), read as UTC.
    static func date(_ s: String) -> Date? {
        guard s.count >= 10, s.first?.isNumber == true, s.dropFirst(4).first == "-" else { return nil }
        if s.utf8.count == 10 { return fullDate(s) }
        return isoDateTime.withLock { $0.date(from: s) }
    }

    /// `yyyy-MM-dd` as midnight UTC, computed from the civil date (days since
    /// 1970 by the proleptic Gregorian rule, what ISO8601DateFormatter gives): a
    /// formatter per record took most of a dated chart's render. Invalid dates
    /// (month 13, 30 February) are not dates, as for the formatter.
    static func fullDate(_ s: String) -> Date? {
        let b = Array(s.utf8)
        func digits(_ r: Range<Int>) -> Int? {
            var v = 0
            for i in r { guard b[i] >= 48, b[i] <= 57 else { return nil }; v = v * 10 + Int(b[i] - 48) }
            return v
        }
        guard b.count == 10, b[4] == 45, b[7] == 45, let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10),
              (1...12).contains(m), d >= 1 else { return nil }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard d <= lengths[m - 1] else { return nil }
        // Days from 1970-01-01 (Howard Hinnant's days_from_civil).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Date(timeIntervalSince1970: Double(days) * 86_400)
    }

    /// One formatter for date-times, used under its lock.
    static let isoDateTime = LockedFormatter({
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f
    }())

    static func mark(_ kind: String, _ a: Args, _ k: MarkConstants, row: DataValue, index: Int, unit: Calendar.Component?,
                     item: Cursor) throws -> any ChartContent {
        func pv(_ cursor: Cursor?, _ name: String) throws -> PlottableValue<PlotValue>? {
            guard let (label, v) = try value(cursor, name, row: row, index: index) else { return nil }
            return .value(label, v, unit: name.hasPrefix("x") ? unit : nil)
        }
        func need(_ cursor: Cursor?, _ name: String) throws -> PlottableValue<PlotValue> {
            guard let v = try pv(cursor, name) else { throw item.error("\(kind) needs '\(name)'") }
            return v
        }
        let x = try pv(k.x, "x"), y = try pv(k.y, "y"), xs = try pv(k.xStart, "xStart"), xe = try pv(k.xEnd, "xEnd")
        let ys = try pv(k.yStart, "yStart"), ye = try pv(k.yEnd, "yEnd")
        let stacking = k.stacking
        let series = try pv(k.series, "series")
        var mark: any ChartContent
        switch kind {
        case "BarMark":
            if let xs, let xe, let y { mark = BarMark(xStart: xs, xEnd: xe, y: y) }
            else if let x, let ys, let ye { mark = BarMark(x: x, yStart: ys, yEnd: ye) }
            else if let x, let y { mark = BarMark(x: x, y: y, stacking: stacking) }
            else if let x { mark = BarMark(x: x, stacking: stacking) }
            else { mark = BarMark(y: try need(k.y, "y"), stacking: stacking) }
        case "LineMark":
            if let series { mark = LineMark(x: try need(k.x, "x"), y: try need(k.y, "y"), series: series) }
            else { mark = LineMark(x: try need(k.x, "x"), y: try need(k.y, "y")) }
        case "PointMark":
            if let x, let y { mark = PointMark(x: x, y: y) } else if let x { mark = PointMark(x: x) } else { mark = PointMark(y: try need(k.y, "y")) }
        case "AreaMark":
            if let ys, let ye { mark = AreaMark(x: try need(k.x, "x"), yStart: ys, yEnd: ye) }
            else if let series { mark = AreaMark(x: try need(k.x, "x"), y: try need(k.y, "y"), series: series, stacking: stacking) }
            else { mark = AreaMark(x: try need(k.x, "x"), y: try need(k.y, "y"), stacking: stacking) }
        case "RuleMark":
            if let x, let ys, let ye { mark = RuleMark(x: x, yStart: ys, yEnd: ye) }
            else if let xs, let xe, let y { mark = RuleMark(xStart: xs, xEnd: xe, y: y) }
            else if let x { mark = RuleMark(x: x) } else { mark = RuleMark(y: try need(k.y, "y")) }
        case "RectangleMark":
            if let xs, let xe, let ys, let ye { mark = RectangleMark(xStart: xs, xEnd: xe, yStart: ys, yEnd: ye) }
            else { mark = RectangleMark(x: try need(k.x, "x"), y: try need(k.y, "y")) }
        default:
            mark = SectorMark(angle: try need(k.angle, "angle"), innerRadius: k.innerRadius, angularInset: k.angularInset)
        }
        return try modifiers(mark, a, k, row: row, index: index)
    }

    static func modifiers(_ m: any ChartContent, _ a: Args, _ k: MarkConstants, row: DataValue, index: Int) throws -> any ChartContent {
        // Each modifier applies to the mark wrapped in a one-item list, a concrete type.
        var m = m
        func wrap(_ c: any ChartContent) -> ChartContentList { ChartContentList([c]) }
        if let (l, v) = try value(k.styleBy, "foregroundStyleBy", row: row, index: index) { m = wrap(m).foregroundStyle(by: .value(l, v, unit: nil)) }
        if let (l, v) = try value(k.positionBy, "positionBy", row: row, index: index) { m = wrap(m).position(by: .value(l, v, unit: nil)) }
        if let (l, v) = try value(k.symbolBy, "symbolBy", row: row, index: index) { m = wrap(m).symbol(by: .value(l, v, unit: nil)) }
        if let (l, v) = try value(k.lineStyleBy, "lineStyleBy", row: row, index: index) { m = wrap(m).lineStyle(by: .value(l, v, unit: nil)) }
        if let c = k.annotation {
            // The record's fields are in scope, so '{units}' reads this record's units.
            var scope = c.scope
            if case .object(let o) = row { for k in o.keys.sorted() { scope = scope.binding(k, to: o[k]!) } }
            let text = try c.with(scope: scope).string()
            m = wrap(m).annotation(position: .top) { Text(verbatim: text).font(.caption2).foregroundStyle(.secondary) }
        }
        return m
    }

    /// The settings of a `marks:` entry that are the same for every record, applied to all its marks.
    static func constantModifiers(_ marks: ChartContentList, _ k: MarkConstants) -> any ChartContent {
        var m: any ChartContent = marks
        func wrap(_ c: any ChartContent) -> ChartContentList { ChartContentList([c]) }
        if let s = k.style { m = wrap(m).foregroundStyle(s) }
        if let i = k.interpolation { m = wrap(m).interpolationMethod(i) }
        if let r = k.cornerRadius { m = wrap(m).cornerRadius(r) }
        if let o = k.opacity { m = wrap(m).opacity(o) }
        if let w = k.lineWidth { m = wrap(m).lineStyle(StrokeStyle(lineWidth: w, lineCap: .round, lineJoin: .round)) }
        if let s = k.symbolSize { m = wrap(m).symbolSize(s) }
        if let z = k.zIndex { m = wrap(m).zIndex(z) }
        return m
    }
}

/// A formatter shared by renders, used by one at a time.
final class LockedFormatter<F>: @unchecked Sendable {
    private let lock = NSLock()
    private let formatter: F
    init(_ formatter: F) { self.formatter = formatter }
    func withLock<R>(_ body: (F) -> R) -> R { lock.lock(); defer { lock.unlock() }; return body(formatter) }
}
