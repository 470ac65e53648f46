import SwiftUI

// A stories bar above a feed: avatars in gradient rings, a horizontal scroll view.

struct StoryAvatar: View {
    let name: String
    let color: Color
    let seen: Bool

    var body: some View {
        VStack(spacing: 6) {
            Circle()
                .fill(color.opacity(0.8))
                .frame(width: 62, height: 62)
                .overlay(Text(String(name.prefix(1))).font(.title2.bold()).foregroundColor(.white))
                .padding(4)
                .overlay(
                    Circle().stroke(
                        seen ? AnyShapeStyle(Color.gray.opacity(0.4))
                             : AnyShapeStyle(AngularGradient(colors: [.yellow, .orange, .red, .purple, .yellow], center: .center)),
                        lineWidth: 3)
                )
            Text(name).font(.caption).lineLimit(1)
        }
        .frame(width: 76)
    }
}

struct StoriesScreen: View {
    let people: [(String, Color, Bool)] = [("You", .gray, true), ("Mia", .pink, false), ("Noah", .blue, false),
                                            ("Zoe", .green, false), ("Liam", .orange, true), ("Ava", .purple, true)]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(people, id: \.0) { StoryAvatar(name: $0.0, color: $0.1, seen: $0.2) }
                    }
                    .padding(.horizontal, 8)
                    .padding(.vertical, 10)
                }
                Divider()
                ForEach(0..<2) { index in
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Circle().fill(Color.pink).frame(width: 32, height: 32)
                            Text("mia").font(.subheadline.bold())
                            Spacer()
                            Image(systemName: "ellipsis")
                        }
                        .padding(.horizontal)
                        Rectangle().fill(index == 0 ? Color.teal.opacity(0.5) : Color.orange.opacity(0.5)).frame(height: 240)
                    }
                    .padding(.top, 10)
                }
                Spacer()
            }
            .navigationTitle("Instagrid")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
