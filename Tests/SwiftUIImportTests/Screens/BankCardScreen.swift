import SwiftUI

// A wallet card: gradient card with a masked number and monospaced digits, then recent transactions.

struct Transaction: Identifiable {
    let id: Int
    let merchant: String
    let category: String
    let amount: Double
    let symbol: String
}

struct BankCardScreen: View {
    let transactions = [
        Transaction(id: 1, merchant: "Blue Bottle Coffee", category: "Food & Drink", amount: -4.75, symbol: "cup.and.saucer.fill"),
        Transaction(id: 2, merchant: "Salary", category: "Income", amount: 3_250, symbol: "banknote.fill"),
        Transaction(id: 3, merchant: "City Transit", category: "Transport", amount: -2.9, symbol: "tram.fill"),
        Transaction(id: 4, merchant: "Bookshop", category: "Shopping", amount: -18.2, symbol: "book.fill"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading) {
                HStack {
                    Text("Everyday").font(.headline)
                    Spacer()
                    Image(systemName: "wave.3.right")
                }
                Spacer()
                Text("•••• •••• •••• 4821").font(.title3.monospaced())
                HStack {
                    Text("ADA LOVELACE").font(.caption.bold())
                    Spacer()
                    Text("09/29").font(.caption.monospacedDigit())
                }
            }
            .padding(20)
            .frame(height: 200)
            .foregroundColor(.white)
            .background(
                LinearGradient(colors: [.indigo, .blue, .teal], startPoint: .topLeading, endPoint: .bottomTrailing),
                in: RoundedRectangle(cornerRadius: 20, style: .continuous)
            )
            Text("Latest Transactions").font(.title3.bold())
            ForEach(transactions) { t in
                HStack(spacing: 12) {
                    Image(systemName: t.symbol)
                        .frame(width: 40, height: 40)
                        .background(Circle().fill(Color(.systemGray6)))
                    VStack(alignment: .leading) {
                        Text(t.merchant)
                        Text(t.category).font(.caption).foregroundColor(.secondary)
                    }
                    Spacer()
                    Text(t.amount, format: .currency(code: "EUR"))
                        .foregroundColor(t.amount > 0 ? .green : .primary)
                        .monospacedDigit()
                }
            }
            Spacer()
        }
        .padding()
    }
}
