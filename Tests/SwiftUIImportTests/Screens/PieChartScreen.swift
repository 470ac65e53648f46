import SwiftUI

// A donut chart of spending categories, each slice its own Shape with angles, and a legend.

struct Slice: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: start - .degrees(90), endAngle: end - .degrees(90), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Category: Identifiable {
    let name: String
    let amount: Double
    let color: Color
    var id: String { name }
}

struct PieChartScreen: View {
    let categories = [
        Category(name: "Housing", amount: 1_450, color: .blue),
        Category(name: "Food", amount: 620, color: .orange),
        Category(name: "Transport", amount: 310, color: .green),
        Category(name: "Fun", amount: 240, color: .pink),
        Category(name: "Other", amount: 180, color: .gray),
    ]

    var total: Double { categories.map(\.amount).reduce(0, +) }

    func angles(_ index: Int) -> (Angle, Angle) {
        let before = categories[..<index].map(\.amount).reduce(0, +)
        return (.degrees(before / total * 360), .degrees((before + categories[index].amount) / total * 360))
    }

    var body: some View {
        VStack(spacing: 28) {
            Text("October Spending").font(.title2.bold())
            ZStack {
                ForEach(categories.indices, id: \.self) { i in
                    Slice(start: angles(i).0, end: angles(i).1).fill(categories[i].color)
                }
                Circle().fill(Color(.systemBackground)).frame(width: 140, height: 140)
                VStack {
                    Text("Total").font(.caption).foregroundColor(.secondary)
                    Text(total, format: .currency(code: "USD").precision(.fractionLength(0))).font(.title3.bold())
                }
            }
            .frame(width: 240, height: 240)
            VStack(spacing: 10) {
                ForEach(categories) { category in
                    HStack {
                        Circle().fill(category.color).frame(width: 10, height: 10)
                        Text(category.name)
                        Spacer()
                        Text(category.amount, format: .currency(code: "USD")).foregroundStyle(.secondary)
                    }
                }
            }
            .padding(.horizontal, 32)
            Spacer()
        }
        .padding(.top)
    }
}
