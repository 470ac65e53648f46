import Foundation
import EaselCore
import CPango
import CCairo
import CFontconfig

/// The faces glyph runs name, one per `FontFace.key`: each keeps the very
/// PangoFont that shaped the run, and the run's face handle (`PangoGlyphOutlines`)
/// draws with the cairo scaled font Pango itself would have used (same size,
/// synthesis, options), so pixels match what `pango_cairo_show_layout_line` drew.
/// Fonts are kept for the life of the process: a display list may outlive the
/// layout cache, and faces are few.
enum PangoFaces {
    /// Pango's box for a character no font has, drawn (or, `asPath`, added to the
    /// path) with its origin at `origin`, in the current source. Call inside `PangoRuntime.locked`.
    static func drawMissing(_ glyph: Glyph, font: UnsafeMutablePointer<PangoFont>, at origin: CGPoint, in cr: OpaquePointer, asPath: Bool) {
        guard let glyphs = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(glyphs) }
        pango_glyph_string_set_size(glyphs, 1)
        glyphs.pointee.glyphs[0].glyph = glyph.id
        glyphs.pointee.glyphs[0].geometry.width = PangoAttributes.pangoUnits(glyph.advance)
        cairo_move_to(cr, origin.x, origin.y)
        if asPath { pango_cairo_glyph_string_path(cr, font, glyphs) } else { pango_cairo_show_glyph_string(cr, font, glyphs) }
    }

    final class Registry: @unchecked Sendable {
        var fonts: [String: UnsafeMutablePointer<PangoFont>] = [:]
        var faces: [UnsafeMutableRawPointer: FontFace] = [:]
    }
    /// Guarded by the Pango lock.
    static let registry = Registry()

    /// The face of a PangoFont, registering it. Call only inside `PangoRuntime.locked`.
    static func face(of font: UnsafeMutablePointer<PangoFont>) -> FontFace {
        let r = registry
        if let known = r.faces[UnsafeMutableRawPointer(font)] { return known }
        var family = "", file = "", index: Int32 = 0, pixelSize = 0.0, embolden: FcBool = 0
        var synthItalic = false, variations = ""
        if let desc = pango_font_describe_with_absolute_size(font) {
            if let f = pango_font_description_get_family(desc) { family = String(cString: f) }
            pixelSize = Double(pango_font_description_get_size(desc)) / Double(PANGO_SCALE)
            pango_font_description_free(desc)
        }
        // The scaled font's matrix is what sizes the drawn glyphs (for bitmap
        // faces the pattern's pixel size is the strike's, not the text's).
        var fm = cairo_matrix_t()
        if let sf = pango_cairo_font_get_scaled_font(OpaquePointer(font)) { cairo_scaled_font_get_font_matrix(sf, &fm) }
        if let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) {
            var s: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, "file", 0, &s) == fcResultMatch, let s { file = String(cString: s) }
            _ = FcPatternGetInteger(pattern, "index", 0, &index)
            _ = FcPatternGetBool(pattern, "embolden", 0, &embolden)
            var m: UnsafeMutablePointer<FcMatrix>?
            // fontconfig slants a face that has no italic with a shear matrix.
            if FcPatternGetMatrix(pattern, "matrix", 0, &m) == fcResultMatch, let m { synthItalic = m.pointee.xy != 0 }
            if FcPatternGetString(pattern, "fontvariations", 0, &s) == fcResultMatch, let s { variations = String(cString: s) }
        }
        var key = "\(file)#\(index)@\(fm.xx),\(fm.yx),\(fm.xy),\(fm.yy)"
        if embolden != 0 { key += "+embolden" }
        if synthItalic { key += "+slant" }
        if !variations.isEmpty { key += "~\(variations)" }
        let face: FontFace
        if let existing = r.fonts[key], let known = r.faces[UnsafeMutableRawPointer(existing)] {
            // Another PangoFont for the same face draws the same; keep the first.
            face = known
        } else {
            g_object_ref(UnsafeMutableRawPointer(font))
            r.fonts[key] = font
            let outlines = PangoGlyphOutlines(font: font)
            face = FontFace(family: family, filePath: file, faceIndex: Int(index), size: CGFloat(pixelSize),
                            syntheticBold: embolden != 0, syntheticItalic: synthItalic, key: key, outlines: outlines)
        }
        g_object_ref(UnsafeMutableRawPointer(font))
        r.faces[UnsafeMutableRawPointer(font)] = face
        return face
    }
}
