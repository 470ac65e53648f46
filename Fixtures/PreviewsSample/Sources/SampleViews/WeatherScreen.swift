import Easel

/// A whole screen: today's weather over the week's forecast.
public struct WeatherScreen: View {
    public init() {}
    let days = [("Mon", "sun.max.fill", 21), ("Tue", "cloud.sun.fill", 18), ("Wed", "cloud.rain.fill", 14),
                ("Thu", "cloud.fill", 16), ("Fri", "sun.max.fill", 23)]

    public var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text("Lisbon").font(.largeTitle.bold())
                Text("21°").font(.system(size: 72, weight: .thin))
                Text("Sunny").font(.title3).foregroundColor(.secondary)
            }
            HStack(spacing: 20) {
                ForEach(days, id: \.0) { day in
                    VStack(spacing: 8) {
                        Text(day.0).font(.caption)
                        Image(systemName: day.1).font(.title2).foregroundColor(.orange)
                        Text("\(day.2)°").font(.callout)
                    }
                }
            }
            Spacer()
        }
        .padding(.top, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// The default layout is the preview device's whole screen (iPhone 15 Pro).
#Preview {
    WeatherScreen()
}

#Preview("Landscape", traits: .landscapeLeft) {
    WeatherScreen()
}
