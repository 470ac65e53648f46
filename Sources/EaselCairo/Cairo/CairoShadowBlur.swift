import Foundation
import EaselCore
import CCairo

/// `shadow(color:radius:x:y:)` and `blur(radius:)` for cairo. Both render the
/// layer offscreen at device resolution and blur it with a Gaussian whose
/// standard deviation is half the radius (SwiftUI's radius reads as roughly
/// two deviations). On PDF surfaces the result is embedded as an image at the
/// render's scale (see `Offscreen.oversampling`).
enum CairoShadowBlur {
    /// The device-pixel scale of the current user space (for radii and offsets).
    static func deviceScale(_ cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    }

    /// Paints the shadow of `items` (their alpha, blurred, tinted and offset) on `cr`.
    static func drawShadow(_ items: [DisplayItem], bounds: CGRect, shadow: ShadowEffect, in cr: OpaquePointer, _ options: CairoDrawOptions) {
        guard shadow.color.alpha > 0 else { return }
        let k = Offscreen.oversampling(cr, options)
        let sigma = Double(max(0, shadow.radius)) / 2 * deviceScale(cr) * k
        var dx = Double(shadow.offset.width), dy = Double(shadow.offset.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        dx *= k; dy *= k
        let pad = 3 * sigma + 1
        // The part of the content that the offset brings into view matters too.
        guard let region = Offscreen.region(for: bounds, pad: pad, reach: pad + max(abs(dx), abs(dy)), in: cr, options),
              let off = Offscreen.render(items, region: region, like: cr, options) else { return }
        defer { off.destroy() }
        let data = off.data, stride = off.stride
        // Only the alpha casts the shadow: the top byte of each native-endian ARGB word.
        var alpha = [UInt8](repeating: 0, count: off.width * off.height)
        alpha.withUnsafeMutableBufferPointer { alpha in
            for y in 0..<off.height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let dst = alpha.baseAddress! + y * off.width
                for x in 0..<off.width { dst[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        let key = ShadowCache.Key(alpha: alpha, width: off.width, height: off.height, sigma: sigma, color: shadow.color)
        if let cached = ShadowCache.shared.pixels(for: key) {
            copy(cached, into: off)
        } else {
            alpha.withUnsafeMutableBufferPointer { GaussianBlur.blur($0.baseAddress!, width: off.width, height: off.height, stride: off.width, channels: 1, sigma: sigma) }
            tint(alpha, with: shadow.color, into: off)
            ShadowCache.shared.store(words(of: off), for: key)
        }
        let p = off.pattern(dx: dx, dy: dy)
        defer { cairo_pattern_destroy(p) }
        cairo_save(cr)
        cairo_set_source(cr, p)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Writes the tinted premultiplied word of each blurred alpha over the surface.
    private static func tint(_ alpha: [UInt8], with c: RGBA, into off: Offscreen) {
        let data = off.data, stride = off.stride
        // The word for each of the 256 alphas, computed once.
        let tint = (0..<256).map { (v: Int) -> UInt32 in
            let a = Double(v) * c.alpha
            let pa = UInt32(a.rounded())
            let r = UInt32((a * c.red).rounded()), g = UInt32((a * c.green).rounded()), b = UInt32((a * c.blue).rounded())
            return (pa << 24) | (r << 16) | (g << 8) | b
        }
        tint.withUnsafeBufferPointer { tint in
            alpha.withUnsafeBufferPointer { alpha in
                for y in 0..<off.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let src = alpha.baseAddress! + y * off.width
                    for x in 0..<off.width { row[x] = tint[Int(src[x])] }
                }
            }
        }
    }

    /// The surface's words, `width` per row (cairo may pad its rows).
    private static func words(of off: Offscreen) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: off.width * off.height) { buffer, count in
            for y in 0..<off.height {
                memcpy(buffer.baseAddress! + y * off.width, off.data + y * off.stride, off.width * 4)
            }
            count = off.width * off.height
        }
    }

    private static func copy(_ words: [UInt32], into off: Offscreen) {
        words.withUnsafeBufferPointer { w in
            for y in 0..<off.height { memcpy(off.data + y * off.stride, w.baseAddress! + y * off.width, off.width * 4) }
        }
    }

    /// The items drawn and blurred as a source pattern positioned for `cr`, or nil when nothing shows.
    static func blurredPattern(_ items: [DisplayItem], bounds: CGRect, radius: CGFloat, in cr: OpaquePointer, _ options: CairoDrawOptions) -> (OpaquePointer, Offscreen)? {
        let sigma = Double(radius) / 2 * deviceScale(cr) * Offscreen.oversampling(cr, options)
        let pad = 3 * sigma + 1
        guard let region = Offscreen.region(for: bounds, pad: pad, reach: pad, in: cr, options),
              let off = Offscreen.render(items, region: region, like: cr, options) else { return nil }
        // Premultiplied channels blur independently and stay consistent.
        GaussianBlur.blur(off.data, width: off.width, height: off.height, stride: off.stride, channels: 4, sigma: sigma)
        return (off.pattern(), off)
    }
}
