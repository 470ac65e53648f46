import Foundation
import EaselCore

/// What drawing a display list on cairo needs beyond the list and the context,
/// passed down every drawing call rather than read from task-local state, so a
/// signature shows what changes the output.
struct CairoDrawOptions {
    /// A PDF's: colour glyphs (bitmap emoji) are placed as images drawn at this
    /// many pixels per point, not left to cairo, which embeds them at the
    /// page's 72 ppi. Nil: glyphs go to cairo as they are (PNG).
    var colorGlyphScale: CGFloat?
    /// A PDF's: the render's pixels per point, to which glyph origins snap and
    /// at which effects are rasterised (`Offscreen.oversampling`). Nil on raster targets.
    var pixelGrid: CGFloat?
    /// Set while a vector writer rasterises the list once for its materials:
    /// collects each backdrop's processed pixels (`CairoBackdrops.resolved`).
    var backdrops: BackdropCapture?

    /// A raster target's: nothing to snap, no images for colour glyphs, no capture.
    static let raster = CairoDrawOptions()

    /// For items drawn into an offscreen image within this drawing: drawn as the
    /// PNG draws them (the PDF's glyph snapping and colour-glyph images do not
    /// apply to pixels), the backdrop capture kept.
    var offscreen: CairoDrawOptions { CairoDrawOptions(backdrops: backdrops) }
}
