import Foundation
import EaselText
import CFreeType
import CHarfBuzz

/// Measures strings with FreeType + HarfBuzz directly, bypassing Pango, as an
/// independent reference for the engine's widths.
final class HarfBuzzReference {
    private var library: FT_Library?
    private var face: FT_Face?
    private let hbFont: OpaquePointer
    let unitsPerEm: CGFloat

    init(file: String) {
        FT_Init_FreeType(&library)
        FT_New_Face(library, file, 0, &face)
        let hbFace = hb_ft_face_create_referenced(face)
        // Unscaled font: advances come back in font units, exactly as designed.
        hbFont = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        unitsPerEm = CGFloat(face!.pointee.units_per_EM)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The sum of the shaped advances of `text` at `size` points.
    func width(_ text: String, size: CGFloat, features: String? = nil) -> CGFloat {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, Int32(text.utf8.count), 0, Int32(text.utf8.count))
        hb_buffer_guess_segment_properties(buffer)
        if let features {
            var f = hb_feature_t()
            hb_feature_from_string(features, -1, &f)
            hb_shape(hbFont, buffer, &f, 1)
        } else {
            hb_shape(hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var total: Int = 0
        for i in 0..<Int(count) { total += Int(positions[i].x_advance) }
        return CGFloat(total) * size / unitsPerEm
    }
}

let interRegular = HarfBuzzReference(file: BundledFonts.directory!.appendingPathComponent("Inter-Regular.otf").path)
let interBold = HarfBuzzReference(file: BundledFonts.directory!.appendingPathComponent("Inter-Bold.otf").path)
let interDisplayBold = HarfBuzzReference(file: BundledFonts.directory!.appendingPathComponent("InterDisplay-Bold.otf").path)
