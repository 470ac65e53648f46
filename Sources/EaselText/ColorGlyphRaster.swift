import Foundation
import EaselCore
import CPango
import CCairo

/// Colour glyphs (bitmap emoji) drawn by cairo into pixels, for writers whose
/// viewers cannot draw them: SVG has no bitmap glyphs, and cairo's PDF surface
/// embeds them at the page's 72 ppi. The glyph is drawn exactly as the raster
/// backend draws it at that scale (same scaled font, same transform), into a
/// box whose corners sit on that scale's pixel grid, so the image placed back
/// at its rect lands pixel for pixel where the PNG has it.
enum ColorGlyphRaster {
    /// Call inside `PangoRuntime.locked`.
    static func image(font: UnsafeMutablePointer<PangoFont>, glyph: GlyphID, at origin: CGPoint, scale: CGFloat) -> ColorGlyphImage? {
        guard let sf = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
        var g = cairo_glyph_t(index: UInt(glyph), x: origin.x, y: origin.y)
        var ext = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(sf, &g, 1, &ext)
        guard ext.width > 0, ext.height > 0 else { return nil }
        // One pixel of margin for the filter's spill; the box in device pixels.
        let x0 = ((origin.x + ext.x_bearing) * scale).rounded(.down) - 1
        let y0 = ((origin.y + ext.y_bearing) * scale).rounded(.down) - 1
        let x1 = ((origin.x + ext.x_bearing + ext.width) * scale).rounded(.up) + 1
        let y1 = ((origin.y + ext.y_bearing + ext.height) * scale).rounded(.up) + 1
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard w > 0, h > 0, w < 16_384, h < 16_384,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        cairo_translate(cr, -x0, -y0)
        cairo_scale(cr, scale, scale)
        cairo_set_scaled_font(cr, sf)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_show_glyphs(cr, &g, 1)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let src = cairo_image_surface_get_data(surface) else { return nil }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let px = row[x], a = px >> 24
                guard a != 0 else { continue }
                var r = (px >> 16) & 0xFF, gr = (px >> 8) & 0xFF, b = px & 0xFF
                // cairo keeps premultiplied alpha; images are straight.
                if a != 255 { r = (r * 255 + a / 2) / a; gr = (gr * 255 + a / 2) / a; b = (b * 255 + a / 2) / a }
                let i = (y * w + x) * 4
                out[i] = UInt8(min(r, 255)); out[i + 1] = UInt8(min(gr, 255)); out[i + 2] = UInt8(min(b, 255)); out[i + 3] = UInt8(a)
            }
        }
        return ColorGlyphImage(image: RasterImage(width: w, height: h, pixels: out),
                               rect: CGRect(x: x0 / scale, y: y0 / scale, width: CGFloat(w) / scale, height: CGFloat(h) / scale))
    }
}
