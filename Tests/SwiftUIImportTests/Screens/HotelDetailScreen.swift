import SwiftUI

// A hotel's page from a booking app, map-less, iOS 13–15 style: a hero gradient
// with the name over it, rating stars, an amenities grid, stay details with a
// guests Stepper, and the price with a Reserve button at the bottom.

final class HotelBookingViewModel: ObservableObject {
    @Published var guests = 2
    let name = "Casa do Rio"
    let area = "Alfama, Lisbon"
    let rating = 4.6
    let reviews = 1_284
    let nightly = 164
    let nights = 3
    let amenities = [("wifi", "Free Wi-Fi"), ("cup.and.saucer.fill", "Breakfast"), ("snowflake", "Air con"),
                     ("figure.pool.swim", "Pool"), ("car.fill", "Parking"), ("pawprint.fill", "Pets OK")]
}

struct HotelDetailScreen: View {
    @StateObject private var viewModel = HotelBookingViewModel()

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 18) {
                        ZStack(alignment: .bottomLeading) {
                            LinearGradient(gradient: Gradient(colors: [Color.orange, Color.pink]), startPoint: .top, endPoint: .bottom)
                                .frame(height: 200)
                            VStack(alignment: .leading) {
                                Text(viewModel.name).font(.largeTitle).bold()
                                Text(viewModel.area).font(.subheadline)
                            }
                            .foregroundColor(.white)
                            .padding()
                        }
                        .cornerRadius(16)

                        HStack(spacing: 2) {
                            ForEach(0..<5) { index in
                                Image(systemName: Double(index) + 0.5 <= viewModel.rating ? "star.fill" : "star.leadinghalf.filled")
                                    .foregroundColor(.yellow)
                            }
                            Text(String(format: "%.1f", viewModel.rating)).bold().padding(.leading, 4)
                            Text("(\(viewModel.reviews) reviews)").foregroundColor(.secondary)
                        }
                        .font(.subheadline)

                        Text("Amenities").font(.headline)
                        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), alignment: .leading), count: 3), spacing: 12) {
                            ForEach(viewModel.amenities, id: \.1) { symbol, title in
                                Label(title, systemImage: symbol)
                                    .font(.footnote)
                            }
                        }

                        Text("Your stay").font(.headline)
                        VStack(spacing: 0) {
                            StayRow(title: "Check-in", value: "Fri, Dec 18")
                            Divider()
                            StayRow(title: "Check-out", value: "Mon, Dec 21")
                            Divider()
                            Stepper("Guests: \(viewModel.guests)", value: $viewModel.guests, in: 1...4)
                                .padding(.vertical, 8)
                        }
                        .padding(.horizontal)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                    }
                    .padding()
                }
                HStack {
                    VStack(alignment: .leading) {
                        Text("$\(viewModel.nightly) / night").font(.headline)
                        Text("$\(viewModel.nightly * viewModel.nights) total").font(.caption).foregroundColor(.secondary)
                    }
                    Spacer()
                    Button("Reserve") {}
                        .font(.headline)
                        .foregroundColor(.white)
                        .padding(.horizontal, 28)
                        .padding(.vertical, 12)
                        .background(Capsule().fill(Color.pink))
                }
                .padding()
                .background(Color(.systemBackground).shadow(radius: 2))
            }
            .navigationBarTitle("", displayMode: .inline)
            .navigationBarItems(trailing: HStack(spacing: 16) {
                Button(action: {}) { Image(systemName: "square.and.arrow.up") }
                Button(action: {}) { Image(systemName: "heart") }
            })
        }
    }
}

struct StayRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundColor(.secondary)
        }
        .padding(.vertical, 12)
    }
}

struct HotelDetailScreen_Previews: PreviewProvider {
    static var previews: some View {
        HotelDetailScreen()
    }
}
