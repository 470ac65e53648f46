import Foundation
import EaselCore

/// A rectangle: a cell of a heat map (`x`, `y` in bands), or a region between values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rectangle)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = .value(x.field); record.y = .value(y.field); record.width = width; record.height = height
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .range(xStart.field, xEnd.field); record.y = .range(yStart.field, yEnd.field)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field); record.width = width
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field); record.height = height
    }
}
