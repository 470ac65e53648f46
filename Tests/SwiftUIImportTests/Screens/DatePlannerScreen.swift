import SwiftUI

// A date planner (Apple's "Date Planner" sample shape): events with a symbol
// and colour, grouped into upcoming and past, tasks counted per event.

struct PlannerEvent: Identifiable {
    let id = UUID()
    var symbol: String
    var color: Color
    var title: String
    var date: Date
    var tasks: [String]
    var done: Int
}

struct DatePlannerScreen: View {
    static let base = Date(timeIntervalSince1970: 1_796_000_000)
    @State private var events = [
        PlannerEvent(symbol: "gift", color: .red, title: "Maya's birthday", date: base.addingTimeInterval(86_400 * 3),
                     tasks: ["Cake", "Card", "Balloons"], done: 1),
        PlannerEvent(symbol: "airplane", color: .blue, title: "Flight to Oslo", date: base.addingTimeInterval(86_400 * 9),
                     tasks: ["Pack", "Passport", "Taxi"], done: 0),
        PlannerEvent(symbol: "book", color: .green, title: "Book club", date: base.addingTimeInterval(86_400 * 12),
                     tasks: ["Finish chapter 9"], done: 1),
        PlannerEvent(symbol: "music.note", color: .purple, title: "Choir concert", date: base.addingTimeInterval(-86_400 * 4),
                     tasks: ["Tickets"], done: 1),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach($events.filter { $0.wrappedValue.date > Self.base }) { $event in
                        EventRow(event: event)
                    }
                }
                Section("Past") {
                    ForEach(events.filter { $0.date <= Self.base }) { event in
                        EventRow(event: event)
                    }
                }
            }
            .navigationTitle("Date Planner")
            .toolbar {
                ToolbarItem {
                    Button { } label: { Label("Add Event", systemImage: "plus") }
                }
            }
        }
    }
}

struct EventRow: View {
    let event: PlannerEvent
    var body: some View {
        HStack {
            Image(systemName: event.symbol)
                .font(.title2)
                .foregroundStyle(event.color)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title).fontWeight(.semibold)
                Text(event.date, style: .date).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            if event.done == event.tasks.count {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            } else {
                Text("\(event.done)/\(event.tasks.count)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
    }
}
