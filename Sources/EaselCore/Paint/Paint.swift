import Foundation

public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// A shape style resolved against the environment and the frame it fills:
/// what a backend paints with. Points are absolute.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient stretched to an ellipse: `transform` maps the unit circle's space.
    case ellipticalGradient(stops: [GradientStop], center: CGPoint, radiusX: CGFloat, radiusY: CGFloat,
                            startFraction: CGFloat, endFraction: CGFloat)
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)

    public func withOpacity(_ o: Double) -> Paint {
        guard o != 1 else { return self }
        func f(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.withAlpha(o), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.withAlpha(o))
        case let .linearGradient(s, a, b): return .linearGradient(stops: f(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(stops: f(s), center: c, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, c, rx, ry, f0, f1):
            return .ellipticalGradient(stops: f(s), center: c, radiusX: rx, radiusY: ry, startFraction: f0, endFraction: f1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(stops: f(s), center: c, startAngle: a0, endAngle: a1)
        }
    }
    public var isClear: Bool { if case .color(let c) = self { return c.alpha == 0 }; return false }
}
