import Foundation

/// SwiftUI's `Gradient`: colour stops along a 0…1 axis. The geometry (line,
/// circle, angle) comes from the style that uses it.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1, as SwiftUI does (a single colour sits at 0).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// Stops resolved against the environment, sorted by location and clamped
    /// to 0…1 so every backend sees the same monotonic list.
    func resolvedStops(in env: EnvironmentValues) -> [GradientStop] {
        let sorted = stops.enumerated().sorted { a, b in
            // Stable: equal locations keep declaration order (hard colour steps).
            a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location
        }
        return sorted.map { GradientStop(color: $0.element.color.resolve(in: env), location: Double(min(max($0.element.location, 0), 1))) }
    }
}

/// A gradient whose geometry is chosen by where it is used; `Color.gradient`
/// returns one. Used directly as a style it runs top to bottom over the bounds.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in env: EnvironmentValues, bounds: CGRect) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._paint(in: env, bounds: bounds)
    }
}

extension Color {
    /// SwiftUI's standard gradient for a colour: a gentle vertical ramp from a
    /// lighter tint at the top to the colour itself at the bottom. Apple does not
    /// publish the ramp; a 20 % mix towards white matches it closely by eye.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(.lighter(self, 0.2)), self]))
    }
}
