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
    /// cr's user→device matrix when drawn, times `oversampling`.
    let matrix: cairo_matrix_t
    /// Drawn for a vector target at the render's scale (`oversampling` > 1).
    var oversampled = false

    /// Surface pixels per device unit of `cr`. A raster target's device units are
    /// its pixels; a PDF's are points, so there the render's scale is used: the
    /// effect is embedded at the PNG's resolution, on the PNG's pixel grid, and
    /// looks the same rather than a 72-ppi image stretched over the page.
    static func oversampling(_ cr: OpaquePointer, _ options: CairoDrawOptions) -> Double {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE,
              let s = options.pixelGrid, s.isFinite, s > 0 else { return 1 }
        return Double(s)
    }

    /// The user→surface-pixel matrix of `cr` (its device matrix times `oversampling`).
    static func pixelMatrix(_ cr: OpaquePointer, _ options: CairoDrawOptions) -> cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let k = oversampling(cr, options)
        m.xx *= k; m.yx *= k; m.xy *= k; m.yy *= k; m.x0 *= k; m.y0 *= k
        return m
    }

    /// Keeps effect buffers bounded whatever the layer claims.
    static let maxSide = 8192

    /// The surface-pixel rectangle of `bounds` (or the clip, when the layer has no
    /// bounds) grown by `pad` pixels, within the current clip plus `reach`.
    static func region(for bounds: CGRect, pad: Double, reach: Double, in cr: OpaquePointer, _ options: CairoDrawOptions) -> (Int, Int, Int, Int)? {
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let clip = deviceRect(CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), cr, options)
        var r = (bounds.isNull || bounds.isInfinite) ? clip : deviceRect(bounds, cr, options)
        r = r.insetBy(dx: -pad, dy: -pad).intersection(clip.insetBy(dx: -reach, dy: -reach))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let w = min(Int(r.maxX.rounded(.up)) - x0, maxSide), h = min(Int(r.maxY.rounded(.up)) - y0, maxSide)
        return w > 0 && h > 0 ? (x0, y0, w, h) : nil
    }

    /// The surface-pixel box around what `items` paint (a pixel of margin), within the clip.
    static func inkRegion(of items: [DisplayItem], in cr: OpaquePointer, _ options: CairoDrawOptions) -> (Int, Int, Int, Int)? {
        guard let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(rec) }
        var m = pixelMatrix(cr, options)
        let rcr = cairo_create(rec)!
        cairo_set_matrix(rcr, &m)
        // Operators that may clear pixels make the recording's extents unbounded;
        // drawn with source-over instead, the ink covers at least as much.
        CairoDrawing.draw(items.map(overInstead), in: rcr, options)
        cairo_destroy(rcr)
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(rec, &x, &y, &w, &h)
        guard w > 0, h > 0, w < Double(maxSide) * 4, h < Double(maxSide) * 4 else { return nil }
        // Back to user space, so `region` intersects it with the clip.
        cairo_matrix_invert(&m)
        var corners = [(x - 1, y - 1), (x + w + 1, y - 1), (x - 1, y + h + 1), (x + w + 1, y + h + 1)]
        for i in corners.indices { var (cx, cy) = corners[i]; cairo_matrix_transform_point(&m, &cx, &cy); corners[i] = (cx, cy) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let user = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return region(for: user, pad: 0, reach: 0, in: cr, options)
    }

    static func overInstead(_ item: DisplayItem) -> DisplayItem {
        guard case let .effect(effect, items) = item else { return item }
        if case .blendMode = effect { return .effect(.compositingGroup, items.map(overInstead)) }
        return .effect(effect, items.map(overInstead))
    }

    /// `r` in surface pixels (device units times `oversampling`).
    static func deviceRect(_ r: CGRect, _ cr: OpaquePointer, _ options: CairoDrawOptions) -> CGRect {
        var pts: [(Double, Double)] = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map { (Double($0.0), Double($0.1)) }
        var m = pixelMatrix(cr, options)
        for i in pts.indices { var (x, y) = pts[i]; cairo_matrix_transform_point(&m, &x, &y); pts[i] = (x, y) }
        let xs = pts.map(\.0), ys = pts.map(\.1)
        return CGRect(x: CGFloat(xs.min()!), y: CGFloat(ys.min()!), width: CGFloat(xs.max()! - xs.min()!), height: CGFloat(ys.max()! - ys.min()!))
    }

    /// Renders `items` as they would appear on `cr`, into the device region.
    static func render(_ items: [DisplayItem], region: (Int, Int, Int, Int), like cr: OpaquePointer, _ options: CairoDrawOptions) -> Offscreen? {
        let (x0, y0, w, h) = region
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        let m = pixelMatrix(cr, options)
        let off = cairo_create(s)!
        var shifted = m
        shifted.x0 -= Double(x0); shifted.y0 -= Double(y0)
        cairo_set_matrix(off, &shifted)
        // Drawn as the PNG draws it: the PDF's glyph snapping and colour-glyph images do not apply here.
        CairoDrawing.draw(items, in: off, options.offscreen)
        cairo_destroy(off)
        cairo_surface_flush(s)
        return Offscreen(surface: s, x: x0, y: y0, width: w, height: h, matrix: m, oversampled: oversampling(cr, options) != 1)
    }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A source pattern showing the surface where it was drawn, moved by an
    /// offset in surface pixels; use it under the user matrix it was drawn with.
    func pattern(dx: Double = 0, dy: Double = 0) -> OpaquePointer {
        cairo_surface_mark_dirty(surface)
        let p = cairo_pattern_create_for_surface(surface)!
        var pm = matrix
        pm.x0 -= Double(x) + dx; pm.y0 -= Double(y) + dy
        if oversampled { Self.inset(&pm, width: Double(width), height: Double(height)) }
        cairo_pattern_set_matrix(p, &pm)
        // On a PDF the image lands pixel for pixel on the PNG's grid: without
        // /Interpolate, viewers need not resample it.
        if oversampled, dx == dx.rounded(), dy == dy.rounded() { cairo_pattern_set_filter(p, CAIRO_FILTER_NEAREST) }
        return p
    }

    /// An image's edge 1/64 px inside the pixel edge it belongs on, for a
    /// pattern matrix `pm` (user → image pixels). A viewer that covers the
    /// pixels from floor(left) to floor(right) + 1 (poppler's Splash) would
    /// otherwise stretch a w-pixel image exactly on the grid over w + 1 pixels,
    /// shifting its far side by up to a pixel.
    static func inset(_ pm: inout cairo_matrix_t, width: Double, height: Double) {
        guard width > 1, height > 1 else { return }
        let e = 1.0 / 64
        // p' = c + (p - c) / f: the image shrinks by f about its centre c.
        let fx = (width - 2 * e) / width, fy = (height - 2 * e) / height
        let cx = width / 2, cy = height / 2
        pm.xx /= fx; pm.xy /= fx; pm.x0 = pm.x0 / fx + cx * (1 - 1 / fx)
        pm.yx /= fy; pm.yy /= fy; pm.y0 = pm.y0 / fy + cy * (1 - 1 / fy)
    }

    func destroy() { cairo_surface_destroy(surface) }
}
