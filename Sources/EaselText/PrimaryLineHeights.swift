import Foundation
import EaselCore
import CPango

/// The line height of a run's primary font (the first family of its list that
/// is installed), for lines whose glyphs fall back to other faces.
///
/// Why: Pango sizes a line by every face on it, so one Arabic word (Noto Sans
/// Arabic: 2.1 em from ascender to descender) or CJK character makes a 17-pt
/// line 35.9 or 24.6 pt tall where Inter's is 20.6, and an emoji-only line is
/// shorter than a Latin one. CoreText lays a line out by the text's own font
/// and lets fallback glyphs reach past it. Giving the run Pango's absolute
/// line height of that font does the same: a fallback item's extents are cut
/// to it, centred on the item, so a taller face still gets a little room.
/// Text whose own font is set (a custom family) keeps Pango's heights.
enum PrimaryLineHeights {
    /// Keyed by the font and scale the description is built from (a pure function of
    /// them), so a hit costs no description-to-string conversion.
    struct Key: Hashable { var font: ResolvedFont; var scale: CGFloat }
    final class Cache: @unchecked Sendable { var heights: [Key: Int32] = [:]; var generation = 0 }
    /// Guarded by the Pango lock.
    static let cache = Cache()

    /// Pango units; nil when the font's family is set by the text. Call inside `PangoRuntime.locked`.
    /// `desc` is `PangoAttributes.fontDescription(font, scale: scale)`.
    static func height(for font: ResolvedFont, scale: CGFloat, description desc: OpaquePointer, context: OpaquePointer) -> Int32? {
        guard font.family == nil else { return nil }
        let key = Key(font: font, scale: scale)
        // A registered font can become a family's first installed face.
        let generation = PangoRuntime.shared.fontGeneration
        if cache.generation != generation { cache.heights.removeAll(); cache.generation = generation }
        if let known = cache.heights[key] { return known }
        guard let loaded = PangoRuntime.firstFont(context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let h: Int32
        if let face = FontFaceMetrics(loaded, context: context) {
            h = face.ascent + face.descent
        } else {
            guard let metrics = pango_font_get_metrics(loaded, nil) else { return nil }
            defer { pango_font_metrics_unref(metrics) }
            h = pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)
        }
        // Scales from minimumScaleFactor's search make many keys; the bound guards a long process.
        if cache.heights.count >= 4096 { cache.heights.removeAll() }
        cache.heights[key] = h
        return h
    }
}
