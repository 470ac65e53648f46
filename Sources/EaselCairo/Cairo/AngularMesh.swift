import Foundation
import EaselCore
import CCairo

/// Cairo 1.16 has no conic gradient, so an angular gradient is a fan of mesh
/// (Coons) patches around the centre: each patch spans at most 10° and
/// carries its two edge colours, which cairo interpolates smoothly across it.
/// PDF keeps the mesh as a native shading.
enum AngularMesh {
    static let maxPatch = 10 * Double.pi / 180

    static func pattern(stops: [GradientStop], center c: CGPoint, startAngle: Angle, endAngle: Angle,
                        in cr: OpaquePointer) -> OpaquePointer? {
        let segments = Paint.angularSegments(stops: stops, startAngle: startAngle, endAngle: endAngle)
        guard !segments.isEmpty, let mesh = cairo_pattern_create_mesh() else { return nil }
        // Reach past everything that can be painted: the clip's farthest corner.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let reach = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { hypot($0.0 - Double(c.x), $0.1 - Double(c.y)) }.max() ?? 0
        let radius = max(reach, 1) * 1.05 + 1
        for seg in segments {
            let span = seg.endAngle - seg.startAngle
            let n = max(1, Int((span / maxPatch).rounded(.up)))
            for i in 0..<n {
                let a0 = seg.startAngle + span * Double(i) / Double(n), a1 = seg.startAngle + span * Double(i + 1) / Double(n)
                let t0 = Double(i) / Double(n), t1 = Double(i + 1) / Double(n)
                let col0 = mix(seg.startColor, seg.endColor, t0), col1 = mix(seg.startColor, seg.endColor, t1)
                let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
                let p0 = (c.x + radius * cos(a0), c.y + radius * sin(a0)), p1 = (c.x + radius * cos(a1), c.y + radius * sin(a1))
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, c.x, c.y)
                cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
                cairo_mesh_pattern_curve_to(mesh, p0.0 - k * radius * sin(a0), p0.1 + k * radius * cos(a0),
                                            p1.0 + k * radius * sin(a1), p1.1 - k * radius * cos(a1), p1.0, p1.1)
                cairo_mesh_pattern_line_to(mesh, c.x, c.y)
                for (corner, col) in [(0, col0), (1, col0), (2, col1), (3, col1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), col.red, col.green, col.blue, col.alpha)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        return mesh
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
}
