import Foundation

extension Path {
    /// How far Apple's continuous corner runs along each edge, in radii.
    static let continuousCornerExtent: CGFloat = 1.52866483

    /// One corner as a line to where the rounding starts and three cubic curves
    /// joined by short lines, in (u, v) radius units: u back along the incoming
    /// edge from the corner, v along the outgoing edge.
    ///
    /// The continuous shape is the widely published fit of UIKit's continuous
    /// corner: it runs 1.528·r along its edges with curvature that ramps up
    /// instead of jumping. The circular shape is a quarter circle in the same
    /// six-part structure (split at 20° and 70°), so the two can be blended.
    private typealias UV = CGPoint
    private typealias Segment = (to: UV, c1: UV?, c2: UV?)
    private static let continuousCorner: [Segment] = [
        (UV(x: 1.52866471, y: 0), nil, nil),
        (UV(x: 0.66993427, y: 0.06549600), UV(x: 1.08849323, y: 0), UV(x: 0.86840689, y: 0)),
        (UV(x: 0.63149399, y: 0.07491100), nil, nil),
        (UV(x: 0.07491176, y: 0.63149399), UV(x: 0.37282392, y: 0.16905899), UV(x: 0.16906013, y: 0.37282401)),
        (UV(x: 0.06549569, y: 0.66993493), nil, nil),
        (UV(x: 0, y: 1.52866483), UV(x: 0, y: 0.86840701), UV(x: 0, y: 1.08849299)),
    ]
    private static let circularCorner: [Segment] = {
        // The quarter circle centred at (1, 1): θ = 0 at (1, 0), θ = 90° at (0, 1).
        func at(_ deg: Double) -> UV { let t = deg * .pi / 180; return UV(x: 1 - sin(t), y: 1 - cos(t)) }
        func arc(_ a: Double, _ b: Double) -> Segment {
            let k = 4.0 / 3.0 * tan((b - a) * .pi / 180 / 4)
            let p0 = at(a), p3 = at(b)
            // Tangent of the point at θ is (-cos θ, sin θ).
            let ta = (a * .pi / 180), tb = (b * .pi / 180)
            let c1 = UV(x: p0.x - k * cos(ta), y: p0.y + k * sin(ta)), c2 = UV(x: p3.x + k * cos(tb), y: p3.y - k * sin(tb))
            return (p3, c1, c2)
        }
        return [(at(0), nil, nil), arc(0, 20), (at(20), nil, nil), arc(20, 70), (at(70), nil, nil), arc(70, 90)]
    }()

    /// A rectangle with per-corner radii, corners listed clockwise from the top
    /// right: top-trailing, bottom-trailing, bottom-leading, top-leading. Radii
    /// must already fit their sides.
    ///
    /// A continuous corner needs 1.528·r of edge. Where a side is too short for
    /// that, the corner is blended towards a circular arc just enough to fit, so
    /// the outline changes smoothly into a capsule instead of jumping.
    mutating func addCornerRoundedRect(_ r: CGRect, radii: [CGFloat], style: RoundedCornerStyle) {
        addCornerRoundedRect(r, radiiX: radii, radiiY: radii, style: style)
    }

    mutating func addCornerRoundedRect(_ r: CGRect, radiiX rx: [CGFloat], radiiY ry: [CGFloat], style: RoundedCornerStyle) {
        let k = Path.continuousCornerExtent
        // Blend weight per side: 1 where the full continuous corners fit.
        func sideWeight(_ a: CGFloat, _ b: CGFloat, _ len: CGFloat) -> CGFloat {
            guard style == .continuous else { return 0 }
            guard a + b > 0, k * (a + b) > len else { return 1 }
            return min(1, max(0, (len / (a + b) - 1) / (k - 1)))
        }
        let top = sideWeight(rx[3], rx[0], r.width), right = sideWeight(ry[0], ry[1], r.height)
        let bottom = sideWeight(rx[1], rx[2], r.width), left = sideWeight(ry[2], ry[3], r.height)
        let weights = [min(top, right), min(right, bottom), min(bottom, left), min(left, top)]
        let corners: [(CGPoint, CGPoint, CGPoint)] = [   // corner, incoming dir, outgoing dir
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        let startExtent = Path.circularCorner[5].to.y + (Path.continuousCorner[5].to.y - Path.circularCorner[5].to.y) * weights[3]
        move(to: CGPoint(x: r.minX + startExtent * rx[3], y: r.minY))
        for (i, (corner, din, dout)) in corners.enumerated() {
            // u runs along the incoming edge, v along the outgoing one; each uses that edge's radius.
            let horizontalIn = din.y == 0
            let su = horizontalIn ? rx[i] : ry[i], sv = horizontalIn ? ry[i] : rx[i]
            guard su > 0, sv > 0 else { addLine(to: corner); continue }
            let w = weights[i]
            func pt(_ a: UV, _ b: UV) -> CGPoint {
                let u = a.x + (b.x - a.x) * w, v = a.y + (b.y - a.y) * w
                return CGPoint(x: corner.x - u * su * din.x + v * sv * dout.x, y: corner.y - u * su * din.y + v * sv * dout.y)
            }
            for (c, s) in zip(Path.circularCorner, Path.continuousCorner) {
                if let a1 = c.c1, let a2 = c.c2, let b1 = s.c1, let b2 = s.c2 {
                    addCurve(to: pt(c.to, s.to), control1: pt(a1, b1), control2: pt(a2, b2))
                } else {
                    addLine(to: pt(c.to, s.to))
                }
            }
        }
        closeSubpath()
    }

    mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        addCornerRoundedRect(r, radiiX: [rx, rx, rx, rx], radiiY: [ry, ry, ry, ry], style: .continuous)
    }
}
