import Foundation
import EaselCore
import EaselCairo
import CPango
import CCairo

/// A Pango face draws itself: the very PangoFont that shaped the run (kept
/// alive by the face registry for the process), its cairo scaled font and
/// Pango's box for missing characters, inside the Pango lock because the
/// FreeType face behind the font is not thread-safe.
extension PangoGlyphOutlines: CairoFontFace {
    func withScaledFont<T>(_ body: (OpaquePointer?) throws -> T) rethrows -> T {
        try PangoRuntime.shared.locked { try body(pango_cairo_font_get_scaled_font(OpaquePointer(font))) }
    }

    func drawMissing(_ glyph: Glyph, at origin: CGPoint, in cr: OpaquePointer, asPath: Bool) {
        PangoRuntime.shared.locked { PangoFaces.drawMissing(glyph, font: font, at: origin, in: cr, asPath: asPath) }
    }
}
