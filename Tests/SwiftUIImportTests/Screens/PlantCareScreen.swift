import SwiftUI

// A plant's care page from a houseplant app, iOS 14 style: a header, three care
// cards, a watering schedule, and reminder toggles in a Form section.

final class PlantCareViewModel: ObservableObject {
    @Published var remindWatering = true
    @Published var remindFertilizing = false
    @Published var wateringInterval = 7
    let name = "Monstera deliciosa"
    let nickname = "Monty"
    let location = "Living room · east window"
    let schedule = [("Tue, Dec 8", "Water", true), ("Tue, Dec 15", "Water", false), ("Fri, Jan 1", "Fertilize", false)]
}

struct PlantCareScreen: View {
    @ObservedObject var viewModel: PlantCareViewModel

    var body: some View {
        NavigationView {
            Form {
                Section {
                    HStack(spacing: 16) {
                        Image(systemName: "leaf.fill")
                            .font(.system(size: 34))
                            .foregroundColor(.green)
                            .frame(width: 72, height: 72)
                            .background(Circle().fill(Color.green.opacity(0.15)))
                        VStack(alignment: .leading, spacing: 4) {
                            Text(viewModel.nickname).font(.title2).bold()
                            Text(viewModel.name).font(.subheadline).italic().foregroundColor(.secondary)
                            Text(viewModel.location).font(.caption).foregroundColor(.secondary)
                        }
                    }
                    .padding(.vertical, 6)
                    HStack(spacing: 10) {
                        CareCard(symbol: "drop.fill", title: "Water", value: "Every \(viewModel.wateringInterval)d", color: .blue)
                        CareCard(symbol: "sun.max.fill", title: "Light", value: "Bright", color: .orange)
                        CareCard(symbol: "humidity.fill", title: "Humidity", value: "60%", color: .teal)
                    }
                    .padding(.vertical, 4)
                }

                Section(header: Text("Schedule")) {
                    ForEach(viewModel.schedule, id: \.0) { date, task, isNext in
                        HStack {
                            Image(systemName: task == "Water" ? "drop" : "sparkles")
                                .foregroundColor(task == "Water" ? .blue : .purple)
                                .frame(width: 24)
                            Text(task)
                            Spacer()
                            Text(date).foregroundColor(isNext ? .accentColor : .secondary)
                        }
                    }
                }

                Section(header: Text("Reminders"), footer: Text("Reminders arrive at 9:00 AM on the day.")) {
                    Toggle("Watering", isOn: $viewModel.remindWatering)
                    Toggle("Fertilizing", isOn: $viewModel.remindFertilizing)
                    Stepper("Water every \(viewModel.wateringInterval) days", value: $viewModel.wateringInterval, in: 1...30)
                }
            }
            .navigationBarTitle("Plant", displayMode: .inline)
            .navigationBarItems(trailing: Button("Edit") {})
        }
    }
}

struct CareCard: View {
    let symbol: String
    let title: String
    let value: String
    let color: Color

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: symbol).foregroundColor(color)
            Text(title).font(.caption).foregroundColor(.secondary)
            Text(value).font(.footnote).fontWeight(.semibold)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: 10).fill(color.opacity(0.1)))
    }
}

struct PlantCareScreen_Previews: PreviewProvider {
    static var previews: some View {
        PlantCareScreen(viewModel: PlantCareViewModel())
    }
}
