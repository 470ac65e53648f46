import SwiftUI

// A weekly bar chart drawn with Shapes: bars scaled to the maximum, gridlines, labels.

struct BarShape: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let height = rect.height * fraction
        let bar = CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
        return Path(roundedRect: bar, cornerRadius: min(6, rect.width / 2))
    }
}

struct GridLines: Shape {
    let count: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for i in 0...count {
            let y = rect.minY + rect.height * CGFloat(i) / CGFloat(count)
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

struct BarChartScreen: View {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let steps: [Double] = [6_200, 8_900, 4_300, 10_400, 7_700, 12_100, 3_800]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Steps").font(.largeTitle.bold())
            Text("Daily average: \(Int(steps.reduce(0, +) / Double(steps.count)))")
                .foregroundColor(.secondary)
            ZStack {
                GridLines(count: 4)
                    .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                HStack(alignment: .bottom, spacing: 12) {
                    ForEach(days.indices, id: \.self) { i in
                        BarShape(fraction: steps[i] / (steps.max() ?? 1))
                            .fill(steps[i] >= 10_000 ? Color.green : Color.blue)
                    }
                }
                .padding(.horizontal, 6)
            }
            .frame(height: 240)
            HStack(spacing: 12) {
                ForEach(days, id: \.self) { day in
                    Text(day).font(.caption).frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal, 6)
            Spacer()
        }
        .padding()
    }
}
