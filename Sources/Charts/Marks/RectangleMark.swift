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
    /// Apple: "If `width` is not specified, then 70% of the step size will be used."
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record.x = .value(x.field); record.y = .range(yStart.field, yEnd.field)
        record.width = width == .automatic ? .ratio(Self.intervalRatio) : width
    }
    /// Apple: "If `height` is not specified, then 70% of the step size will be used."
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record.x = .range(xStart.field, xEnd.field); record.y = .value(y.field)
        record.height = height == .automatic ? .ratio(Self.intervalRatio) : height
    }

    // Positions in points: a missing start or end runs to the plot's edge (Apple's documented default).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        record.x = .value(x.field); record.fixedY = (yStart, yEnd)
        record.width = width == .automatic ? .ratio(Self.intervalRatio) : width
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.y = .value(y.field); record.fixedX = (xStart, xEnd)
        record.height = height == .automatic ? .ratio(Self.intervalRatio) : height
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.y = .range(yStart.field, yEnd.field); record.fixedX = (xStart, xEnd)
    }
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .range(xStart.field, xEnd.field); record.fixedY = (yStart, yEnd)
    }
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.fixedX = (xStart, xEnd); record.fixedY = (yStart, yEnd)
    }

    /// The share of its step an interval rectangle takes across (Apple's documented 70 %).
    static let intervalRatio: CGFloat = 0.7
}
