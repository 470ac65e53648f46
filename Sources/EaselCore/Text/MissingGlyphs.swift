import Foundation

/// Text or a symbol drawn as missing-glyph (hex) boxes because no available font
/// has the character: a render diagnostic, so it is seen where users look
/// (`ImageRenderer.diagnostics`, a scene render's located warnings, and a failing
/// EaselTesting snapshot) instead of only in the picture.
public enum MissingGlyphs {
    /// Every missing-glyph diagnostic contains this phrase.
    public static let marker = "missing-glyph box"

    public static func isMissingGlyphMessage(_ message: String) -> Bool { message.contains(marker) }

    /// The characters a layout draws as boxes, in order, each once.
    public static func scalars(in layout: TextLayout) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        for run in layout.glyphRuns where run.missingCharacters > 0 {
            for g in run.glyphs where g.isMissing {
                // Pango keeps the character's code point in the missing glyph's low bits.
                if let s = Unicode.Scalar(g.id & 0x1F_FFFF), !out.contains(s) { out.append(s) }
            }
        }
        return out
    }

    static func codes(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { "U+" + String(format: "%04X", $0.value) }.joined(separator: ", ")
    }

    /// For text: quotes it (its first 40 characters) and names the characters.
    public static func textMessage(_ text: String, missing: [Unicode.Scalar]) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "text \"\(shown)\" draws \(codes(missing)) as a \(marker): no available font has "
            + (missing.count == 1 ? "that character" : "those characters")
            + " (easel doctor lists the fallback fonts installed)"
    }

    /// For an SF Symbol whose stand-in glyph is missing: the symbol font was not found.
    public static func symbolMessage(_ name: String, missing: [Unicode.Scalar]) -> String {
        "symbol \"\(name)\" draws \(codes(missing)) as a \(marker): the symbol font (Material Icons, bundled with Easel) "
            + "was not found (easel doctor says where it looks)"
    }
}
