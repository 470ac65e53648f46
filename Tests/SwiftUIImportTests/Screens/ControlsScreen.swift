import Foundation
import SwiftUI

// A preferences screen as iOS developers write it (symbols, labels and every
// control, with older spellings such as SegmentedPickerStyle() and
// SwitchToggleStyle(tint:)). Only the import differs from a SwiftUI file.

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

final class PreferencesModel: ObservableObject {
    @Published var notifications = true
    @Published var volume = 40.0
    @Published var fontSize = 3
    @Published var flavor = Flavor.chocolate
    @Published var nickname = ""
    @Published var password = ""
    @Published var birthday = Date(timeIntervalSince1970: 0)
    @Published var accent = Color.purple
}

struct PreferencesScreen: View {
    @StateObject private var model = PreferencesModel()
    @State private var bio = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "gearshape.fill")
                    .font(.title)
                    .foregroundColor(.gray)
                    .id("gear")
                Text("Preferences").font(.title).bold()
            }
            Label("Signed in as Ada", systemImage: "person.crop.circle.fill")
                .foregroundStyle(.blue)
                .id("label")
            Toggle(isOn: $model.notifications) {
                Label("Notifications", systemImage: "bell.badge")
            }
            .toggleStyle(SwitchToggleStyle(tint: .orange))
            .id("toggle")
            HStack {
                Image(systemName: "speaker.fill").imageScale(.small)
                Slider(value: $model.volume, in: 0...100, step: 1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .id("slider")
            Stepper(value: $model.fontSize, in: 1...7) {
                Text("Font size: \(model.fontSize)")
            }
            Picker("Flavor", selection: $model.flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            .id("picker")
            TextField("Nickname", text: $model.nickname)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .id("nickname")
            SecureField("Password", text: $model.password)
            TextEditor(text: $bio).frame(height: 80)
            DatePicker("Birthday", selection: $model.birthday, displayedComponents: .date)
            ColorPicker("Accent", selection: $model.accent)
            LabeledContent("Version", value: "2.4 (118)")
            Gauge(value: 0.4) { Text("Storage") }
            ProgressView().progressViewStyle(CircularProgressViewStyle()).id("spinner")
            Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
            Menu {
                Button("Rename", action: {})
                Button("Delete", role: .destructive, action: {})
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
            Button(role: .destructive) {} label: {
                Label("Sign Out", systemImage: "rectangle.portrait.and.arrow.right")
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
        }
        .padding()
    }
}
