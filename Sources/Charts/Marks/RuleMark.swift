import Foundation
import EaselCore

/// A straight line across the plot at a value (a goal, an average), or between two values.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rule)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    /// A vertical rule the plot's height (or `yStart`…`yEnd` points from the top).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .value(x.field); record.fixedY = (yStart, yEnd)
    }
    /// A horizontal rule the plot's width (or `xStart`…`xEnd` points from the leading edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = .value(y.field); record.fixedX = (xStart, xEnd)
    }
    /// A vertical rule between two y values at `x` points from the leading edge
    /// (Apple: "If `x` is `nil`, the rule will be centered horizontally").
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.y = .range(yStart.field, yEnd.field); record.fixedX = (x, x)
    }
    /// A horizontal rule between two x values at `y` points from the top (centred when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = .range(xStart.field, xEnd.field); record.fixedY = (y, y)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field)
    }
}
