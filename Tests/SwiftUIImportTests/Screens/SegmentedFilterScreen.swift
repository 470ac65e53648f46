import SwiftUI

// A segmented filter above a list, with an enum-driven Picker and a computed selection.

enum OrderFilter: String, CaseIterable, Identifiable {
    case all = "All", open = "Open", shipped = "Shipped"
    var id: Self { self }
}

struct SegmentedFilterScreen: View {
    @State private var filter = OrderFilter.open
    let orders: [(String, OrderFilter, String)] = [
        ("#1042 · 3 items", .open, "Awaiting payment"),
        ("#1041 · 1 item", .shipped, "Delivered Nov 20"),
        ("#1040 · 2 items", .open, "Packing"),
        ("#1039 · 5 items", .shipped, "In transit"),
    ]

    var visible: [(String, OrderFilter, String)] {
        filter == .all ? orders : orders.filter { $0.1 == filter }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Filter", selection: $filter) {
                    ForEach(OrderFilter.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .padding()
                List(visible, id: \.0) { order in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(order.0).font(.headline)
                        Text(order.2).font(.subheadline).foregroundStyle(order.1 == .open ? .orange : .green)
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Orders")
        }
    }
}
