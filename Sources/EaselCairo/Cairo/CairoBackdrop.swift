import Foundation
import EaselCore
import CCairo

/// Materials for cairo: the pixels already drawn under the shape are copied
/// from the current target, blurred, saturated and tinted, then painted
/// through the shape's coverage. Past the canvas edge the copy repeats the
/// edge pixels, so a bar at the top does not fade to transparent.
enum CairoBackdrop {
    static func draw(_ backdrop: Backdrop, bounds: CGRect, coverage: [DisplayItem], in cr: OpaquePointer, _ options: CairoDrawOptions) {
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let tinted = blurredBackdrop(backdrop, bounds: bounds, target: target, in: cr, options) else {
            // A vector target cannot be read back: the tint alone.
            CairoDrawing.draw(backdrop.tinted(coverage), in: cr, options)
            return
        }
        defer { tinted.destroy() }
        options.backdrops?.record(tinted, backdrop: backdrop, bounds: bounds)
        let p = tinted.pattern()
        defer { cairo_pattern_destroy(p) }
        cairo_push_group(cr)
        CairoDrawing.draw(coverage, in: cr, options)
        let mask = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source(cr, p)
        cairo_mask(cr, mask)
    }

    /// The backdrop under `bounds` (exactly its device pixels), processed.
    static func blurredBackdrop(_ b: Backdrop, bounds: CGRect, target: OpaquePointer, in cr: OpaquePointer, _ options: CairoDrawOptions) -> Offscreen? {
        guard !bounds.isNull, !bounds.isInfinite else { return nil }
        let sigma = Double(b.radius) / 2 * CairoShadowBlur.deviceScale(cr)
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let d = Offscreen.deviceRect(bounds, cr, options)
        let x0 = Int(d.minX.rounded(.down)), y0 = Int(d.minY.rounded(.down))
        let w = min(Int(d.maxX.rounded(.up)) - x0, Offscreen.maxSide), h = min(Int(d.maxY.rounded(.up)) - y0, Offscreen.maxSide)
        guard w > 0, h > 0 else { return nil }
        let pw = min(w + 2 * pad, Offscreen.maxSide), ph = min(h + 2 * pad, Offscreen.maxSide)
        guard let big = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)),
              cairo_surface_status(big) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(big) }
        cairo_surface_flush(target)
        let c = cairo_create(big)!
        // Device offsets apply when a surface is a source, so device coordinates line up.
        cairo_set_source_surface(c, target, Double(pad - x0), Double(pad - y0))
        cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_flush(big)
        let data = cairo_image_surface_get_data(big)!, stride = Int(cairo_image_surface_get_stride(big))
        GaussianBlur.blur(data, width: pw, height: ph, stride: stride, channels: 4, sigma: sigma)
        // Crop to the shape's pixels into a surface Offscreen can position.
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(out) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_mark_dirty(big)
        let oc = cairo_create(out)!
        cairo_set_source_surface(oc, big, Double(-pad), Double(-pad))
        cairo_set_operator(oc, CAIRO_OPERATOR_SOURCE)
        cairo_paint(oc)
        cairo_destroy(oc)
        cairo_surface_flush(out)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let off = Offscreen(surface: out, x: x0, y: y0, width: w, height: h, matrix: m)
        CairoColorMatrix.apply(.saturation(b.saturation), to: off.data, width: w, height: h, stride: off.stride)
        tint(off, with: b.tint)
        return off
    }

    /// The tint composited over each pixel (premultiplied source-over).
    static func tint(_ off: Offscreen, with t: RGBA) {
        let ta = t.alpha, keep = 1 - ta
        let tr = t.red * ta * 255, tg = t.green * ta * 255, tb = t.blue * ta * 255, tA = ta * 255
        for y in 0..<off.height {
            let row = UnsafeMutableRawPointer(off.data + y * off.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
                let px = row[x]
                let a = (Double(px >> 24) * keep + tA).rounded()
                let r = (Double((px >> 16) & 0xFF) * keep + tr).rounded()
                let g = (Double((px >> 8) & 0xFF) * keep + tg).rounded()
                let b = (Double(px & 0xFF) * keep + tb).rounded()
                row[x] = (UInt32(a) << 24) | (UInt32(r) << 16) | (UInt32(g) << 8) | UInt32(b)
            }
        }
    }
}

