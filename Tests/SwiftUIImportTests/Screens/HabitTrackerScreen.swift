import SwiftUI

// A habit tracker: rows of weekday dots, a streak badge and a ViewThatFits header.

struct Habit: Identifiable {
    let id: String
    let symbol: String
    let color: Color
    let week: [Bool]
    var streak: Int { week.reversed().prefix { $0 }.count }
}

struct HabitTrackerScreen: View {
    let days = ["M", "T", "W", "T", "F", "S", "S"]
    let habits = [
        Habit(id: "Read 20 pages", symbol: "book.fill", color: .orange, week: [true, true, false, true, true, true, true]),
        Habit(id: "Meditate", symbol: "leaf.fill", color: .green, week: [true, true, true, true, true, false, true]),
        Habit(id: "No sugar", symbol: "xmark.octagon.fill", color: .red, week: [false, true, false, false, true, true, false]),
        Habit(id: "Walk 8k steps", symbol: "figure.walk", color: .blue, week: [true, false, true, true, true, true, true]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ViewThatFits(in: .horizontal) {
                Text("This week's habits, at a glance").font(.largeTitle.bold())
                Text("This week").font(.largeTitle.bold())
            }
            ForEach(habits) { habit in
                VStack(alignment: .leading, spacing: 10) {
                    HStack {
                        Label(habit.id, systemImage: habit.symbol)
                            .font(.headline)
                            .foregroundStyle(habit.color)
                        Spacer()
                        Text("\(Image(systemName: "flame.fill")) \(habit.streak)")
                            .font(.subheadline.bold())
                            .foregroundColor(habit.streak >= 3 ? .orange : .secondary)
                    }
                    HStack {
                        ForEach(days.indices, id: \.self) { i in
                            VStack(spacing: 4) {
                                Circle()
                                    .fill(habit.week[i] ? habit.color : Color(.systemGray5))
                                    .frame(width: 30, height: 30)
                                Text(days[i]).font(.caption2).foregroundColor(.secondary)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)))
            }
            Spacer()
        }
        .padding()
    }
}
