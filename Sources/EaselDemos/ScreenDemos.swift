import Easel

/// App screens on a device canvas: List, Sections, navigation bar.
public enum ScreenDemos {
    public static var all: [Demo] {
        let phone = Device.iPhone15Pro
        /// One screen in light and dark mode, right to left, and at the
        /// accessibility3 Dynamic Type size (body text 40 pt instead of 17).
        func variants<V: View>(_ name: String, legacyLightName: String? = nil,
                               @ViewBuilder _ screen: @escaping () -> V) -> [Demo] {
            var demos = [Demo(legacyLightName ?? "\(name)-light", size: ProposedViewSize(phone.size), scale: phone.scale) {
                DeviceScreen(phone) { screen() }
            }]
            demos.append(Demo("\(name)-dark", size: ProposedViewSize(phone.size), scale: phone.scale,
                              configure: { $0.colorScheme = .dark }) { DeviceScreen(phone) { screen() } })
            demos.append(Demo("\(name)-rtl", size: ProposedViewSize(phone.size), scale: phone.scale,
                              configure: { $0.layoutDirection = .rightToLeft }) { DeviceScreen(phone) { screen() } })
            demos.append(Demo("\(name)-ax3", size: ProposedViewSize(phone.size), scale: phone.scale,
                              configure: { $0.dynamicTypeSize = .accessibility3 }) { DeviceScreen(phone) { screen() } })
            return demos
        }
        return variants("settings") { SettingsScreen() }
            + variants("profile-tabs", legacyLightName: "profile-tabs") { ProfileTabs() }
            + variants("todo") { ToDoScreen() }
            + variants("login") { LoginFormScreen() }
    }
}

/// A Settings-style screen written as an iOS developer writes one.
struct SettingsScreen: View {
    @State private var query = ""
    @State private var airplaneMode = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink { EmptyView() } label: {
                        HStack(spacing: 12) {
                            Circle().fill(Color.gray.opacity(0.5)).frame(width: 60, height: 60)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Jane Appleseed").font(.title2)
                                Text("Apple ID, iCloud+, Media & Purchases").font(.footnote)
                            }
                        }
                        .padding(.vertical, 2)
                    }
                }
                Section {
                    Toggle(isOn: $airplaneMode) { SettingsRow(color: .orange, symbol: "airplane", title: "Airplane Mode") }
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .blue, symbol: "wifi", title: "Wi-Fi", value: "Home") }
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .blue, symbol: "antenna.radiowaves.left.and.right", title: "Bluetooth", value: "On") }
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .green, symbol: "antenna.radiowaves.left.and.right", title: "Cellular") }
                }
                Section {
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .red, symbol: "bell.badge.fill", title: "Notifications") }
                        .badge(3)
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .pink, symbol: "speaker.wave.2.fill", title: "Sounds & Haptics") }
                    NavigationLink { EmptyView() } label: { SettingsRow(color: .indigo, symbol: "moon.fill", title: "Focus") }
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Allow notifications on the Lock Screen and in Notification Center.")
                }
            }
            .navigationTitle("Settings")
            .searchable(text: $query)
        }
    }
}

/// The icon tile, the title and the current value, as Settings draws them.
struct SettingsRow: View {
    let color: Color
    let symbol: String
    let title: String
    var value: String? = nil

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: symbol).font(.system(size: 16, weight: .semibold)).foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
            Spacer()
            if let value { Text(value).foregroundStyle(.secondary) }
        }
    }
}

/// A tab app whose first tab is a profile in a navigation stack, with a
/// toolbar button.
struct ProfileTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section {
                        HStack(spacing: 16) {
                            Circle().fill(Color.teal).frame(width: 64, height: 64)
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Ada Lovelace").font(.headline)
                                Text("ada@example.com").foregroundStyle(.secondary)
                            }
                        }
                    }
                    Section("Account") {
                        NavigationLink("Personal Information") { EmptyView() }
                        NavigationLink("Password & Security") { EmptyView() }
                        NavigationLink("Payment") { EmptyView() }
                    }
                    Section {
                        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                            Text("Export Data")
                            Text("Delete Account").foregroundStyle(.red)
                        }
                    }
                }
                .navigationTitle("Profile")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
            }
            .tabItem { Label("Profile", systemImage: "person.crop.circle") }
            Text("Feed").tabItem { Label("Feed", systemImage: "newspaper") }
            Text("Messages").tabItem { Label("Messages", systemImage: "message") }
        }
    }
}
