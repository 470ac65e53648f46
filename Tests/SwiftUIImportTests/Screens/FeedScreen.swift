import SwiftUI

// A news feed: a model array, a LazyVStack of post cards with actions.

struct Post: Identifiable {
    let id = UUID()
    let author: String
    let handle: String
    let minutesAgo: Int
    let body: String
    let likes: Int
    let color: Color
}

struct PostRow: View {
    let post: Post

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(post.color)
                .frame(width: 44, height: 44)
                .overlay(Text(String(post.author.prefix(1))).font(.headline).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Text(post.author).font(.subheadline.weight(.semibold))
                    Text("@\(post.handle) · \(post.minutesAgo)m")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                Text(post.body)
                    .font(.subheadline)
                    .fixedSize(horizontal: false, vertical: true)
                HStack(spacing: 36) {
                    Label("12", systemImage: "bubble.left")
                    Label("4", systemImage: "arrow.2.squarepath")
                    Label("\(post.likes)", systemImage: "heart")
                    Image(systemName: "square.and.arrow.up")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.top, 2)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

struct FeedScreen: View {
    let posts = [
        Post(author: "Linus", handle: "linus", minutesAgo: 4, body: "Shipped the new layout engine today. Stacks now measure their flexible children last, the way SwiftUI does.", likes: 87, color: .blue),
        Post(author: "Margaret", handle: "mham", minutesAgo: 18, body: "Reminder: the Apollo guidance computer had 2K words of erasable memory.", likes: 342, color: .purple),
        Post(author: "Dennis", handle: "dmr", minutesAgo: 45, body: "Anyone else still writing their own string formatting?", likes: 21, color: .green),
        Post(author: "Barbara", handle: "liskov", minutesAgo: 60, body: "Subtypes should be substitutable for their base types. That is all.", likes: 1_024, color: .orange),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(posts) { post in
                        PostRow(post: post)
                        Divider()
                    }
                }
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
