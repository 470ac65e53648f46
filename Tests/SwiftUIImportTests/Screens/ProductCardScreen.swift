import SwiftUI

// Product cards in a two-column grid: artwork, name, rating with an inline star, price.

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    let rating: Double
    let symbol: String
    let color: Color
}

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(product.color.opacity(0.15))
                .aspectRatio(1, contentMode: .fit)
                .overlay(Image(systemName: product.symbol).font(.system(size: 44)).foregroundStyle(product.color))
            Text(product.name).font(.subheadline.weight(.medium)).lineLimit(2)
            Text("\(Image(systemName: "star.fill")) \(product.rating, specifier: "%.1f")")
                .font(.caption)
                .foregroundColor(.orange)
            Text(product.price, format: .currency(code: "USD"))
                .font(.headline)
        }
    }
}

struct ProductCardScreen: View {
    let products = [
        Product(id: 1, name: "Wireless Headphones", price: 199, rating: 4.7, symbol: "headphones", color: .indigo),
        Product(id: 2, name: "Smart Watch", price: 349.99, rating: 4.5, symbol: "applewatch", color: .pink),
        Product(id: 3, name: "Desk Lamp", price: 59, rating: 4.2, symbol: "lamp.desk.fill", color: .orange),
        Product(id: 4, name: "Mechanical Keyboard", price: 129.5, rating: 4.8, symbol: "keyboard", color: .teal),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 20) {
                    ForEach(products) { ProductCard(product: $0) }
                }
                .padding()
            }
            .navigationTitle("Shop")
        }
    }
}
