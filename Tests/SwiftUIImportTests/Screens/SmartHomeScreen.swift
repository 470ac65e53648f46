import SwiftUI

// A smart-home room: an @Observable model of accessories shown as toggle tiles
// in a two-column grid, with the thermostat as a stepper.

@Observable
final class HomeModel {
    struct Accessory: Identifiable {
        let id = UUID()
        var name: String
        var symbol: String
        var isOn: Bool
        var status: String
    }

    var room = "Living Room"
    var targetTemperature = 21.5
    var currentTemperature = 20.8
    var humidity = 46
    var accessories = [
        Accessory(name: "Ceiling Light", symbol: "lightbulb.fill", isOn: true, status: "80%"),
        Accessory(name: "Desk Lamp", symbol: "lamp.desk.fill", isOn: false, status: "Off"),
        Accessory(name: "Speaker", symbol: "hifispeaker.fill", isOn: true, status: "Playing"),
        Accessory(name: "Front Door", symbol: "lock.fill", isOn: true, status: "Locked"),
        Accessory(name: "Air Purifier", symbol: "wind", isOn: true, status: "Auto"),
        Accessory(name: "TV", symbol: "tv.fill", isOn: false, status: "Off"),
    ]
    var activeCount: Int { accessories.filter(\.isOn).count }
}

struct SmartHomeScreen: View {
    @State private var home = HomeModel()
    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 16) {
                        Label("\(home.currentTemperature, specifier: "%.1f")°", systemImage: "thermometer.medium")
                        Label("\(home.humidity)%", systemImage: "humidity.fill")
                        Label("\(home.activeCount) on", systemImage: "power")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    VStack(alignment: .leading, spacing: 8) {
                        Text("Thermostat").font(.headline)
                        Stepper(value: $home.targetTemperature, in: 16...28, step: 0.5) {
                            HStack(alignment: .firstTextBaseline, spacing: 4) {
                                Text("\(home.targetTemperature, specifier: "%.1f")")
                                    .font(.system(size: 34, weight: .semibold, design: .rounded))
                                    .monospacedDigit()
                                Text("°C").foregroundStyle(.secondary)
                            }
                        }
                        Text("Heating to \(home.targetTemperature, specifier: "%.1f")°")
                            .font(.footnote)
                            .foregroundStyle(.orange)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    Text("Accessories").font(.headline)
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach($home.accessories) { $accessory in
                            AccessoryTile(accessory: $accessory)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(home.room)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

struct AccessoryTile: View {
    @Binding var accessory: HomeModel.Accessory

    var body: some View {
        Button {
            accessory.isOn.toggle()
        } label: {
            VStack(alignment: .leading, spacing: 10) {
                Image(systemName: accessory.symbol)
                    .font(.title2)
                    .foregroundStyle(accessory.isOn ? Color.yellow : Color.secondary)
                VStack(alignment: .leading, spacing: 2) {
                    Text(accessory.name).font(.subheadline.weight(.semibold))
                    Text(accessory.status).font(.caption).foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(
                RoundedRectangle(cornerRadius: 16)
                    .fill(accessory.isOn ? Color(.systemBackground) : Color(.secondarySystemBackground))
                    .shadow(color: .black.opacity(accessory.isOn ? 0.12 : 0), radius: 6, y: 2)
            )
        }
        .buttonStyle(.plain)
    }
}

struct SmartHomeScreen_Previews: PreviewProvider {
    static var previews: some View {
        SmartHomeScreen()
    }
}
