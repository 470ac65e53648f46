import Foundation
import Easel

/// Badges: a dashed capsule border, a gradient-filled uneven tag, a trimmed progress ring.
public struct BadgeDemo: View {
    public init() {}
    public var body: some View {
        HStack(spacing: 16) {
            Text("BETA · v2.0")
                .font(.caption).bold()
                .foregroundStyle(Color.purple)
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(Capsule().fill(Color.purple.opacity(0.12)))
                .overlay(Capsule().strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, dash: [5, 3])))
            Text("NEW")
                .font(.caption).bold()
                .foregroundStyle(Color.white)
                .padding(.horizontal, 10).padding(.vertical, 6)
                .background(UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10)
                    .fill(LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing)))
            ZStack {
                Circle().stroke(Color.green.opacity(0.2), lineWidth: 5)
                Circle().trim(from: 0, to: 0.72).rotation(.degrees(-90))
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                Text("72").font(.caption2).bold()
            }
            .frame(width: 36, height: 36)
        }
        .padding(16)
        .background(Color.white)
    }
}
