import Foundation
import EaselCore

/// The area under a line (stacked like bars), or between a start and an end.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .area)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = .value(x.field); record.y = .value(y.field); record.stacking = stacking
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        record.x = .value(x.field); record.y = .value(y.field); record.series = series.field; record.stacking = stacking
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field); record.series = series.field
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field); record.series = series.field
    }
}
