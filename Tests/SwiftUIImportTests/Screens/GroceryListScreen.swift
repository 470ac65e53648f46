import SwiftUI

// A grocery list editing its items through bindings: ForEach($items) { $item in },
// $items.isEmpty, onMove/onDelete, EditButton in the toolbar, a swipe action.

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var inCart: Bool
}

struct GroceryListScreen: View {
    @State private var items = [
        GroceryItem(name: "Tomatoes", quantity: 6, inCart: true),
        GroceryItem(name: "Basil", quantity: 1, inCart: false),
        GroceryItem(name: "Mozzarella", quantity: 2, inCart: false),
        GroceryItem(name: "Olive oil", quantity: 1, inCart: true),
        GroceryItem(name: "Sourdough", quantity: 1, inCart: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                if $items.isEmpty {
                    Text("Nothing to buy")
                } else {
                    ForEach($items) { $item in
                        HStack {
                            Button { item.inCart.toggle() } label: {
                                Image(systemName: item.inCart ? "checkmark.circle.fill" : "circle")
                                    .foregroundStyle(item.inCart ? .green : .secondary)
                                    .font(.title3)
                            }
                            .buttonStyle(.plain)
                            TextField("Item", text: $item.name)
                            Stepper("\(item.quantity)", value: $item.quantity, in: 1...20)
                                .fixedSize()
                        }
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                Section {
                    LabeledContent("In cart", value: "\(items.filter(\.inCart).count) of \(items.count)")
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        withAnimation { items.append(GroceryItem(name: "", quantity: 1, inCart: false)) }
                    }
                }
            }
        }
    }
}
