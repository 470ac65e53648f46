import SwiftUI

// The Settings app's first page: grouped sections of rows with coloured icon tiles.

struct SettingsIcon: View {
    let systemName: String
    let color: Color

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: 15, weight: .semibold))
            .foregroundColor(.white)
            .frame(width: 29, height: 29)
            .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
    }
}

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var wifiName = "Home"

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 14) {
                        Circle()
                            .fill(LinearGradient(colors: [.gray.opacity(0.6), .gray], startPoint: .top, endPoint: .bottom))
                            .frame(width: 60, height: 60)
                            .overlay(Text("AL").font(.title2).fontWeight(.medium).foregroundColor(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.title3)
                            Text("Apple Account, iCloud, and more")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section {
                    Toggle(isOn: $airplaneMode) {
                        Label { Text("Airplane Mode") } icon: { SettingsIcon(systemName: "airplane", color: .orange) }
                    }
                    NavigationLink(destination: Text("Wi-Fi")) {
                        LabeledContent {
                            Text(wifiName)
                        } label: {
                            Label { Text("Wi-Fi") } icon: { SettingsIcon(systemName: "wifi", color: .blue) }
                        }
                    }
                    NavigationLink(destination: Text("Bluetooth")) {
                        LabeledContent {
                            Text("On")
                        } label: {
                            Label { Text("Bluetooth") } icon: { SettingsIcon(systemName: "antenna.radiowaves.left.and.right", color: .blue) }
                        }
                    }
                }
                Section {
                    NavigationLink(destination: Text("Notifications")) {
                        Label { Text("Notifications") } icon: { SettingsIcon(systemName: "bell.badge.fill", color: .red) }
                    }
                    NavigationLink(destination: Text("Focus")) {
                        Label { Text("Focus") } icon: { SettingsIcon(systemName: "moon.fill", color: .indigo) }
                    }
                    NavigationLink(destination: Text("Screen Time")) {
                        Label { Text("Screen Time") } icon: { SettingsIcon(systemName: "hourglass", color: .indigo) }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
