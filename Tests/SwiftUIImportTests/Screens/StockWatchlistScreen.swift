import SwiftUI

// A stock watchlist: each row has the symbol and name, a sparkline of the day,
// the price and a coloured change badge; a segmented picker chooses what the
// badge shows.

struct Quote: Identifiable {
    let id: String
    let name: String
    let price: Double
    let change: Double
    let points: [Double]

    var changePercent: Double { change / (price - change) * 100 }
}

@Observable
final class WatchlistModel {
    enum BadgeMode: String, CaseIterable { case percent = "%", points = "Points" }
    var badgeMode = BadgeMode.percent
    var quotes = [
        Quote(id: "AAPL", name: "Apple Inc.", price: 231.42, change: 2.87, points: [2, 3, 2.5, 4, 3.8, 5, 5.6, 6]),
        Quote(id: "MSFT", name: "Microsoft Corp.", price: 418.05, change: -3.12, points: [6, 5.5, 5.8, 4.9, 4.2, 4.5, 3.6, 3.1]),
        Quote(id: "NVDA", name: "NVIDIA Corp.", price: 126.60, change: 4.05, points: [1, 2, 1.6, 3, 4.4, 4.1, 5.2, 6.4]),
        Quote(id: "AMZN", name: "Amazon.com, Inc.", price: 186.51, change: -0.74, points: [4, 4.3, 3.9, 4.1, 3.6, 3.8, 3.5, 3.4]),
        Quote(id: "SHOP", name: "Shopify Inc.", price: 78.13, change: 1.21, points: [3, 2.6, 3.1, 3.4, 3.2, 3.9, 4.2, 4.5]),
    ]
}

struct StockWatchlistScreen: View {
    @State private var model = WatchlistModel()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker("Change", selection: $model.badgeMode) {
                        ForEach(WatchlistModel.BadgeMode.allCases, id: \.self) { mode in
                            Text(mode.rawValue).tag(mode)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    ForEach(model.quotes) { quote in
                        QuoteRow(quote: quote, mode: model.badgeMode)
                    }
                } header: {
                    Text("My Symbols")
                } footer: {
                    Text("Quotes delayed by 15 minutes.")
                }
            }
            .navigationTitle("Stocks")
        }
    }
}

struct QuoteRow: View {
    let quote: Quote
    let mode: WatchlistModel.BadgeMode

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(quote.id).font(.headline)
                Text(quote.name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Sparkline(points: quote.points)
                .stroke(quote.change >= 0 ? Color.green : Color.red, lineWidth: 1.5)
                .frame(width: 64, height: 28)
            VStack(alignment: .trailing, spacing: 4) {
                Text(quote.price, format: .number.precision(.fractionLength(2)))
                    .font(.body.monospacedDigit())
                Text(badge)
                    .font(.caption.weight(.semibold).monospacedDigit())
                    .foregroundStyle(.white)
                    .frame(minWidth: 64, alignment: .trailing)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(quote.change >= 0 ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 5))
            }
        }
    }

    private var badge: String {
        switch mode {
        case .percent: String(format: "%+.2f%%", quote.changePercent)
        case .points: String(format: "%+.2f", quote.change)
        }
    }
}

struct Sparkline: Shape {
    let points: [Double]

    func path(in rect: CGRect) -> Path {
        guard let low = points.min(), let high = points.max(), points.count > 1 else { return Path() }
        let range = max(high - low, 0.0001)
        var path = Path()
        for (index, value) in points.enumerated() {
            let x = rect.minX + rect.width * CGFloat(index) / CGFloat(points.count - 1)
            let y = rect.maxY - rect.height * CGFloat((value - low) / range)
            if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

struct StockWatchlistScreen_Previews: PreviewProvider {
    static var previews: some View {
        StockWatchlistScreen()
    }
}
