import CPango
import CHarfBuzz
import CFontconfig
import CCairo

/// A loaded font's ascent, descent and line height in Pango units, the three
/// values `pango_font_get_metrics` and `pango_context_get_metrics` report for it,
/// read from the face the way Pango's fontconfig backend reads them.
///
/// Why not ask Pango: both calls also compute the approximate character and
/// digit widths, by laying out the language's sample sentence and the digits in
/// a new context with the font's own description. That loads a second fontset
/// (fontconfig sorts every installed font for it), shapes the sentence, and for
/// an emoji or symbol face opens a fallback face for its Latin letters: about a
/// millisecond of a cold `easel render`, for widths Easel never reads.
/// `FontFaceMetricsTests` checks these values against Pango's for installed faces,
/// weights, synthetic slants and sizes.
struct FontFaceMetrics: Equatable {
    var ascent: Int32
    var descent: Int32
    var height: Int32
    /// Whether fontconfig transforms the face (a synthetic slant or a set matrix).
    var transformed = false

    /// The metrics of `font`, loaded through `context`; nil when it is not a fontconfig
    /// font or the context hints metrics (Pango then rounds them to pixels; Easel's
    /// context does not): ask Pango then. Call inside `PangoRuntime.locked`.
    init?(_ font: UnsafeMutablePointer<PangoFont>, context: OpaquePointer) {
        guard let options = pango_cairo_context_get_font_options(context),
              cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF,
              g_type_check_instance_is_a(UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self), pango_fc_font_get_type()) != 0
        else { return nil }
        let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
        guard let pattern = pango_fc_font_get_pattern(fcFont), let hb = pango_font_get_hb_font(font) else { return nil }
        var extents = hb_font_extents_t()
        hb_font_get_extents_for_direction(hb, HB_DIRECTION_LTR, &extents)
        // A fontconfig matrix (a synthetic slant) scales the vertical metrics by its
        // yy, truncated toward zero as Pango's int conversion does.
        var matrix: UnsafeMutablePointer<FcMatrix>?
        if FcPatternGetMatrix(pattern, "matrix", 0, &matrix) == fcResultMatch, let m = matrix?.pointee,
           m.xx != 1 || m.xy != 0 || m.yx != 0 || m.yy != 1 {
            descent = Int32(Double(-extents.descender) * m.yy)
            ascent = Int32(Double(extents.ascender) * m.yy)
            height = Int32(Double(extents.ascender - extents.descender + extents.line_gap) * m.yy)
            transformed = true
        } else {
            descent = -extents.descender
            ascent = extents.ascender
            height = extents.ascender - extents.descender + extents.line_gap
        }
    }

    /// Whether `font` has every character of the sample sentence of `context`'s
    /// language. `pango_context_get_metrics` lays that sentence out and takes the
    /// largest ascent and descent of the faces it falls back to; when the first
    /// font has every character, no other face takes part and its metrics are the
    /// context's. Call inside `PangoRuntime.locked`.
    static func coversSample(_ font: UnsafeMutablePointer<PangoFont>, context: OpaquePointer) -> Bool {
        guard let sample = pango_language_get_sample_string(pango_context_get_language(context)) else { return false }
        return String(cString: sample).unicodeScalars.allSatisfy { pango_font_has_char(font, gunichar($0.value)) != 0 }
    }
}
