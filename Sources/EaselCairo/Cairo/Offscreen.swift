import Foundation
import EaselCore
import CCairo

/// Draws items into a device-resolution image surface covering part of the
/// canvas, for effects cairo cannot do itself (blurs, shadows).
struct Offscreen {
    let surface: OpaquePointer
    /// Device-space origin of the surface.
    let x: Int, y: Int
    let width: Int, height: Int
    /// cr's user→device matrix when drawn.
    let matrix: cairo_matrix_t

    /// Keeps effect buffers bounded whatever the layer claims.
    static let maxSide = 8192

    /// The device-space rectangle of `bounds` (or the clip, when the layer has no
    /// bounds) grown by `pad` device pixels, within the current clip plus `reach`.
    static func region(for bounds: CGRect, pad: Double, reach: Double, in cr: OpaquePointer) -> (Int, Int, Int, Int)? {
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let clip = deviceRect(CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), cr)
        var r = (bounds.isNull || bounds.isInfinite) ? clip : deviceRect(bounds, cr)
        r = r.insetBy(dx: -pad, dy: -pad).intersection(clip.insetBy(dx: -reach, dy: -reach))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let w = min(Int(r.maxX.rounded(.up)) - x0, maxSide), h = min(Int(r.maxY.rounded(.up)) - y0, maxSide)
        return w > 0 && h > 0 ? (x0, y0, w, h) : nil
    }

    static func deviceRect(_ r: CGRect, _ cr: OpaquePointer) -> CGRect {
        var pts: [(Double, Double)] = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map { (Double($0.0), Double($0.1)) }
        for i in pts.indices { var (x, y) = pts[i]; cairo_user_to_device(cr, &x, &y); pts[i] = (x, y) }
        let xs = pts.map(\.0), ys = pts.map(\.1)
        return CGRect(x: CGFloat(xs.min()!), y: CGFloat(ys.min()!), width: CGFloat(xs.max()! - xs.min()!), height: CGFloat(ys.max()! - ys.min()!))
    }

    /// Renders `items` as they would appear on `cr`, into the device region.
    static func render(_ items: [DisplayItem], region: (Int, Int, Int, Int), like cr: OpaquePointer) -> Offscreen? {
        let (x0, y0, w, h) = region
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let off = cairo_create(s)!
        var shifted = m
        shifted.x0 -= Double(x0); shifted.y0 -= Double(y0)
        cairo_set_matrix(off, &shifted)
        CairoDrawing.draw(items, in: off)
        cairo_destroy(off)
        cairo_surface_flush(s)
        return Offscreen(surface: s, x: x0, y: y0, width: w, height: h, matrix: m)
    }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A source pattern showing the surface where it was drawn, moved by a
    /// device-space offset; use it under the user matrix it was drawn with.
    func pattern(dx: Double = 0, dy: Double = 0) -> OpaquePointer {
        cairo_surface_mark_dirty(surface)
        let p = cairo_pattern_create_for_surface(surface)!
        var pm = matrix
        pm.x0 -= Double(x) + dx; pm.y0 -= Double(y) + dy
        cairo_pattern_set_matrix(p, &pm)
        return p
    }

    func destroy() { cairo_surface_destroy(surface) }
}
