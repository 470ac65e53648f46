import Foundation
import Easel

/// Cards in three equal columns, as many rows as needed.
public struct ColumnsDemo: View {
    public var columns: Int
    public init(columns: Int = 3) { self.columns = columns }

    static let cards: [(String, Color)] = [
        ("Cat", .indigo), ("Goldfish", .orange), ("Dog", .brown), ("Parrot", .green),
        ("Hamster", .pink), ("Rabbit", .teal), ("Turtle", .mint), ("Lizard", .purple),
    ]

    public var body: some View {
        ColumnsLayout(columns: columns, spacing: 10) {
            ForEach(Self.cards, id: \.0) { card in
                Text(card.0)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, minHeight: 56)
                    .background(card.1, in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .padding()
        .background(.white)
    }
}
