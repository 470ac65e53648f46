import Foundation
import Easel
import Charts

/// Units by month stacked by product, and revenue by quarter grouped by region.
public struct SalesDashboardChart: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Units sold").font(.headline)
            Chart(ChartDemoData.monthlySales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .frame(height: 200)
            Text("Revenue by region (k$)").font(.headline)
            Chart(ChartDemoData.regionSales) { sale in
                BarMark(x: .value("Quarter", sale.quarter), y: .value("Revenue", sale.revenue))
                    .foregroundStyle(by: .value("Region", sale.region))
                    .position(by: .value("Region", sale.region))
                    .cornerRadius(3)
            }
            .chartForegroundStyleScale(["North": Color.indigo, "South": Color.teal, "West": Color.orange])
            .frame(height: 200)
        }
        .padding(16)
    }
}
