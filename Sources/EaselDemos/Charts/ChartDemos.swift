import Easel

/// The Swift Charts demos, each in light and dark.
public enum ChartDemos {
    static func pair<V: View>(_ name: String, height: CGFloat? = nil, _ view: @escaping () -> V) -> [Demo] {
        [Demo("chart-\(name)", size: ProposedViewSize(width: 390, height: height)) { view().background(Color.white) },
         Demo("chart-\(name)-dark", size: ProposedViewSize(width: 390, height: height), configure: { $0.colorScheme = .dark }) {
             view().background(Color.black)
         }]
    }
    public static var all: [Demo] {
        pair("sales-dashboard") { SalesDashboardChart() } + pair("fitness-week") { FitnessWeekChart() }
            + pair("donut") { DonutChart() } + pair("heat-map") { HeatMapChart() }
    }
}
