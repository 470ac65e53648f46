import SwiftUI

// Last night's sleep as health apps summarize it: total time asleep, a bar of the
// stages in proportion, a legend with durations and a few metric cards.

struct SleepStage: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let color: Color
}

@Observable
final class SleepSummary {
    var stages = [
        SleepStage(name: "Awake", minutes: 18, color: .orange),
        SleepStage(name: "REM", minutes: 104, color: .cyan),
        SleepStage(name: "Core", minutes: 236, color: .blue),
        SleepStage(name: "Deep", minutes: 71, color: .indigo),
    ]
    var goalMinutes = 480
    var heartRate = 54
    var respiratoryRate = 14.5
    var asleepMinutes: Int { stages.filter { $0.name != "Awake" }.reduce(0) { $0 + $1.minutes } }
    var totalMinutes: Int { stages.reduce(0) { $0 + $1.minutes } }
}

struct SleepSummaryScreen: View {
    @State private var summary = SleepSummary()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("TIME ASLEEP").font(.caption.weight(.semibold)).foregroundStyle(.secondary)
                        HStack(alignment: .firstTextBaseline, spacing: 2) {
                            Text("\(summary.asleepMinutes / 60)").font(.system(size: 44, weight: .bold, design: .rounded))
                            Text("hr").font(.title3).foregroundStyle(.secondary)
                            Text("\(summary.asleepMinutes % 60)").font(.system(size: 44, weight: .bold, design: .rounded))
                            Text("min").font(.title3).foregroundStyle(.secondary)
                        }
                        Text("11:42 PM – 7:11 AM").font(.subheadline).foregroundStyle(.secondary)
                    }

                    GeometryReader { proxy in
                        HStack(spacing: 2) {
                            ForEach(summary.stages) { stage in
                                RoundedRectangle(cornerRadius: 4)
                                    .fill(stage.color)
                                    .frame(width: max(0, (proxy.size.width - 6) * CGFloat(stage.minutes) / CGFloat(summary.totalMinutes)))
                            }
                        }
                    }
                    .frame(height: 28)

                    VStack(spacing: 10) {
                        ForEach(summary.stages) { stage in
                            HStack {
                                Circle().fill(stage.color).frame(width: 10, height: 10)
                                Text(stage.name)
                                Spacer()
                                Text("\(stage.minutes / 60)h \(stage.minutes % 60)m")
                                    .monospacedDigit()
                                    .foregroundStyle(.secondary)
                            }
                            .font(.subheadline)
                        }
                    }

                    HStack(spacing: 12) {
                        SleepMetricCard(title: "Sleep Goal", value: "\(summary.asleepMinutes * 100 / summary.goalMinutes)%", symbol: "bed.double.fill", tint: .teal)
                        SleepMetricCard(title: "Heart Rate", value: "\(summary.heartRate) bpm", symbol: "heart.fill", tint: .pink)
                    }
                    SleepMetricCard(title: "Respiratory Rate", value: "\(summary.respiratoryRate) br/min", symbol: "wind", tint: .mint)
                }
                .padding()
            }
            .navigationTitle("Sleep")
        }
    }
}

struct SleepMetricCard: View {
    let title: String
    let value: String
    let symbol: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            Text(value).font(.title2.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct SleepSummaryScreen_Previews: PreviewProvider {
    static var previews: some View {
        SleepSummaryScreen()
    }
}
