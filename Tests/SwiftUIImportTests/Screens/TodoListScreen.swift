import SwiftUI

// A to-do list with an @Observable model: checkmarks, struck-through done items, a count.

@Observable
final class TodoStore {
    struct Item: Identifiable {
        let id = UUID()
        var title: String
        var isDone: Bool
        var due: String?
    }
    var items = [
        Item(title: "Buy oat milk", isDone: true, due: nil),
        Item(title: "Call the plumber", isDone: false, due: "Today"),
        Item(title: "Renew passport", isDone: false, due: "Fri"),
        Item(title: "Water the plants", isDone: true, due: nil),
        Item(title: "Draft the quarterly report", isDone: false, due: "Mon"),
    ]
    var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TodoListScreen: View {
    @State private var store = TodoStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    HStack {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(item.isDone ? .green : .secondary)
                            .font(.title3)
                        Text(item.title)
                            .strikethrough(item.isDone)
                            .foregroundColor(item.isDone ? .secondary : .primary)
                        Spacer()
                        if let due = item.due {
                            Text(due)
                                .font(.caption.bold())
                                .padding(.horizontal, 8)
                                .padding(.vertical, 3)
                                .background(Capsule().fill(Color.red.opacity(0.15)))
                                .foregroundColor(.red)
                        }
                    }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Text("\(store.remaining) remaining").font(.footnote)
                }
            }
        }
    }
}
