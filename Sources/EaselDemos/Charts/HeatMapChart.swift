import Foundation
import Easel
import Charts

/// Visits by weekday and hour as a grid of rectangles coloured on a continuous scale.
public struct HeatMapChart: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Store visits by hour").font(.headline)
            Chart(ChartDemoData.visits) { cell in
                RectangleMark(x: .value("Hour", cell.hour), y: .value("Day", cell.weekday), width: .ratio(0.94), height: .ratio(0.9))
                    .foregroundStyle(by: .value("Visits", cell.visits))
                    .cornerRadius(3)
            }
            .chartForegroundStyleScale(range: Gradient(colors: [Color.yellow.opacity(0.25), Color.orange, Color.red]))
            .frame(height: 260)
        }
        .padding(16)
    }
}
