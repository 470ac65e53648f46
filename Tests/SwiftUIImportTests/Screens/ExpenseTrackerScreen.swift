import SwiftUI

// An expense tracker in the style of the popular tutorials: a total card,
// a list grouped by category with onDelete, an Add button with a system image.

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let category: String
    let amount: Double
}

final class ExpenseStore: ObservableObject {
    @Published var items = [
        ExpenseItem(name: "Coffee beans", category: "Food", amount: 14.5),
        ExpenseItem(name: "Train pass", category: "Transport", amount: 62),
        ExpenseItem(name: "Lunch with Ana", category: "Food", amount: 23.8),
        ExpenseItem(name: "Phone bill", category: "Bills", amount: 35),
        ExpenseItem(name: "Cinema", category: "Fun", amount: 12.5),
    ]
    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

struct ExpenseTrackerScreen: View {
    @StateObject private var store = ExpenseStore()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Spent this month").font(.subheadline).foregroundStyle(.secondary)
                        Text(store.total, format: .currency(code: "USD"))
                            .font(.system(size: 40, weight: .bold, design: .rounded))
                        ProgressView(value: store.total, total: 250)
                            .tint(store.total > 200 ? .red : .green)
                        Text("Budget \(250, format: .currency(code: "USD"))")
                            .font(.caption).foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 6)
                }
                Section("Recent") {
                    ForEach(store.items) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete { offsets in store.items.remove(atOffsets: offsets) }
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add Expense", systemImage: "plus") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) { Text("Add") }
        }
    }
}

struct ExpenseRow: View {
    let item: ExpenseItem
    var body: some View {
        HStack {
            Image(systemName: icon)
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(color, in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text(item.name).font(.headline)
                Text(item.category).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(item.amount, format: .currency(code: "USD"))
                .foregroundStyle(item.amount > 50 ? .red : .primary)
        }
    }
    var icon: String {
        switch item.category {
        case "Food": return "fork.knife"
        case "Transport": return "tram"
        case "Bills": return "creditcard"
        default: return "film"
        }
    }
    var color: Color {
        switch item.category {
        case "Food": return .orange
        case "Transport": return .blue
        case "Bills": return .purple
        default: return .pink
        }
    }
}
