import Foundation
import EaselCore

/// A face that draws its own glyphs on a cairo context. The text engine that
/// shaped a run puts one in the run's `FontFace.outlines`, so the glyph run
/// carries what draws it: the backend asks the run, not a table of the
/// engine's fonts, and needs no link to the engine.
///
/// A face whose library is not thread-safe takes its own lock inside these
/// calls; the backend holds no lock of its own around text.
package protocol CairoFontFace: GlyphOutlineSource {
    /// Runs `body` with the face's cairo scaled font (nil when the face has
    /// none), holding whatever lock the font library behind it needs while
    /// cairo reads the face.
    func withScaledFont<T>(_ body: (OpaquePointer?) throws -> T) rethrows -> T
    /// Draws (or, `asPath`, adds to the current path) what stands in for a
    /// character no font has, its origin at `origin`, in the current source.
    func drawMissing(_ glyph: Glyph, at origin: CGPoint, in cr: OpaquePointer, asPath: Bool)
}

extension GlyphRun {
    /// The handle that draws this run on cairo, or nil when the engine that
    /// shaped it gave none (its glyphs are then not drawn, as before).
    var cairoFace: (any CairoFontFace)? { face.outlines as? any CairoFontFace }
}
