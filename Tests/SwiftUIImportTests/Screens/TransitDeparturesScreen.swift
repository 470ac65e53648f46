import SwiftUI

// A stop's next departures: a segmented picker between two stops, each departure
// with its line in a coloured badge, the destination, the platform and the minutes
// until it leaves (red when it is about to).

struct Departure: Identifiable {
    let id = UUID()
    let line: String
    let color: Color
    let destination: String
    let platform: String
    let minutes: Int
    var delayed = false
}

@Observable
final class DeparturesModel {
    var stops = ["Central Station", "Harbour Square"]
    var selectedStop = "Central Station"
    var departures = [
        Departure(line: "4", color: .red, destination: "Airport", platform: "2", minutes: 1),
        Departure(line: "12", color: .blue, destination: "University", platform: "1", minutes: 4),
        Departure(line: "S3", color: .green, destination: "Northgate via Riverside", platform: "5", minutes: 7, delayed: true),
        Departure(line: "4", color: .red, destination: "Old Town", platform: "3", minutes: 11),
        Departure(line: "N8", color: .purple, destination: "Lakeview", platform: "1", minutes: 16),
        Departure(line: "12", color: .blue, destination: "Harbour Square", platform: "2", minutes: 22),
    ]
}

struct TransitDeparturesScreen: View {
    @State private var model = DeparturesModel()

    var body: some View {
        NavigationStack {
            List {
                Picker("Stop", selection: $model.selectedStop) {
                    ForEach(model.stops, id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())

                Section {
                    ForEach(model.departures) { departure in
                        DepartureRow(departure: departure)
                    }
                } header: {
                    HStack {
                        Text("Departures")
                        Spacer()
                        Label("Live", systemImage: "dot.radiowaves.left.and.right")
                            .foregroundStyle(.green)
                    }
                }
            }
            .navigationTitle("Departures")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "star")
                    }
                }
            }
        }
    }
}

struct DepartureRow: View {
    let departure: Departure

    var body: some View {
        HStack(spacing: 12) {
            Text(departure.line)
                .font(.subheadline.bold())
                .foregroundStyle(.white)
                .frame(minWidth: 36, minHeight: 26)
                .background(departure.color, in: RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading, spacing: 2) {
                Text(departure.destination).font(.body).lineLimit(1)
                HStack(spacing: 4) {
                    Text("Platform \(departure.platform)")
                    if departure.delayed {
                        Text("· Delayed").foregroundStyle(.orange)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Text(departure.minutes <= 1 ? "Now" : "\(departure.minutes) min")
                .font(.headline.monospacedDigit())
                .foregroundStyle(departure.minutes <= 1 ? .red : .primary)
        }
    }
}

struct TransitDeparturesScreen_Previews: PreviewProvider {
    static var previews: some View {
        TransitDeparturesScreen()
    }
}
