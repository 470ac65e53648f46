import Foundation
import Easel
import Charts

/// Monthly spending as a donut with the total in its hole.
public struct DonutChart: View {
    public init() {}
    var total: Double { ChartDemoData.spending.map(\.amount).reduce(0, +) }
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Spending in November").font(.headline)
            Chart(ChartDemoData.spending) { slice in
                SectorMark(angle: .value("Amount", slice.amount), innerRadius: .ratio(0.62), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Category", slice.name))
            }
            .chartLegend(position: .bottom, alignment: .center)
            .chartBackground { proxy in
                VStack(spacing: 2) {
                    Text("Total").font(.caption).foregroundStyle(.secondary)
                    Text(total, format: .currency(code: "USD").precision(.fractionLength(0))).font(.title2.bold())
                }
            }
            .frame(height: 260)
        }
        .padding(16)
    }
}
