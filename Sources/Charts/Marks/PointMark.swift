import Foundation
import EaselCore

/// A symbol at a position (a circle by default).
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .point)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .value(x.field); record.y = .value(y.field)
    }
    /// One-dimensional: points along x, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) { record.x = .value(x.field); record.fixedY = (y, y) }
    /// One-dimensional: points along y, centred horizontally (or at `x` points).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) { record.y = .value(y.field); record.fixedX = (x, x) }
}
