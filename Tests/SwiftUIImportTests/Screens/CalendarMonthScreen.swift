import SwiftUI

// A month calendar: weekday header and a seven-column grid with today and events marked.

struct CalendarMonthScreen: View {
    let weekdays = ["S", "M", "T", "W", "T", "F", "S"]
    let firstWeekday = 3      // November 2026 starts on a Sunday in this mock: offset for layout variety
    let daysInMonth = 30
    let today = 23
    let eventDays: Set<Int> = [4, 11, 17, 23, 27]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("November 2026").font(.title2.bold())
                Spacer()
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right").padding(.leading, 20)
            }
            .foregroundStyle(.red, .primary)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7), spacing: 14) {
                ForEach(weekdays.indices, id: \.self) { i in
                    Text(weekdays[i]).font(.caption.bold()).foregroundColor(.secondary)
                }
                ForEach(0..<firstWeekday, id: \.self) { _ in Color.clear.frame(height: 1) }
                ForEach(1...daysInMonth, id: \.self) { day in
                    VStack(spacing: 3) {
                        Text("\(day)")
                            .font(.body.weight(day == today ? .bold : .regular))
                            .foregroundColor(day == today ? .white : .primary)
                            .frame(width: 34, height: 34)
                            .background(Circle().fill(day == today ? Color.red : Color.clear))
                        Circle()
                            .fill(eventDays.contains(day) ? Color.gray : Color.clear)
                            .frame(width: 5, height: 5)
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}
