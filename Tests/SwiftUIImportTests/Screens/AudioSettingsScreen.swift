import SwiftUI

// Sound settings with every kind of Slider: value labels, steps, the iOS 13
// label-last spelling, and a tinted one.

struct AudioSettingsScreen: View {
    @State private var volume = 0.6
    @State private var balance = 0.5
    @State private var bass = 3.0
    @State private var speed = 1.0

    var body: some View {
        NavigationStack {
            Form {
                Section("Volume") {
                    Slider(value: $volume) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.wave.1")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                }
                Section {
                    Slider(value: $balance, in: 0...1, onEditingChanged: { _ in },
                           minimumValueLabel: Text("L"), maximumValueLabel: Text("R")) {
                        Text("Balance")
                    }
                } header: {
                    Text("Balance")
                }
                Section {
                    VStack(alignment: .leading) {
                        LabeledContent("Bass", value: bass, format: .number.precision(.fractionLength(0)))
                        Slider(value: $bass, in: -6...6, step: 1) { Text("Bass") }
                            .tint(.orange)
                    }
                    VStack(alignment: .leading) {
                        Text("Playback speed \(speed, specifier: "%.2f")×")
                        Slider(value: $speed, in: 0.5...2, step: 0.25)
                    }
                } header: {
                    Text("Equalizer")
                } footer: {
                    Text("Changes apply to headphones and speakers.")
                }
            }
            .navigationTitle("Sound")
        }
    }
}
