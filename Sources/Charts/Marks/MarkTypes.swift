import Foundation
import EaselCore

/// A mark's width or height: `.automatic`, a fixed length, an inset from the
/// band (or unit interval) it sits in, or a ratio of that band.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ v: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(v)) }
    public static func inset(_ v: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(v)) }
    public static func ratio(_ v: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(v)) }
    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral v: Double) { kind = .fixed(CGFloat(v)) }
    public init(integerLiteral v: Int) { kind = .fixed(CGFloat(v)) }

    /// The length in a band of `band` points; nil for `.automatic`.
    func length(in band: CGFloat) -> CGFloat? {
        switch kind {
        case .automatic: return nil
        case .fixed(let v): return max(0, v)
        case .inset(let v): return max(0, band - 2 * v)
        case .ratio(let r): return max(0, band * r)
        }
    }
}

/// How marks that share a position stack (`BarMark` and `AreaMark`).
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    public static let standard = MarkStackingMethod(kind: .standard)
    public static let normalized = MarkStackingMethod(kind: .normalized)
    public static let center = MarkStackingMethod(kind: .center)
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area joins its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, monotone, catmullRom(CGFloat), cardinal(CGFloat), stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, overlay }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
    public static let overlay = AnnotationPosition(kind: .overlay)
}

/// A point mark's symbol (`.circle`, `.square`…).
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// Swift Charts' built-in symbols.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    /// The order `symbol(by:)` hands symbols out (Apple documents none; this is ours).
    static let sequence: [BasicChartSymbolShape] = [Kind.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk].map { BasicChartSymbolShape(kind: $0) }

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in r: CGRect) -> Path {
        let c = CGPoint(x: r.midX, y: r.midY), rad = min(r.width, r.height) / 2
        func polygon(_ n: Int, _ start: Double, _ radius: CGFloat) -> Path {
            var p = Path()
            for i in 0..<n {
                let a = start + Double(i) * 2 * .pi / Double(n)
                let q = CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
            return p
        }
        func bars(_ angles: [Double]) -> Path {
            // Strokes drawn as thin filled bars, so every symbol is one filled path.
            let w = rad * 0.36
            var p = Path()
            for a in angles {
                let t = CGAffineTransform(translationX: c.x, y: c.y).rotated(by: CGFloat(a))
                p.addRect(CGRect(x: -rad, y: -w / 2, width: 2 * rad, height: w), transform: t)
            }
            return p
        }
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: c.x - rad, y: c.y - rad, width: 2 * rad, height: 2 * rad))
        case .square:
            let s = rad * 0.886   // the same area as the circle
            return Path(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle: return polygon(3, -.pi / 2, rad * 1.2)
        case .diamond: return polygon(4, -.pi / 2, rad * 1.15)
        case .pentagon: return polygon(5, -.pi / 2, rad * 1.08)
        case .plus: return bars([0, .pi / 2])
        case .cross: return bars([.pi / 4, -.pi / 4])
        case .asterisk: return bars([.pi / 2, .pi / 6, -.pi / 6])
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
