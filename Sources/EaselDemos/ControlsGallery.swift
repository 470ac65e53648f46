import Foundation
import Easel

/// Every iOS control Easel draws, as a settings-like column, in light and dark.
public enum ControlsGallery {
    public static var all: [Demo] {
        [Demo("controls-gallery", size: ProposedViewSize(width: 390, height: nil)) { Gallery().background(Color.white) },
         Demo("controls-gallery-dark", size: ProposedViewSize(width: 390, height: nil), configure: { $0.colorScheme = .dark }) {
             Gallery().background(Color.black)
         },
         Demo("controls-gallery-rtl", size: ProposedViewSize(width: 390, height: nil), configure: { $0.layoutDirection = .rightToLeft }) {
             Gallery().background(Color.white)
         }]
    }

    struct Gallery: View {
        @State private var wifi = true
        @State private var airplane = false
        @State private var volume = 0.6
        @State private var guests = 2
        @State private var flavor = "Vanilla"
        @State private var unit = 1
        @State private var name = ""
        @State private var email = "ada@example.com"
        @State private var password = "hunter2"
        @State private var notes = "Bring the blue folder."
        @State private var tint = Color.orange
        @State private var start = Date(timeIntervalSince1970: 1_795_426_860)  // 23 Nov 2026, 9:41 UTC

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Airplane Mode", isOn: $airplane)
                Slider(value: $volume) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker.fill")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3.fill")
                }
                Stepper("Guests: \(guests)", value: $guests, in: 1...10)
                Picker("Units", selection: $unit) {
                    Text("Metric").tag(0)
                    Text("Imperial").tag(1)
                    Text("Both").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Text("Flavour")
                    Spacer()
                    Picker("Flavour", selection: $flavor) {
                        ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                    }
                }
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Email", text: $email).textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                TextEditor(text: $notes).frame(height: 60)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary.opacity(0.3)))
                DatePicker("Starts", selection: $start)
                ColorPicker("Tint", selection: $tint)
                LabeledContent("Version", value: "17.0")
                Gauge(value: 0.72) { Text("Storage") } currentValueLabel: { Text("72%") }
                HStack(spacing: 24) {
                    ProgressView()
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Menu("Sort") { Button("Name") {} }
                }
                HStack(spacing: 12) {
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button(action: {}) { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle)
                }
            }
            .padding(20)
        }
    }
}
