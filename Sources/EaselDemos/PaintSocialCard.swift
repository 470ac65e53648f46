import Foundation
import Easel

/// A profile card: gradient backdrop, a white panel with a soft shadow, and a
/// circular avatar image ringed in white.
public struct SocialCardDemo: View {
    public init() {}
    public var body: some View {
        VStack(spacing: 12) {
            Image("avatar")
                .resizable()
                .frame(width: 88, height: 88)
                .clipShape(Circle())
                .overlay(Circle().strokeBorder(Color.white, lineWidth: 4))
                .shadow(color: .black.opacity(0.25), radius: 6, y: 3)
            VStack(spacing: 4) {
                Text("Robin Alvarez").font(.title3).bold()
                Text("@robin · Lisbon").font(.subheadline).foregroundStyle(.secondary)
            }
            Text("Draws maps, bakes bread, writes layout engines on weekends.")
                .font(.callout)
                .multilineTextAlignment(.center)
            HStack(spacing: 24) {
                stat("1,204", "posts"); stat("18.3k", "followers"); stat("312", "following")
            }
            .padding(.top, 4)
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 24, style: .continuous).fill(Color.white)
            .shadow(color: .black.opacity(0.18), radius: 16, y: 8))
        .padding(28)
        .background(LinearGradient(colors: [Color(red: 0.99, green: 0.56, blue: 0.42), Color(red: 0.55, green: 0.36, blue: 0.96)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
    }

    func stat(_ value: String, _ label: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}
