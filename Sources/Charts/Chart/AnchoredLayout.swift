import Foundation
import EaselCore

/// Places each subview at its ideal size with one of its points (an anchor) on
/// a given point: annotations in the plot area. Takes the space it is offered.
struct AnchoredLayout: Layout {
    let points: [(CGPoint, UnitPoint)]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, sv) in subviews.enumerated() where i < points.count {
            let (p, a) = points[i]
            sv.place(at: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y), anchor: a, proposal: .unspecified)
        }
    }
}
