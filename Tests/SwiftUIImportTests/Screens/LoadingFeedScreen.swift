import SwiftUI

// A feed while it loads: sample rows drawn with .redacted(reason: .placeholder),
// the usual skeleton-loading idiom, and a header kept readable with unredacted().

struct FeedPost: Identifiable {
    let id: Int
    let author: String
    let time: String
    let text: String
}

struct LoadingFeedScreen: View {
    @State private var isLoading = true
    let samples = (1...4).map {
        FeedPost(id: $0, author: "Placeholder name", time: "2h ago",
                 text: "A post of about this length, which wraps onto a second line of text.")
    }

    var body: some View {
        NavigationStack {
            List {
                Text("Loading your feed…")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .unredacted()
                ForEach(samples) { post in
                    HStack(alignment: .top, spacing: 12) {
                        Circle().fill(Color(.systemGray5)).frame(width: 44, height: 44)
                        VStack(alignment: .leading, spacing: 6) {
                            HStack {
                                Text(post.author).font(.headline)
                                Spacer()
                                Text(post.time).font(.caption).foregroundStyle(.secondary)
                            }
                            Text(post.text).font(.subheadline)
                        }
                    }
                    .padding(.vertical, 6)
                }
            }
            .listStyle(.plain)
            .redacted(reason: isLoading ? .placeholder : [])
            .navigationTitle("Feed")
            .refreshable {}
        }
    }
}
