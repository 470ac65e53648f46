import Foundation

extension Path {
    /// A drawable piece of the outline: a straight or curved run from `from`,
    /// with both curve kinds raised to cubics so cutting is one routine.
    private struct Piece {
        var from: CGPoint, c1: CGPoint, c2: CGPoint, to: CGPoint
        var startsSubpath: Bool
        var length: CGFloat = 0
        /// Cumulative length at `samples` evenly spaced parameters, for arc-length lookup.
        var table: [CGFloat] = []

        static let samples = 64

        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
        }
        mutating func measure() {
            var total: CGFloat = 0, prev = from
            table = [0]
            for i in 1...Piece.samples {
                let p = point(CGFloat(i) / CGFloat(Piece.samples))
                total += hypot(p.x - prev.x, p.y - prev.y); prev = p
                table.append(total)
            }
            length = total
        }
        /// The curve parameter at arc length `s` from the start.
        func parameter(atLength s: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            if s <= 0 { return 0 }
            if s >= length { return 1 }
            var i = 1
            while i < table.count - 1 && table[i] < s { i += 1 }
            let l0 = table[i - 1], l1 = table[i]
            let f = l1 > l0 ? (s - l0) / (l1 - l0) : 0
            return (CGFloat(i - 1) + f) / CGFloat(Piece.samples)
        }
        /// The part between parameters t0 < t1, by de Casteljau subdivision.
        func sub(_ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
            func split(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
                // Returns the tail from t to 1.
                func l(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                let ab = l(p.0, p.1), bc = l(p.1, p.2), cd = l(p.2, p.3)
                let abc = l(ab, bc), bcd = l(bc, cd), m = l(abc, bcd)
                return (m, bcd, cd, p.3)
            }
            func head(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
                func l(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                let ab = l(p.0, p.1), bc = l(p.1, p.2), cd = l(p.2, p.3)
                let abc = l(ab, bc), bcd = l(bc, cd), m = l(abc, bcd)
                return (p.0, ab, abc, m)
            }
            let tail = split((from, c1, c2, to), t0)
            let rel = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            return head(tail, rel)
        }
        var isLine: Bool
    }

    private func pieces() -> [Piece] {
        var out: [Piece] = []
        var start: CGPoint?, cur: CGPoint?, newSubpath = true
        func third(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        for e in elements {
            switch e {
            case .move(let p): start = p; cur = p; newSubpath = true
            case .line(let p):
                guard let c = cur else { start = p; cur = p; continue }
                out.append(Piece(from: c, c1: third(c, p, 1.0 / 3), c2: third(c, p, 2.0 / 3), to: p, startsSubpath: newSubpath, isLine: true))
                cur = p; newSubpath = false
            case let .quadCurve(p, q):
                guard let c = cur else { start = p; cur = p; continue }
                out.append(Piece(from: c, c1: third(c, q, 2.0 / 3), c2: third(p, q, 2.0 / 3), to: p, startsSubpath: newSubpath, isLine: false))
                cur = p; newSubpath = false
            case let .curve(p, a, b):
                guard let c = cur else { start = p; cur = p; continue }
                out.append(Piece(from: c, c1: a, c2: b, to: p, startsSubpath: newSubpath, isLine: false))
                cur = p; newSubpath = false
            case .closeSubpath:
                if let c = cur, let s = start, c != s {
                    out.append(Piece(from: c, c1: third(c, s, 1.0 / 3), c2: third(c, s, 2.0 / 3), to: s, startsSubpath: newSubpath, isLine: true))
                }
                cur = start; newSubpath = true
            }
        }
        for i in out.indices { out[i].measure() }
        return out
    }

    /// The part of the outline between two fractions of its total length, as
    /// SwiftUI's `trimmedPath(from:to:)`: subpaths count in drawing order, and
    /// closing segments count as lines. Empty when `from >= to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let f = min(max(from, 0), 1), t = min(max(to, 0), 1)
        guard f < t else { return Path() }
        if f == 0 && t == 1 { return self }
        let ps = pieces()
        let total = ps.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let s0 = f * total, s1 = t * total
        var out = Path(), offset: CGFloat = 0, pen: CGPoint?
        for p in ps {
            defer { offset += p.length }
            let a = max(s0, offset), b = min(s1, offset + p.length)
            if p.startsSubpath { pen = nil }
            guard b > a || (p.length == 0 && a == b && offset >= s0 && offset <= s1) else { continue }
            let t0 = p.parameter(atLength: a - offset), t1 = p.parameter(atLength: b - offset)
            let (q0, q1, q2, q3) = p.sub(t0, t1)
            if pen == nil || pen != q0 { out.move(to: q0) }
            if p.isLine { out.addLine(to: q3) } else { out.addCurve(to: q3, control1: q1, control2: q2) }
            pen = q3
        }
        return out
    }

    /// The total length of the outline, closing segments included.
    public var length: CGFloat { pieces().reduce(0) { $0 + $1.length } }
}
