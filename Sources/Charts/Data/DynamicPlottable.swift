import Foundation
import EaselCore

/// A `PlotValue` is itself plottable, so values whose type is known only at run
/// time (a scene file's records) go through the same marks as typed Swift data.
extension PlotValue: Plottable {
    public var primitivePlottable: PlotValue { self }
    public init?(primitivePlottable: PlotValue) { self = primitivePlottable }
}

extension PlottableValue where Value == PlotValue {
    /// A run-time value; a date with a unit spans that unit, as `.value(_:_:unit:)` does.
    public static func value(_ label: String, _ value: PlotValue, unit: Calendar.Component?) -> PlottableValue<PlotValue> {
        PlottableValue(label: label, value: value, unit: unit, calendar: chartCalendar)
    }
}

/// Marks in a list, for content assembled at run time (the scene reader's `marks:`).
public struct ChartContentList: ChartContent, PrimitiveChartContent {
    let items: [any ChartContent]
    public init(_ items: [any ChartContent]) { self.items = items }
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) {
        // A record per item at least: records are large, and a scene's 1,000 points
        // grew the array (copying every record so far) ten times.
        records.reserveCapacity(records.count + items.count)
        for item in items { collectMarks(item, into: &records) }
    }
}
