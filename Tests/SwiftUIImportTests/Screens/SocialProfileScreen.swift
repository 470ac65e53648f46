import SwiftUI

// A social profile header: avatar, counts, bio and two buttons, then a photo grid.

struct ProfileStat: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text("\(value)").font(.headline)
            Text(title).font(.caption).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct SocialProfileScreen: View {
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
    private let tints: [Color] = [.pink, .orange, .teal, .purple, .mint, .indigo, .yellow, .cyan, .green]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 20) {
                    Circle()
                        .fill(.orange.gradient)
                        .frame(width: 86, height: 86)
                        .overlay {
                            Image(systemName: "person.fill")
                                .font(.system(size: 40))
                                .foregroundStyle(.white)
                        }
                    ProfileStat(value: 128, title: "Posts")
                    ProfileStat(value: 2_048, title: "Followers")
                    ProfileStat(value: 312, title: "Following")
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Grace Hopper").font(.subheadline).bold()
                    Text("Compilers, nanoseconds and naval history. Arlington, VA.")
                        .font(.subheadline)
                        .fixedSize(horizontal: false, vertical: true)
                }
                HStack(spacing: 8) {
                    Button("Edit Profile") {}
                        .buttonStyle(.bordered)
                        .frame(maxWidth: .infinity)
                    Button("Share Profile") {}
                        .buttonStyle(.bordered)
                        .frame(maxWidth: .infinity)
                }
                .tint(.primary)
            }
            .padding(.horizontal)
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(0..<9) { index in
                    Rectangle()
                        .fill(tints[index].opacity(0.7))
                        .aspectRatio(1, contentMode: .fit)
                }
            }
        }
    }
}
