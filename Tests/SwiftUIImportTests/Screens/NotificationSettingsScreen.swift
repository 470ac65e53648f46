import SwiftUI
import Combine
import UIKit

// An iOS 13-style settings form backed by a store that saves with a debounce on the
// main run loop, and a button to the app's page in Settings.

final class NotificationSettingsStore: ObservableObject {
    @Published var dailyDigest = true
    @Published var mentions = true
    @Published var quietHours = false
    @Published private(set) var saves = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest3($dailyDigest, $mentions, $quietHours)
            .dropFirst()
            .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
            .sink { [weak self] _ in self?.saves += 1 }
            .store(in: &cancellables)
    }
}

struct NotificationSettingsScreen: View {
    @ObservedObject var store = NotificationSettingsStore()

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Notifications"), footer: Text("Quiet hours silence everything from 22:00 to 7:00.")) {
                    Toggle("Daily digest", isOn: $store.dailyDigest)
                    Toggle("Mentions", isOn: $store.mentions)
                    Toggle("Quiet hours", isOn: $store.quietHours)
                }
                Section {
                    Button(action: {
                        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
                        UIApplication.shared.open(url, options: [:], completionHandler: nil)
                    }) {
                        HStack {
                            Image(systemName: "gear")
                            Text("System notification settings")
                        }
                    }
                }
            }
            .navigationBarTitle(Text("Settings"), displayMode: .inline)
        }
    }
}
