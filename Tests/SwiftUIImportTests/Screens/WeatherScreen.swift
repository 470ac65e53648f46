import SwiftUI

// A weather screen: gradient sky, big temperature, an hourly strip and a daily list.

struct HourForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

struct WeatherScreen: View {
    let hours = [
        HourForecast(id: 0, hour: "Now", symbol: "sun.max.fill", temperature: 21),
        HourForecast(id: 1, hour: "14", symbol: "sun.max.fill", temperature: 22),
        HourForecast(id: 2, hour: "15", symbol: "cloud.sun.fill", temperature: 22),
        HourForecast(id: 3, hour: "16", symbol: "cloud.fill", temperature: 20),
        HourForecast(id: 4, hour: "17", symbol: "cloud.rain.fill", temperature: 18),
        HourForecast(id: 5, hour: "18", symbol: "cloud.rain.fill", temperature: 17),
    ]

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.25, green: 0.55, blue: 0.9), Color(red: 0.55, green: 0.78, blue: 0.98)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 4) {
                Text("Lisbon").font(.largeTitle)
                Text("21°").font(.system(size: 96, weight: .thin))
                Text("Mostly Sunny").font(.title3)
                Text("H:24°  L:15°").font(.title3)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 22) {
                        ForEach(hours) { hour in
                            VStack(spacing: 10) {
                                Text(hour.hour).font(.subheadline.weight(.medium))
                                Image(systemName: hour.symbol)
                                    .symbolRenderingMode(.multicolor)
                                    .font(.title2)
                                Text("\(hour.temperature)°").font(.title3)
                            }
                        }
                    }
                    .padding()
                }
                .background(Color.white.opacity(0.15))
                .clipShape(RoundedRectangle(cornerRadius: 16))
                .padding()
                Spacer()
            }
            .foregroundColor(.white)
            .padding(.top, 30)
        }
    }
}
