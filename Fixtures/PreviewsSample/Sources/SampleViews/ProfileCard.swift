import Easel

/// A contact card: initials in a circle, a name and a role.
public struct ProfileCard: View {
    public var name: String
    public var role: String
    public init(name: String, role: String) { self.name = name; self.role = role }

    public var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.indigo)
                .frame(width: 44, height: 44)
                .overlay(Text(initials).font(.headline).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundColor(.secondary)
            }
        }
        .padding(16)
    }

    var initials: String { name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined() }
}

// Three configurations in one Group, each a preview of the view's own size, as in
// Xcode's canvas: ProfileCard-Light, ProfileCard-Dark (preferredColorScheme darkens
// the canvas too) and ProfileCard-Large-Type (an environment value).
struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Ada Lovelace", role: "Analyst")
                .previewDisplayName("Light")
            ProfileCard(name: "Ada Lovelace", role: "Analyst")
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            ProfileCard(name: "Ada Lovelace", role: "Analyst")
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewDisplayName("Large Type")
        }
        .previewLayout(.sizeThatFits)
    }
}
