import SwiftUI

// A stock-style line chart: a Path through normalised points, a gradient area under it.

struct LineGraph: Shape {
    let values: [Double]
    var closed = false

    func path(in rect: CGRect) -> Path {
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return Path() }
        let step = rect.width / CGFloat(values.count - 1)
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: rect.minX + CGFloat(i) * step,
                    y: rect.maxY - rect.height * CGFloat((values[i] - low) / (high - low)))
        }
        var path = Path()
        path.move(to: point(0))
        for i in 1..<values.count { path.addLine(to: point(i)) }
        if closed {
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
        return path
    }
}

struct LineChartScreen: View {
    let prices: [Double] = [182, 185, 181, 188, 192, 190, 197, 195, 201, 199, 206, 211, 208, 214]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("AAPL").font(.title.bold())
            HStack(alignment: .firstTextBaseline) {
                Text(prices.last!, format: .number.precision(.fractionLength(2)))
                    .font(.system(size: 34, weight: .semibold, design: .rounded))
                Text("+17.58%").font(.headline).foregroundColor(.green)
            }
            ZStack {
                LineGraph(values: prices, closed: true)
                    .fill(LinearGradient(colors: [.green.opacity(0.35), .green.opacity(0)], startPoint: .top, endPoint: .bottom))
                LineGraph(values: prices)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 220)
            .padding(.vertical)
            HStack {
                ForEach(["1D", "1W", "1M", "3M", "1Y", "ALL"], id: \.self) { range in
                    Text(range)
                        .font(.footnote.weight(.semibold))
                        .padding(.vertical, 6)
                        .frame(maxWidth: .infinity)
                        .background(range == "1M" ? Color.green.opacity(0.2) : Color.clear)
                        .clipShape(Capsule())
                }
            }
            Spacer()
        }
        .padding()
    }
}
