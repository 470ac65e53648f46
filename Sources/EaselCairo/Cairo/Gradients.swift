import Foundation
import EaselCore
import CCairo

/// Gradient paints as cairo patterns.
enum CairoGradients {
    static func addStops(_ stops: [GradientStop], _ p: OpaquePointer) {
        for s in stops { cairo_pattern_add_color_stop_rgba(p, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha) }
    }

    /// `cr` supplies the clip, which the angular mesh must cover.
    static func pattern(for paint: Paint, in cr: OpaquePointer) -> OpaquePointer? {
        switch paint {
        case .color: return nil
        case let .linearGradient(stops, a, b):
            let p = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)!
            addStops(stops, p); return p
        case let .radialGradient(stops, c, r0, r1):
            let p = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)!
            addStops(stops, p); return p
        case let .ellipticalGradient(stops, c, rx, ry, f0, f1):
            // A unit-radius radial gradient mapped onto the ellipse by the pattern matrix.
            let p = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)!
            addStops(stops, p)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, 1 / max(rx, 1e-9), 0, 0, 1 / max(ry, 1e-9), -c.x / max(rx, 1e-9), -c.y / max(ry, 1e-9))
            cairo_pattern_set_matrix(p, &m)
            return p
        case let .angularGradient(stops, c, a0, a1):
            return AngularMesh.pattern(stops: stops, center: c, startAngle: a0, endAngle: a1, in: cr)
        }
    }
}
