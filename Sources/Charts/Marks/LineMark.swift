import Foundation
import EaselCore

/// A point on a line: consecutive marks of one series (same `series:` or the
/// same `foregroundStyle(by:)` value) are joined in the order given.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .line)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .value(x.field); record.y = .value(y.field)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = .value(x.field); record.y = .value(y.field); record.series = series.field
    }
}
