import SwiftUI

// A restaurant's menu for ordering: sections of dishes with prices in the local
// currency, dietary tags, add buttons with a count, and a cart bar pinned above
// the home indicator with safeAreaInset.

struct Dish: Identifiable {
    let id = UUID()
    let name: String
    let detail: String
    let price: Decimal
    var tags: [String] = []
}

struct MenuSection: Identifiable {
    let id = UUID()
    let title: String
    let dishes: [Dish]
}

@Observable
final class OrderModel {
    var counts: [UUID: Int] = [:]
    let sections = [
        MenuSection(title: "Starters", dishes: [
            Dish(name: "Burrata", detail: "Heirloom tomatoes, basil oil, sourdough", price: 14, tags: ["V"]),
            Dish(name: "Crispy Calamari", detail: "Lemon aioli, chili salt", price: 12.5),
        ]),
        MenuSection(title: "Mains", dishes: [
            Dish(name: "Wild Mushroom Risotto", detail: "Parmesan, thyme, truffle oil", price: 22, tags: ["V", "GF"]),
            Dish(name: "Grilled Sea Bass", detail: "Fennel, blood orange, salsa verde", price: 28, tags: ["GF"]),
            Dish(name: "Short Rib", detail: "Polenta, gremolata, red wine jus", price: 31),
        ]),
        MenuSection(title: "Desserts", dishes: [
            Dish(name: "Olive Oil Cake", detail: "Mascarpone, candied lemon", price: 9, tags: ["V"]),
        ]),
    ]

    init() {
        counts[sections[1].dishes[0].id] = 1
        counts[sections[0].dishes[0].id] = 2
    }

    var itemCount: Int { counts.values.reduce(0, +) }
    var total: Decimal {
        sections.flatMap(\.dishes).reduce(0) { $0 + $1.price * Decimal(counts[$1.id, default: 0]) }
    }
}

struct RestaurantMenuScreen: View {
    @State private var order = OrderModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(order.sections) { section in
                    Section(section.title) {
                        ForEach(section.dishes) { dish in
                            DishRow(dish: dish, count: order.counts[dish.id, default: 0]) {
                                order.counts[dish.id, default: 0] += 1
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Trattoria Lume")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text("\(order.itemCount) items")
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.white.opacity(0.25), in: Capsule())
                    Spacer()
                    Text("View Cart")
                    Spacer()
                    Text(order.total, format: .currency(code: "USD"))
                        .monospacedDigit()
                }
                .font(.headline)
                .foregroundStyle(.white)
                .padding()
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)
            }
        }
    }
}

struct DishRow: View {
    let dish: Dish
    let count: Int
    let add: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(dish.name).font(.headline)
                    ForEach(dish.tags, id: \.self) { tag in
                        Text(tag)
                            .font(.caption2.bold())
                            .foregroundStyle(.green)
                            .padding(.horizontal, 4)
                            .overlay(RoundedRectangle(cornerRadius: 3).stroke(.green))
                    }
                }
                Text(dish.detail).font(.subheadline).foregroundStyle(.secondary)
                Text(dish.price, format: .currency(code: "USD")).font(.subheadline.weight(.medium))
            }
            Spacer()
            Button(action: add) {
                if count > 0 {
                    Text("\(count)").font(.subheadline.bold()).frame(width: 32, height: 32)
                        .background(Color.accentColor, in: Circle())
                        .foregroundStyle(.white)
                } else {
                    Image(systemName: "plus").frame(width: 32, height: 32)
                        .background(Color(.secondarySystemBackground), in: Circle())
                }
            }
            .buttonStyle(.plain)
        }
        .padding(.vertical, 4)
    }
}

struct RestaurantMenuScreen_Previews: PreviewProvider {
    static var previews: some View {
        RestaurantMenuScreen()
    }
}
