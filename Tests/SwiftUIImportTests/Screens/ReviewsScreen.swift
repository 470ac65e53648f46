import SwiftUI

// App Store-style reviews: an attributed summary, star rows built from symbols in text.

struct StarRating: View {
    let rating: Int

    var body: some View {
        (0..<5).reduce(Text("")) { text, index in
            text + Text(Image(systemName: index < rating ? "star.fill" : "star"))
        }
        .foregroundColor(.orange)
        .font(.caption)
    }
}

struct ReviewsScreen: View {
    var summary: AttributedString {
        var s = AttributedString("4.7 out of 5, from 12,408 ratings. Sale ends Sunday.")
        if let score = s.range(of: "4.7") {
            s[score].font = .system(size: 44, weight: .bold, design: .rounded)
            s[score].foregroundColor = .primary
        }
        if let count = s.range(of: "12,408 ratings") {
            s[count].underlineStyle = .single
            s[count].link = URL(string: "https://example.com/ratings")
        }
        if let sale = s.range(of: "Sale") {
            s[sale].backgroundColor = .yellow
            s[sale].kern = 1
        }
        return s
    }

    let reviews: [(String, Int, String)] = [
        ("Finally, a planner that works", 5, "I've tried every app out there. This one sticks because it stays out of the way."),
        ("Great, but…", 4, "Widgets are lovely. Please add a dark app icon!"),
        ("Crashes on launch", 2, "Since the last update it closes when I open the calendar."),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Ratings & Reviews").font(.title2.bold())
                Text(summary).foregroundColor(.secondary)
                Text("\(Image(systemName: "checkmark.seal.fill")) Editors' Choice")
                    .font(.headline)
                    .foregroundStyle(.blue)
                ForEach(reviews, id: \.0) { title, stars, body in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(title).font(.headline)
                        StarRating(rating: stars)
                        Text(body).font(.subheadline)
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
    }
}
