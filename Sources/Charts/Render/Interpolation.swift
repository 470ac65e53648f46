import Foundation
import EaselCore

/// Builds a line through points with a Swift Charts interpolation method.
enum Interpolation {
    static func path(_ pts: [CGPoint], _ method: InterpolationMethod, into p: inout Path, moveFirst: Bool = true) {
        guard let first = pts.first else { return }
        if moveFirst { p.move(to: first) } else { p.addLine(to: first) }
        guard pts.count > 1 else { return }
        switch method.kind {
        case .linear: for q in pts.dropFirst() { p.addLine(to: q) }
        case .stepStart:
            // The value holds until the next point, stepping at the next point's x.
            for i in 1..<pts.count { p.addLine(to: CGPoint(x: pts[i].x, y: pts[i - 1].y)); p.addLine(to: pts[i]) }
        case .stepEnd:
            for i in 1..<pts.count { p.addLine(to: CGPoint(x: pts[i - 1].x, y: pts[i].y)); p.addLine(to: pts[i]) }
        case .stepCenter:
            for i in 1..<pts.count {
                let mx = (pts[i - 1].x + pts[i].x) / 2
                p.addLine(to: CGPoint(x: mx, y: pts[i - 1].y)); p.addLine(to: CGPoint(x: mx, y: pts[i].y)); p.addLine(to: pts[i])
            }
        case .cardinal(let tension): cardinal(pts, tension: tension, into: &p)
        case .catmullRom(let alpha): catmullRom(pts, alpha: alpha, into: &p)
        case .monotone: monotone(pts, into: &p)
        }
    }

    static func cardinal(_ pts: [CGPoint], tension: CGFloat, into p: inout Path) {
        let k = (1 - tension) / 6
        for i in 0..<(pts.count - 1) {
            let p0 = pts[max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(pts.count - 1, i + 2)]
            p.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                       control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
        }
    }

    /// Centripetal Catmull–Rom (alpha 0.5) as Bézier segments.
    static func catmullRom(_ pts: [CGPoint], alpha: CGFloat, into p: inout Path) {
        func d(_ a: CGPoint, _ b: CGPoint) -> CGFloat { max(1e-6, pow(hypot(b.x - a.x, b.y - a.y), alpha)) }
        for i in 0..<(pts.count - 1) {
            let p0 = pts[max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(pts.count - 1, i + 2)]
            let d1 = d(p0, p1), d2 = d(p1, p2), d3 = d(p2, p3)
            // Tangents weighted by the neighbouring chords' parametrised lengths.
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * d2 / (3 * (d1 + d2)), y: p1.y + (p2.y - p0.y) * d2 / (3 * (d1 + d2)))
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * d2 / (3 * (d2 + d3)), y: p2.y - (p3.y - p1.y) * d2 / (3 * (d2 + d3)))
            p.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Monotone cubic (Fritsch–Carlson, as d3's monotoneX): never overshoots the data.
    static func monotone(_ pts: [CGPoint], into p: inout Path) {
        let n = pts.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) { let dx = pts[i + 1].x - pts[i].x; slopes[i] = dx == 0 ? 0 : (pts[i + 1].y - pts[i].y) / dx }
        var t = [CGFloat](repeating: 0, count: n)
        t[0] = slopes[0]; t[n - 1] = slopes[n - 2]
        // Interior tangents: zero at a local extremum, else the harmonic mean of the
        // neighbouring slopes, which keeps the curve within the data.
        for i in 1..<(n - 1) {
            let a = slopes[i - 1], b = slopes[i]
            t[i] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
        }
        for i in 0..<(n - 1) {
            let h = (pts[i + 1].x - pts[i].x) / 3
            p.addCurve(to: pts[i + 1], control1: CGPoint(x: pts[i].x + h, y: pts[i].y + t[i] * h),
                       control2: CGPoint(x: pts[i + 1].x - h, y: pts[i + 1].y - t[i + 1] * h))
        }
    }
}
