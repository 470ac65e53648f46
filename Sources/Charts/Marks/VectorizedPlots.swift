import Foundation
import EaselCore

/// iOS 18's vectorized plots: a whole collection as one piece of content, its
/// channels key paths into the elements. Each element becomes a mark record,
/// so they draw exactly as the equivalent `ForEach` of marks.
public struct PlottableProjection<Element, Value: Plottable> {
    let label: String
    let read: (Element) -> PlotField
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(label: label) { PlotField(label: label, value: plotValue($0[keyPath: keyPath])) }
    }
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>, unit: Calendar.Component,
                             calendar: Calendar = chartCalendar) -> PlottableProjection<Element, Value> where Value == Date {
        PlottableProjection(label: label) { PlotField(label: label, value: plotValue($0[keyPath: keyPath]), unit: unit, calendar: calendar) }
    }
}

/// Which mark a vectorized plot draws (a type, so each plot has its own initialisers).
public protocol VectorizedPlotKind { static var markKind: MarkKindName { get } }
public struct MarkKindName { let kind: MarkKind }
public enum BarPlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .bar) } }
public enum LinePlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .line) } }
public enum AreaPlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .area) } }
public enum PointPlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .point) } }
public enum RectanglePlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .rectangle) } }
public enum RulePlotKind: VectorizedPlotKind { public static var markKind: MarkKindName { MarkKindName(kind: .rule) } }

/// Content over a collection whose per-element encodings take projections.
public struct VectorizedPlot<Kind: VectorizedPlotKind, Data: RandomAccessCollection>: ChartContent, PrimitiveChartContent {
    let data: Data
    var kind: MarkKind { Kind.markKind.kind }
    var channels: [(inout MarkRecord, Data.Element) -> Void]
    public var body: Never { primitiveChartBody() }

    init(_ data: Data, _ first: @escaping (inout MarkRecord, Data.Element) -> Void) {
        self.data = data; channels = [first]
    }

    func collect(into records: inout [MarkRecord]) {
        records.reserveCapacity(records.count + data.count)
        for element in data {
            var r = MarkRecord(kind: kind)
            for c in channels { c(&r, element) }
            records.append(r)
        }
    }

    func adding(_ c: @escaping (inout MarkRecord, Data.Element) -> Void) -> VectorizedPlot {
        var p = self
        p.channels.append(c)
        return p
    }

    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> VectorizedPlot {
        adding { $0.styleBy = value.read($1) }
    }
    public func symbol<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> VectorizedPlot {
        adding { $0.symbolBy = value.read($1) }
    }
    public func position<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> VectorizedPlot {
        adding { $0.positionBy = value.read($1) }
    }
}

public typealias BarPlot<Data: RandomAccessCollection> = VectorizedPlot<BarPlotKind, Data>
public typealias LinePlot<Data: RandomAccessCollection> = VectorizedPlot<LinePlotKind, Data>
public typealias AreaPlot<Data: RandomAccessCollection> = VectorizedPlot<AreaPlotKind, Data>
public typealias PointPlot<Data: RandomAccessCollection> = VectorizedPlot<PointPlotKind, Data>
public typealias RectanglePlot<Data: RandomAccessCollection> = VectorizedPlot<RectanglePlotKind, Data>
public typealias RulePlot<Data: RandomAccessCollection> = VectorizedPlot<RulePlotKind, Data>

extension VectorizedPlot {
    /// x and y of every element (bars, lines, areas, points, rectangles).
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>) {
        self.init(data) { r, e in r.x = .value(x.read(e)); r.y = .value(y.read(e)) }
    }
    /// Lines or areas split into series by a field.
    public init<X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                          y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>) {
        self.init(data) { r, e in r.x = .value(x.read(e)); r.y = .value(y.read(e)); r.series = series.read(e) }
    }
    /// Ranges on y (range bars, bands between two values).
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>) {
        self.init(data) { r, e in r.x = .value(x.read(e)); r.y = .range(yStart.read(e), yEnd.read(e)) }
    }
}

extension VectorizedPlot where Kind == RulePlotKind {
    /// Horizontal rules at each element's y.
    public init<Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>) {
        self.init(data) { r, e in r.y = .value(y.read(e)) }
    }
    /// Vertical rules at each element's x.
    public init<X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>) {
        self.init(data) { r, e in r.x = .value(x.read(e)) }
    }
}

/// Plain styles on a plot apply to every element.
extension VectorizedPlot {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> VectorizedPlot {
        let s = AnyShapeStyle(style)
        return adding { r, _ in r.style = s }
    }
    public func symbolSize(_ size: CGFloat) -> VectorizedPlot { adding { r, _ in r.symbolSize = size } }
    public func lineStyle(_ style: StrokeStyle) -> VectorizedPlot { adding { r, _ in r.lineStyle = style } }
    public func interpolationMethod(_ m: InterpolationMethod) -> VectorizedPlot { adding { r, _ in r.interpolation = m } }
    public func opacity(_ o: Double) -> VectorizedPlot { adding { r, _ in r.opacity *= o } }
}
