import Foundation

/// SwiftUI's `Path`: subpaths of lines and Bézier curves. Arcs and ellipses are
/// stored as cubic curves, so every backend sees the same geometry.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    /// Where the next segment starts: the last element's end point, or after a
    /// close the start of that subpath. Read from the end, so building a long
    /// path segment by segment stays linear.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath:
            for case .move(let p) in elements.reversed() { return p }
            return nil
        }
    }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    // With no current point, a segment starts a subpath at its own end, as SwiftUI's Path does.
    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: p) } else { elements.append(.line(to: p)) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        if elements.isEmpty { move(to: p) }
        elements.append(.quadCurve(to: p, control: c))
    }
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        if elements.isEmpty { move(to: p) }
        elements.append(.curve(to: p, control1: c1, control2: c2))
    }
    public mutating func closeSubpath() { if !elements.isEmpty { elements.append(.closeSubpath) } }

    public mutating func addRect(_ r: CGRect, transform t: CGAffineTransform = .identity) {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY)); p.closeSubpath()
        addPath(p, transform: t)
    }
    public mutating func addRects(_ rects: [CGRect], transform t: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: t) }
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first); points.dropFirst().forEach { addLine(to: $0) }
    }

    public mutating func addEllipse(in r: CGRect, transform t: CGAffineTransform = .identity) {
        let c = CGPoint(x: r.midX, y: r.midY)
        guard t == .identity else {
            var p = Path()
            p.addArcSegments(center: c, rx: r.width / 2, ry: r.height / 2, from: 0, to: 2 * .pi, clockwise: false, moveFirst: true)
            p.closeSubpath()
            addPath(p, transform: t)
            return
        }
        // Untransformed, straight into this path: the same elements without a
        // temporary path (a 1,000-point chart's symbols are 1,000 ellipses).
        elements.reserveCapacity(elements.count + 6)
        addArcSegments(center: c, rx: r.width / 2, ry: r.height / 2, from: 0, to: 2 * .pi, clockwise: false, moveFirst: true)
        elements.append(.closeSubpath)
    }

    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform t: CGAffineTransform = .identity) {
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        var p = Path()
        if rx <= 0 || ry <= 0 { p.addRect(r) }
        else if style == .continuous { p.addContinuousRoundedRect(r, rx: rx, ry: ry) }
        else {
            p.move(to: CGPoint(x: r.minX + rx, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            p.addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2, to: 0, clockwise: false)
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            p.addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, to: .pi / 2, clockwise: false)
            p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            p.addArcSegments(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, to: .pi, clockwise: false)
            p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            p.addArcSegments(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi, to: 1.5 * .pi, clockwise: false)
            p.closeSubpath()
        }
        addPath(p, transform: t)
    }

    /// SwiftUI's arc: `clockwise` is in the flipped (y-down) coordinate space, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform t: CGAffineTransform = .identity) {
        var p = Path()
        if let cur = currentPoint { p.move(to: cur) }
        // y grows downward, so SwiftUI's "clockwise: true" sweeps towards decreasing angle.
        p.addArcSegments(center: center, rx: radius, ry: radius, from: startAngle.radians, to: endAngle.radians,
                         clockwise: clockwise, moveFirst: currentPoint == nil, lineFirst: currentPoint != nil)
        appendContinuing(p.applying(t))
    }

    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform t: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1); return }
        let cosA = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let angle = acos(max(-1, min(1, cosA)))
        guard angle > 1e-9, angle < .pi - 1e-9 else { addLine(to: p1); return }
        let d = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y), cd = radius / sin(angle / 2)
        let c = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        var p = Path(); p.move(to: p0)
        p.addLine(to: t1)
        p.addArcSegments(center: c, rx: radius, ry: radius, from: a0, to: a0 + sweep, clockwise: sweep < 0)
        appendContinuing(p.applying(t))
    }

    public mutating func addPath(_ path: Path, transform t: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(t).elements)
    }

    private mutating func appendContinuing(_ p: Path) {
        var els = p.elements
        if currentPoint != nil, case .move = els.first { els.removeFirst() }
        elements.append(contentsOf: els)
    }

    /// Appends Bézier segments approximating an elliptical arc (≤ 90° each).
    mutating func addArcSegments(center c: CGPoint, rx: CGFloat, ry: CGFloat, from a0: Double, to a1: Double,
                                 clockwise: Bool, moveFirst: Bool = false, lineFirst: Bool = false) {
        var sweep = a1 - a0
        if clockwise { if sweep > 0 { sweep -= 2 * .pi * ((sweep / (2 * .pi)).rounded(.up)) } }
        else { if sweep < 0 { sweep += 2 * .pi * ((-sweep / (2 * .pi)).rounded(.up)) } }
        if abs(a1 - a0) >= 2 * .pi - 1e-12 { sweep = clockwise ? -2 * .pi : 2 * .pi }
        // A whole turn from 0 (every ellipse and circle) takes its unit points
        // from a table made once by the same code: the same values, so the same
        // bits, without 17 sin and cos calls per ellipse.
        if a0 == 0 && sweep == 2 * .pi {
            let unit = Self.wholeTurn
            let start = CGPoint(x: c.x + rx * unit.start.x, y: c.y + ry * unit.start.y)
            if moveFirst { move(to: start) } else if lineFirst { elements.append(.line(to: start)) }
            for s in unit.segments { appendArcSegment(s, center: c, rx: rx, ry: ry) }
            return
        }
        let start = CGPoint(x: c.x + rx * cos(a0), y: c.y + ry * sin(a0))
        if moveFirst { move(to: start) } else if lineFirst { elements.append(.line(to: start)) }
        let (n, step, k) = Self.arcSteps(sweep)
        var a = a0
        for _ in 0..<n {
            let b = a + step
            appendArcSegment(Self.unitSegment(from: a, to: b, k: k), center: c, rx: rx, ry: ry)
            a = b
        }
    }

    private mutating func appendArcSegment(_ s: UnitSegment, center c: CGPoint, rx: CGFloat, ry: CGFloat) {
        let p1 = CGPoint(x: c.x + rx * s.c1.x, y: c.y + ry * s.c1.y)
        let p2 = CGPoint(x: c.x + rx * s.c2.x, y: c.y + ry * s.c2.y)
        elements.append(.curve(to: CGPoint(x: c.x + rx * s.end.x, y: c.y + ry * s.end.y), control1: p1, control2: p2))
    }

    /// How a sweep is cut: at most a quarter turn per Bézier (the cubic's error
    /// grows fast past 90°). The tolerance comes off before rounding up, so an
    /// exact half turn is two segments, not one (Int() of 2 − 1e-9 was 1: a
    /// flattened half disc). `k` is the control points' distance along the tangent.
    static func arcSteps(_ sweep: Double) -> (n: Int, step: Double, k: Double) {
        let n = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        return (n, step, 4.0 / 3.0 * tan(step / 4))
    }

    /// One Bézier segment of the unit circle from angle `a` to `b`: its two
    /// control points and its end, to be scaled by the radii and moved to the centre.
    typealias UnitSegment = (c1: CGPoint, c2: CGPoint, end: CGPoint)
    static func unitSegment(from a: Double, to b: Double, k: Double) -> UnitSegment {
        (CGPoint(x: cos(a) - k * sin(a), y: sin(a) + k * cos(a)),
         CGPoint(x: cos(b) + k * sin(b), y: sin(b) - k * cos(b)),
         CGPoint(x: cos(b), y: sin(b)))
    }

    /// A whole turn of the unit circle from angle 0, anticlockwise in y-up terms.
    static let wholeTurn: (start: CGPoint, segments: [UnitSegment]) = {
        let (n, step, k) = arcSteps(2 * .pi)
        var segments: [UnitSegment] = [], a = 0.0
        for _ in 0..<n {
            let b = a + step
            segments.append(unitSegment(from: a, to: b, k: k))
            a = b
        }
        return (CGPoint(x: cos(0.0), y: sin(0.0)), segments)
    }()

    public func applying(_ t: CGAffineTransform) -> Path {
        if t == .identity { return self }
        var p = Path()
        p.elements = elements.map {
            switch $0 {
            case .move(let a): return .move(to: a.applying(t))
            case .line(let a): return .line(to: a.applying(t))
            case let .quadCurve(a, c): return .quadCurve(to: a.applying(t), control: c.applying(t))
            case let .curve(a, c1, c2): return .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        return p
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The smallest rectangle containing every point, control points included.
    public var boundingRect: CGRect {
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case let .quadCurve(p, c): pts += [p, c]
            case let .curve(p, c1, c2): pts += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let f = pts.first else { return .null }
        var r = CGRect(origin: f, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
