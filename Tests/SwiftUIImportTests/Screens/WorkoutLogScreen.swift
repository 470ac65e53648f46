import SwiftUI

// A workout log: a pinned-header LazyVStack in a ScrollViewReader, cards with
// a context menu, and the week's summary as a Gauge.

struct WorkoutDay: Identifiable {
    let id: String
    let sessions: [(symbol: String, name: String, detail: String, tint: Color)]
}

struct WorkoutLogScreen: View {
    let days = [
        WorkoutDay(id: "Monday", sessions: [("figure.run", "Morning run", "5.2 km · 28 min", .orange)]),
        WorkoutDay(id: "Wednesday", sessions: [("bicycle", "Cycling", "18 km · 45 min", .green),
                                               ("flame.fill", "Core", "15 min", .red)]),
        WorkoutDay(id: "Friday", sessions: [("figure.run", "Intervals", "6 × 400 m", .orange)]),
    ]

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                        HStack {
                            Gauge(value: 4, in: 0...5) { Text("Goal") } currentValueLabel: { Text("4/5") }
                                .gaugeStyle(.accessoryCircularCapacity)
                                .tint(.green)
                            VStack(alignment: .leading) {
                                Text("This week").font(.headline)
                                Text("4 of 5 workouts").foregroundStyle(.secondary)
                            }
                        }
                        .padding(.horizontal)
                        ForEach(days) { day in
                            Section {
                                ForEach(day.sessions.indices, id: \.self) { i in
                                    let s = day.sessions[i]
                                    HStack(spacing: 12) {
                                        Image(systemName: s.symbol)
                                            .font(.title2)
                                            .foregroundStyle(s.tint)
                                            .frame(width: 44, height: 44)
                                            .background(s.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
                                        VStack(alignment: .leading) {
                                            Text(s.name).font(.headline)
                                            Text(s.detail).font(.subheadline).foregroundStyle(.secondary)
                                        }
                                        Spacer()
                                    }
                                    .padding(12)
                                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
                                    .contextMenu { Button("Delete", role: .destructive) {} }
                                    .padding(.horizontal)
                                }
                            } header: {
                                Text(day.id.uppercased())
                                    .font(.footnote.weight(.semibold))
                                    .foregroundStyle(.secondary)
                                    .padding(.horizontal)
                                    .padding(.top, 8)
                            }
                            .id(day.id)
                        }
                    }
                }
                .onAppear { proxy.scrollTo("Friday") }
            }
            .navigationTitle("Workouts")
        }
    }
}
