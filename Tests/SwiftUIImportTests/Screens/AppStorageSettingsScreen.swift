import SwiftUI

// Settings backed by @AppStorage: a fresh device draws every default.

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct AppStorageSettingsScreen: View {
    @AppStorage("easel.demo.notifications") private var notifications = true
    @AppStorage("easel.demo.sounds") private var sounds = false
    @AppStorage("easel.demo.theme") private var theme = AppTheme.system
    @AppStorage("easel.demo.fontSize") private var fontSize = 17.0
    @AppStorage("easel.demo.displayName") private var displayName = "Taylor"
    @AppStorage("easel.demo.launchCount") private var launchCount = 12

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Display name", text: $displayName)
                    LabeledContent("Launches", value: launchCount, format: .number)
                } header: {
                    Text("Profile")
                }
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in Text(theme.title).tag(theme) }
                    }
                    VStack(alignment: .leading) {
                        Text("Text size: \(Int(fontSize)) pt")
                        Slider(value: $fontSize, in: 12...28, step: 1) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size").font(.caption)
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size").font(.title3)
                        }
                    }
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("Settings are saved on this device.")
                }
                Section {
                    Button("Reset All Settings", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}
