import Foundation
import EaselCore

/// SVG has no conic gradient: the sweep is drawn as solid wedges from the
/// centre, at most 2° wide where the colour changes (one wedge per constant
/// stretch), each overlapping the next slightly so no hairline seams show.
enum SVGAngularWedges {
    static let maxStep = 2.0 * Double.pi / 180

    static func wedges(stops: [GradientStop], center c: CGPoint, startAngle: Angle, endAngle: Angle, covering rect: CGRect) -> String {
        guard !rect.isNull else { return "" }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        // Reach past the farthest corner; a chord at this radius still clears it.
        let radius = (corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0) * 1.1 + 1
        let f = SVGNumber.format
        var out = ""
        for seg in Paint.angularSegments(stops: stops, startAngle: startAngle, endAngle: endAngle) {
            let span = seg.endAngle - seg.startAngle
            let constant = seg.startColor == seg.endColor
            let n = constant ? max(1, Int((span / (.pi / 2)).rounded(.up))) : max(1, Int((span / maxStep).rounded(.up)))
            for i in 0..<n {
                let a0 = seg.startAngle + span * Double(i) / Double(n)
                let a1 = seg.startAngle + span * Double(i + 1) / Double(n)
                let mid = constant ? 0.5 : (Double(i) + 0.5) / Double(n)
                let color = GradientStop.color(at: mid, in: [GradientStop(color: seg.startColor, location: 0),
                                                             GradientStop(color: seg.endColor, location: 1)])
                // Overlap by a quarter step into the next wedge; the next one paints over it.
                let e = a1 + min(maxStep / 4, span / Double(n) / 4)
                let p0 = CGPoint(x: c.x + radius * cos(a0), y: c.y + radius * sin(a0))
                let pm = CGPoint(x: c.x + radius / cos((e - a0) / 2) * cos((a0 + e) / 2), y: c.y + radius / cos((e - a0) / 2) * sin((a0 + e) / 2))
                let p1 = CGPoint(x: c.x + radius * cos(e), y: c.y + radius * sin(e))
                out += "<path d=\"M\(f(c.x)) \(f(c.y))L\(f(p0.x)) \(f(p0.y))L\(f(pm.x)) \(f(pm.y))L\(f(p1.x)) \(f(p1.y))Z\""
                    + SVGDocument.colorAttributes(color, "fill") + "/>"
            }
        }
        return out
    }
}
