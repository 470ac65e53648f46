import Foundation

/// Subviews on a circle of radius min(width, height) / 3 around the centre, at
/// equal angles starting from the top, each at its ideal size. With three
/// subviews carrying `RadialLayout.Rank` values (1 is best) the circle turns so
/// standing reads as height: the leader at the top, two tied leaders level at
/// the top, and of two runners-up the better one higher (the pet-voting podium
/// of WWDC22 "Compose custom layouts with SwiftUI").
public struct RadialLayout: Layout {
    public init() {}

    /// A subview's standing; 1 is first. Set with `.layoutValue(key: RadialLayout.Rank.self, value:)`.
    public struct Rank: LayoutValueKey {
        public static var defaultValue: Int { 1 }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let offset = Self.rotation(forRanks: subviews.map { $0[Rank.self] })
        for (i, sv) in subviews.enumerated() {
            // Angles run clockwise from twelve o'clock (y grows downwards).
            let a = step * Double(i) + offset
            let p = CGPoint(x: bounds.midX + radius * CGFloat(sin(a)), y: bounds.midY - radius * CGFloat(cos(a)))
            sv.place(at: p, anchor: .center, proposal: .unspecified)
        }
    }

    /// The clockwise turn, in radians, that puts the standings on the podium.
    /// Only three subviews that are not all tied are turned.
    public static func rotation(forRanks ranks: [Int]) -> Double {
        guard ranks.count == 3, let best = ranks.min(), !ranks.allSatisfy({ $0 == best }) else { return 0 }
        let third = 2 * Double.pi / 3
        let leaders = ranks.indices.filter { ranks[$0] == best }
        if leaders.count == 2 {
            // The odd one out goes to six o'clock; the tied leaders sit level on either side of the top.
            let other = ranks.indices.first { ranks[$0] != best }!
            return Double.pi - Double(other) * third
        }
        let leader = leaders[0]
        // The leader to twelve o'clock; then lean 30° towards the better runner-up.
        let next = ranks[(leader + 1) % 3], after = ranks[(leader + 2) % 3]
        let lean = next < after ? -Double.pi / 6 : next > after ? Double.pi / 6 : 0
        return -Double(leader) * third + lean
    }
}
