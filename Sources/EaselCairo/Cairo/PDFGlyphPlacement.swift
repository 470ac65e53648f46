import Foundation
import EaselCore
import CCairo

/// Puts every glyph of a PDF exactly where it was asked for.
///
/// Cairo (1.16) writes a line's glyphs as one `TJ` string: each glyph moves the
/// pen by its width from the font's `/Widths`, which cairo writes truncated to
/// whole thousandths of an em, while it computes the `TJ` adjustments from the
/// exact advances. A viewer's pen so falls behind by up to a thousandth of an em
/// per glyph: 0.7 px after 25 glyphs of 22-pt text at 2×, enough to put later
/// glyphs a pixel left of the PNG's. Cairo starts a fresh text matrix (`Tm`,
/// an absolute position) whenever the font's scale changes, so clusters are
/// shown alternately with the font and with a twin whose size differs by a
/// part in 2⁴⁰: every cluster starts at its own `Tm`, and the twin's size is
/// written as the same number. (Left-to-right runs only: see `TextDrawing`.)
enum PDFGlyphPlacement {
    /// The scaled font at (1 + 2⁻⁴⁰) times the size, else nil. The caller destroys it.
    static func twin(of font: OpaquePointer) -> OpaquePointer? {
        guard let face = cairo_scaled_font_get_font_face(font), let options = cairo_font_options_create() else { return nil }
        defer { cairo_font_options_destroy(options) }
        var matrix = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(font, &matrix)
        cairo_scaled_font_get_ctm(font, &ctm)
        cairo_scaled_font_get_font_options(font, options)
        let k = 1 + 0x1p-40
        matrix.xx *= k; matrix.yx *= k; matrix.xy *= k; matrix.yy *= k
        guard let twin = cairo_scaled_font_create(face, &matrix, &ctm, options) else { return nil }
        guard cairo_scaled_font_status(twin) == CAIRO_STATUS_SUCCESS else { cairo_scaled_font_destroy(twin); return nil }
        return twin
    }

    /// Shows `glyphs` (the run's drawn glyphs, placed) one cluster at a time with
    /// its text, alternating between the two fonts. False (nothing drawn) when
    /// the clusters do not account for the glyphs and bytes.
    static func show(_ run: GlyphRun, _ glyphs: [cairo_glyph_t], fonts: (OpaquePointer, OpaquePointer), _ cr: OpaquePointer) -> Bool {
        let bytes = Array(run.clusterText.utf8)
        let flags = run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
        // (bytes, glyphs) per call: clusters without glyphs go with the next, trailing ones with the last.
        var parts: [(bytes: Int, glyphs: Int)] = []
        var pending = (bytes: 0, glyphs: 0)
        for c in run.clusters {
            pending.bytes += c.byteCount; pending.glyphs += c.glyphCount
            if pending.glyphs > 0 { parts.append(pending); pending = (0, 0) }
        }
        if pending.bytes > 0, !parts.isEmpty { parts[parts.count - 1].bytes += pending.bytes }
        guard parts.reduce(0, { $0 + $1.glyphs }) == glyphs.count, parts.reduce(0, { $0 + $1.bytes }) <= bytes.count else { return false }
        // Clusters are in logical order; a backward run's glyphs are taken from the end.
        var byte = 0, taken = 0
        for (i, p) in parts.enumerated() {
            let lo = run.isRightToLeft ? glyphs.count - taken - p.glyphs : taken
            var part = Array(glyphs[lo..<(lo + p.glyphs)])
            var cluster = cairo_text_cluster_t(num_bytes: Int32(p.bytes), num_glyphs: Int32(p.glyphs))
            cairo_set_scaled_font(cr, i % 2 == 0 ? fonts.0 : fonts.1)
            bytes[byte..<(byte + p.bytes)].withUnsafeBufferPointer { b in
                b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, b.count)) { text in
                    cairo_show_text_glyphs(cr, text, Int32(b.count), &part, Int32(part.count), &cluster, 1, flags)
                }
            }
            byte += p.bytes; taken += p.glyphs
        }
        return true
    }
}
