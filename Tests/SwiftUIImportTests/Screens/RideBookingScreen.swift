import SwiftUI

// A ride-hailing screen: a map placeholder behind a bottom sheet of ride options.

struct RideOption: Identifiable {
    let id: String
    let seats: Int
    let eta: Int
    let price: Double
    let symbol: String
}

struct RideBookingScreen: View {
    @State private var chosen = "Comfort"
    let options = [
        RideOption(id: "Economy", seats: 4, eta: 3, price: 12.4, symbol: "car.fill"),
        RideOption(id: "Comfort", seats: 4, eta: 5, price: 16.9, symbol: "car.side.fill"),
        RideOption(id: "XL", seats: 6, eta: 8, price: 22.0, symbol: "bus.fill"),
    ]

    var body: some View {
        ZStack(alignment: .bottom) {
            Color(red: 0.88, green: 0.93, blue: 0.88)
                .overlay(
                    Path { path in
                        path.move(to: CGPoint(x: 40, y: 600))
                        path.addCurve(to: CGPoint(x: 330, y: 140), control1: CGPoint(x: 300, y: 520), control2: CGPoint(x: 60, y: 260))
                    }
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                )
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                Capsule().fill(Color.gray.opacity(0.4)).frame(width: 36, height: 5).frame(maxWidth: .infinity)
                Text("Choose a ride").font(.title3.bold())
                ForEach(options) { option in
                    HStack(spacing: 14) {
                        Image(systemName: option.symbol).font(.title2).frame(width: 44)
                        VStack(alignment: .leading) {
                            Text(option.id).font(.headline)
                            Text("\(option.eta) min away · \(option.seats) seats").font(.caption).foregroundColor(.secondary)
                        }
                        Spacer()
                        Text(option.price, format: .currency(code: "USD")).font(.headline)
                    }
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 12).stroke(option.id == chosen ? Color.primary : .clear, lineWidth: 2))
                }
                Button("Confirm \(chosen)") {}
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.black)
                    .foregroundColor(.white)
                    .cornerRadius(12)
            }
            .padding()
            .background(Color(.systemBackground))
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20))
            .shadow(color: .black.opacity(0.15), radius: 10)
        }
    }
}
