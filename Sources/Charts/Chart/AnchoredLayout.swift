import Foundation
import EaselCore

/// Places each subview at its ideal size with one of its points (an anchor) on
/// a given point: annotations in the plot area. One whose overflow resolution
/// fits it is then moved, on each dimension that fits, inside the plot or the
/// chart (both given in the plot's coordinates). Takes the space it is offered.
struct AnchoredLayout: Layout {
    struct Note {
        var point: CGPoint
        var anchor: UnitPoint
        var overflow: AnnotationOverflowResolution?
    }
    let notes: [Note]
    let plot: CGRect
    let chart: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, sv) in subviews.enumerated() where i < notes.count {
            let n = notes[i]
            let s = sv.sizeThatFits(.unspecified)
            var r = CGRect(x: n.point.x - n.anchor.x * s.width, y: n.point.y - n.anchor.y * s.height, width: s.width, height: s.height)
            if let o = n.overflow { r = o.resolve(r, plot: plot, chart: chart) }
            sv.place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), anchor: .topLeading, proposal: .unspecified)
        }
    }
}
