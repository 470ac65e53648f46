import Foundation
import EaselCore

/// A bar: from the baseline (or stacked on its neighbours) to its value, or
/// between a start and an end on either axis.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .bar)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = .value(x.field); record.y = .value(y.field)
        record.width = width; record.height = height; record.stacking = stacking
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field); record.height = height
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field); record.width = width
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .range(xStart.field, xEnd.field); record.y = .range(yStart.field, yEnd.field)
    }
    /// A one-dimensional bar along x, as tall as the plot (or `yStart`…`yEnd` in points).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = .value(x.field); record.height = height; record.stacking = stacking; record.fixedY = (yStart, yEnd)
    }
    /// A one-dimensional bar along y, as wide as the plot (or `xStart`…`xEnd` in points).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.y = .value(y.field); record.width = width; record.stacking = stacking; record.fixedX = (xStart, xEnd)
    }
}
