import Easel

/// A to-do list as an iOS developer writes one: Identifiable items in a List,
/// checkmark symbols, toolbar buttons and a bottom-bar count.
struct ToDoItem: Identifiable {
    let id: Int
    var title: String
    var note: String? = nil
    var isDone = false
}

struct ToDoScreen: View {
    @State private var items: [ToDoItem] = [
        ToDoItem(id: 1, title: "Buy oat milk", isDone: true),
        ToDoItem(id: 2, title: "Call the dentist", note: "Before 5 pm"),
        ToDoItem(id: 3, title: "Renew passport", note: "Photos are in the desk drawer"),
        ToDoItem(id: 4, title: "Water the plants", isDone: true),
        ToDoItem(id: 5, title: "Book train to Lyon"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(items.filter { !$0.isDone }) { item in ToDoRow(item: item) }
                }
                Section("Completed") {
                    ForEach(items.filter(\.isDone)) { item in ToDoRow(item: item) }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "plus") }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(items.filter { !$0.isDone }.count) remaining").font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct ToDoRow: View {
    let item: ToDoItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(item.isDone ? Color.accentColor : Color.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundStyle(item.isDone ? .secondary : .primary)
                if let note = item.note {
                    Text(note).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
    }
}
