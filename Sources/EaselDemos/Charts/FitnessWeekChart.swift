import Foundation
import Easel
import Charts

/// A week of steps: an area under a smoothed line, points, and the daily goal as a rule.
public struct FitnessWeekChart: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Steps").font(.headline)
            Text("Week of 2 December").font(.subheadline).foregroundStyle(.secondary)
            Chart {
                ForEach(ChartDemoData.week) { day in
                    AreaMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .interpolationMethod(.monotone)
                        .foregroundStyle(LinearGradient(colors: [Color.green.opacity(0.45), Color.green.opacity(0.05)],
                                                         startPoint: .top, endPoint: .bottom))
                    LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .interpolationMethod(.monotone)
                        .foregroundStyle(Color.green)
                        .symbol(.circle)
                }
                RuleMark(y: .value("Goal", ChartDemoData.stepGoal))
                    .foregroundStyle(Color.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Goal 10,000").font(.caption2).foregroundStyle(Color.orange)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .frame(height: 220)
            .padding(.top, 8)
        }
        .padding(16)
    }
}
