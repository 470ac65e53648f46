import SwiftUI
import UIKit

// An iOS 13–16 settings "About" page: device facts from UIDevice and UIScreen, a link
// to the app's page in Settings, and iOS-only code that Linux compiles out.

struct AboutDeviceScreen: View {
    private let device = UIDevice.current
    private let screen = UIScreen.main

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Device")) {
                    row("Model", device.model)
                    row("System", "\(device.systemName) \(device.systemVersion)")
                    row("Idiom", device.userInterfaceIdiom == .pad ? "iPad" : "iPhone")
                }
                Section(header: Text("Screen")) {
                    row("Size", "\(Int(screen.bounds.width)) × \(Int(screen.bounds.height)) pt")
                    row("Scale", "@\(Int(screen.scale))x")
                    row("Pixels", "\(Int(screen.nativeBounds.width)) × \(Int(screen.nativeBounds.height))")
                }
                Section {
                    Button("Open Settings") {
                        if let url = URL(string: UIApplication.openSettingsURLString) {
                            UIApplication.shared.open(url)
                        }
                    }
                    #if os(iOS)
                    Text("Only on iOS: haptics and the share sheet")
                    #endif
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle(Text("About"))
        }
    }

    private func row(_ title: String, _ value: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundColor(.secondary)
        }
    }
}
