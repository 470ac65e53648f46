import Foundation
import EaselCore
import CCairo

/// Colour-matrix effects for cairo, which has no filter of its own: the items
/// are drawn offscreen at device resolution, each pixel is un-premultiplied,
/// sent through the matrix and clamped (as SVG's feColorMatrix does), then
/// premultiplied again and composited. On PDF surfaces the result is an image.
enum CairoColorMatrix {
    static func draw(_ items: [DisplayItem], matrix: ColorMatrix, in cr: OpaquePointer, _ options: CairoDrawOptions) {
        // Children may draw outside the frame, so the whole clip is processed.
        guard let region = Offscreen.region(for: .infinite, pad: 0, reach: 0, in: cr, options),
              let off = Offscreen.render(items, region: region, like: cr, options) else { return }
        defer { off.destroy() }
        apply(matrix, to: off.data, width: off.width, height: off.height, stride: off.stride)
        let p = off.pattern()
        defer { cairo_pattern_destroy(p) }
        cairo_set_source(cr, p)
        cairo_paint(cr)
    }

    /// Runs premultiplied native-endian ARGB32 pixels through `matrix` in place.
    static func apply(_ matrix: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let m = matrix.values
        // A fully transparent pixel stays so unless the matrix adds alpha.
        let alphaFromNothing = m[19] > 0
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let px = row[x]
                let a8 = px >> 24
                if a8 == 0 && !alphaFromNothing { continue }
                let a = Double(a8) / 255
                let inv = a > 0 ? 1 / (a * 255) : 0
                let r = Double((px >> 16) & 0xFF) * inv, g = Double((px >> 8) & 0xFF) * inv, b = Double(px & 0xFF) * inv
                func ch(_ i: Int) -> Double {
                    min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]))
                }
                let na = ch(15)
                let pa = (na * 255).rounded()
                let nr = (ch(0) * na * 255).rounded(), ng = (ch(5) * na * 255).rounded(), nb = (ch(10) * na * 255).rounded()
                row[x] = (UInt32(pa) << 24) | (UInt32(nr) << 16) | (UInt32(ng) << 8) | UInt32(nb)
            }
        }
    }
}
