import Foundation
import EaselCore

/// A slice of a pie or donut: its angle is its value's share of the total.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .sector)
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record.angle = angle.field; record.innerRadius = innerRadius; record.outerRadius = outerRadius
        record.angularInset = angularInset
    }
}
