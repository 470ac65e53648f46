import Foundation
import EaselCore

/// iOS 18's function plots (`LinePlot(x:y:domain:function:)`, the parametric
/// `LinePlot(x:y:t:domain:function:)`, `AreaPlot(x:y:domain:function:)` and
/// `AreaPlot(x:yStart:yEnd:domain:function:)`): the function travels in one
/// record and `FunctionSampling` turns it into line or area points once the
/// x domain is known.
struct PlotFunction {
    enum Body {
        case y(@Sendable (Double) -> Double)
        case yRange(@Sendable (Double) -> (yStart: Double, yEnd: Double))
        case parametric(@Sendable (Double) -> (x: Double, y: Double))
    }
    var body: Body
    /// x's domain (t's for a parametric plot); nil: the chart's x scale domain.
    var domain: ClosedRange<Double>?
    var xLabel: String
    var yLabel: String
    var yEndLabel: String?
}

/// A function plot's data: one element, so the plot's modifiers run once, on
/// the record that carries the function.
public typealias FunctionPlotData = CollectionOfOne<Double>

extension VectorizedPlot where Data == FunctionPlotData {
    init(function: PlotFunction) {
        self.init(CollectionOfOne(0)) { r, _ in r.function = function }
    }
}

extension VectorizedPlot where Kind == LinePlotKind, Data == FunctionPlotData {
    /// A line through y = f(x) (Apple: "Creates a mark that graphs a function y = f(x)").
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                          function: @escaping @Sendable (Double) -> Double) {
        self.init(function: PlotFunction(body: .y(function), domain: domain, xLabel: String(x), yLabel: String(y)))
    }
    /// A line through (x, y) = f(t) for t across `domain` (which must be finite, as Apple's).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                             function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(function: PlotFunction(body: .parametric(function), domain: domain, xLabel: String(x), yLabel: String(y)))
    }
}

/// The same plots labelled by `Text` or `LocalizedStringKey`, as Apple documents each
/// initialiser three ways; a label is kept as its characters.
extension VectorizedPlot where Kind == LinePlotKind, Data == FunctionPlotData {
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.plainString, y: y.plainString, domain: domain, function: function)
    }
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.plainString, y: y.plainString, domain: domain, function: function)
    }
    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(x: x.plainString, y: y.plainString, t: t.plainString, domain: domain, function: function)
    }
    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(x: x.plainString, y: y.plainString, t: t.plainString, domain: domain, function: function)
    }
}

extension VectorizedPlot where Kind == AreaPlotKind, Data == FunctionPlotData {
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.plainString, y: y.plainString, domain: domain, function: function)
    }
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> Double) {
        self.init(x: x.plainString, y: y.plainString, domain: domain, function: function)
    }
    public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: x.plainString, yStart: yStart.plainString, yEnd: yEnd.plainString, domain: domain, function: function)
    }
    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: x.plainString, yStart: yStart.plainString, yEnd: yEnd.plainString, domain: domain, function: function)
    }
}

extension VectorizedPlot where Kind == AreaPlotKind, Data == FunctionPlotData {
    /// The area between zero and y = f(x).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                          function: @escaping @Sendable (Double) -> Double) {
        self.init(function: PlotFunction(body: .y(function), domain: domain, xLabel: String(x), yLabel: String(y)))
    }
    /// The area between two functions of x.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                             function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(function: PlotFunction(body: .yRange(function), domain: domain, xLabel: String(x), yLabel: String(yStart),
                                         yEndLabel: String(yEnd)))
    }
}

/// Constant encodings on any plot, as Apple's function-plot examples write them
/// (`.foregroundStyle(by: .value("expression", "y=sin(x)"))`).
extension VectorizedPlot {
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> VectorizedPlot {
        let f = value.field
        return adding { r, _ in r.styleBy = f }
    }
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> VectorizedPlot {
        let f = value.field
        return adding { r, _ in r.lineStyleBy = f }
    }
}

/// Turns function records into the line and area records that draw them.
enum FunctionSampling {
    /// Samples per plot: 256 equal steps across the domain, 257 points (Apple
    /// documents no count; our choice, smooth at any chart size we render).
    static let steps = 256
    /// x's domain when neither the plot, the chart's x scale nor other marks give one
    /// (Apple documents none; our choice, so sin, x² and 1/x show their shape).
    static let fallbackDomain: ClosedRange<Double> = -10...10

    static func expand(_ records: [MarkRecord], config: ChartConfiguration) -> [MarkRecord] {
        guard records.contains(where: { $0.function != nil }) else { return records }
        let domain = xDomain(records, config: config)
        var out: [MarkRecord] = []
        out.reserveCapacity(records.count + steps + 1)
        for (i, r) in records.enumerated() {
            guard let fn = r.function else { out.append(r); continue }
            sample(fn, template: r, plot: i, domain: fn.domain ?? domain, into: &out)
        }
        return out
    }

    /// The chart's x domain: the x scale's bounds, else the data's x extent.
    static func xDomain(_ records: [MarkRecord], config: ChartConfiguration) -> ClosedRange<Double> {
        if case let .bounds(a, b)? = config.x.domain, let lo = a.number, let hi = b.number, lo.isFinite, hi.isFinite {
            return min(lo, hi)...max(lo, hi)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for r in records where r.function == nil {
            for f in r.x?.fields ?? [] { if case .number(let n) = f.value { lo = min(lo, n); hi = max(hi, n) } }
        }
        return lo < hi ? lo...hi : fallbackDomain
    }

    /// One record per finite sample; a NaN or infinite value ends the run, so the
    /// line or area breaks there (Apple: return `.nan` where the function is undefined).
    static func sample(_ fn: PlotFunction, template: MarkRecord, plot: Int, domain: ClosedRange<Double>, into out: inout [MarkRecord]) {
        var run = 0, inRun = false
        for k in 0...steps {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(k) / Double(steps)
            var r = template
            r.function = nil
            let x: Double, y: Channel
            switch fn.body {
            case .y(let f):
                x = t
                let v = f(t)
                guard v.isFinite else { if inRun { run += 1; inRun = false }; continue }
                y = template.kind == .area
                    ? .range(PlotField(label: fn.yLabel, value: .number(0)), PlotField(label: fn.yLabel, value: .number(v)))
                    : .value(PlotField(label: fn.yLabel, value: .number(v)))
            case .yRange(let f):
                x = t
                let (a, b) = f(t)
                guard a.isFinite, b.isFinite else { if inRun { run += 1; inRun = false }; continue }
                y = .range(PlotField(label: fn.yLabel, value: .number(a)), PlotField(label: fn.yEndLabel ?? fn.yLabel, value: .number(b)))
            case .parametric(let f):
                let p = f(t)
                guard p.x.isFinite, p.y.isFinite else { if inRun { run += 1; inRun = false }; continue }
                x = p.x
                y = .value(PlotField(label: fn.yLabel, value: .number(p.y)))
            }
            inRun = true
            r.x = .value(PlotField(label: fn.xLabel, value: .number(x)))
            r.y = y
            // Each plot, and each unbroken run of it, is its own series.
            let base = template.series.map { "\($0.value.description)|" } ?? ""
            r.series = PlotField(label: "", value: .category("\(base)ƒ\(plot).\(run)"))
            out.append(r)
        }
    }
}
