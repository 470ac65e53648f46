import Foundation

extension Path {
    /// Apple's continuous ("squircle") corner: each corner runs 1.528665·r along
    /// its edges with curvature that ramps up instead of jumping. The coefficients
    /// are the widely published fit of UIBezierPath's continuous rounded rect.
    /// When the corner would not fit (capsule-like shapes), SwiftUI falls back to
    /// circular arcs, and so do we.
    mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        let k: CGFloat = 1.52866483
        guard rx * k <= r.width / 2, ry * k <= r.height / 2 else {
            addRoundedRect(in: r, cornerSize: CGSize(width: rx, height: ry), style: .circular)
            return
        }
        // (u, v): u back along the incoming edge from the corner, v along the outgoing edge.
        typealias UV = (CGFloat, CGFloat)
        let segments: [(to: UV, c1: UV?, c2: UV?)] = [
            ((1.52866471, 0), nil, nil),
            ((0.66993427, 0.06549600), (1.08849323, 0), (0.86840689, 0)),
            ((0.63149399, 0.07491100), nil, nil),
            ((0.07491176, 0.63149399), (0.37282392, 0.16905899), (0.16906013, 0.37282401)),
            ((0.06549569, 0.66993493), nil, nil),
            ((0, 1.52866483), (0, 0.86840701), (0, 1.08849299)),
        ]
        let corners: [(CGPoint, CGPoint, CGPoint)] = [   // corner, incoming dir, outgoing dir
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        move(to: CGPoint(x: r.minX + k * rx, y: r.minY))
        for (corner, din, dout) in corners {
            func pt(_ uv: UV) -> CGPoint {
                let dx = -uv.0 * din.x + uv.1 * dout.x, dy = -uv.0 * din.y + uv.1 * dout.y
                return CGPoint(x: corner.x + dx * rx, y: corner.y + dy * ry)
            }
            for s in segments {
                if let c1 = s.c1, let c2 = s.c2 { addCurve(to: pt(s.to), control1: pt(c1), control2: pt(c2)) }
                else { addLine(to: pt(s.to)) }
            }
        }
        closeSubpath()
    }
}
