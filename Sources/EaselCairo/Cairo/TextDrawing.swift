import Foundation
import EaselCore
import EaselText
import CCairo

/// Draws a paragraph's glyph runs into a cairo context with the cairo scaled
/// fonts Pango shaped them with, replaying the calls Pango's cairo renderer
/// makes for a line (same pen, same doubles, same order), so PNG pixels and PDF
/// bytes are those of `pango_cairo_show_layout_line`.
enum TextDrawing {
    static func draw(_ item: TextItem, in cr: OpaquePointer) {
        guard !item.runs.isEmpty else { return }
        PangoFaces.withScaledFonts { scaledFont in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if let paint = item.paint {
                // Gradient text: the glyph outlines (and decorations) filled with the paint.
                cairo_new_path(cr)
                forEachLine(item, cr) { run, pen in
                    cairo_save(cr)
                    drawMissing(run, pen, cr, asPath: true)
                    if let sf = scaledFont(run.face) {
                        cairo_set_scaled_font(cr, sf)
                        var glyphs = cairoGlyphs(run, pen)
                        cairo_glyph_path(cr, &glyphs, Int32(glyphs.count))
                    }
                    cairo_restore(cr)
                    for d in run.decorations { rectangle(d, pen, cr) }
                }
                CairoPaint.setSource(paint, cr)
                cairo_fill(cr)
                return
            }
            // PDF (and any surface that can) keeps the text with its glyphs.
            let withText = cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0
            forEachLine(item, cr) { run, pen in
                cairo_save(cr)
                let c = run.color.sixteenBit
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
                drawMissing(run, pen, cr, asPath: false)
                if let sf = scaledFont(run.face) {
                    cairo_set_scaled_font(cr, sf)
                    var glyphs = cairoGlyphs(run, pen)
                    if withText, !run.clusterText.isEmpty {
                        var clusters = run.clusters.map { cairo_text_cluster_t(num_bytes: Int32($0.byteCount), num_glyphs: Int32($0.glyphCount)) }
                        let bytes = Array(run.clusterText.utf8)
                        bytes.withUnsafeBufferPointer { b in
                            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, b.count)) { text in
                                cairo_show_text_glyphs(cr, text, Int32(b.count), &glyphs, Int32(glyphs.count), &clusters, Int32(clusters.count),
                                                       run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0))
                            }
                        }
                    } else {
                        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
                    }
                }
                cairo_restore(cr)
                for d in run.decorations {
                    cairo_save(cr)
                    cairo_set_source_rgba(cr, d.color.red, d.color.green, d.color.blue, d.color.alpha)
                    rectangle(d, pen, cr)
                    cairo_fill(cr)
                    cairo_restore(cr)
                }
            }
        }
    }

    /// Moves to each line's origin and hands its runs the pen as cairo holds it
    /// (the point rounded to cairo's fixed-point grid, read back), then puts the
    /// current point back, as Pango does around a line.
    static func forEachLine(_ item: TextItem, _ cr: OpaquePointer, _ body: (GlyphRun, CGPoint) -> Void) {
        var start = 0
        while start < item.runs.count {
            let line = item.runs[start].line
            var end = start
            while end < item.runs.count, item.runs[end].line == line { end += 1 }
            let o = item.runs[start].lineOrigin
            cairo_move_to(cr, item.origin.x + o.x, item.origin.y + o.y)
            var px = 0.0, py = 0.0
            cairo_get_current_point(cr, &px, &py)
            let pen = CGPoint(x: px, y: py)
            for run in item.runs[start..<end] { body(run, pen) }
            cairo_move_to(cr, pen.x, pen.y)
            start = end
        }
    }

    static func cairoGlyphs(_ run: GlyphRun, _ pen: CGPoint) -> [cairo_glyph_t] {
        let bx = pen.x + run.origin.x, by = pen.y + run.origin.y
        return run.glyphs.filter { !$0.isMissing }.map { cairo_glyph_t(index: UInt($0.id), x: bx + $0.x, y: by + $0.y) }
    }

    /// Characters no font has are drawn first, as Pango does, as its boxes.
    static func drawMissing(_ run: GlyphRun, _ pen: CGPoint, _ cr: OpaquePointer, asPath: Bool) {
        guard run.missingCharacters > 0 else { return }
        let bx = pen.x + run.origin.x, by = pen.y + run.origin.y
        for g in run.glyphs where g.isMissing {
            PangoFaces.drawMissing(g, face: run.face, at: CGPoint(x: bx + g.x, y: by + g.y), in: cr, asPath: asPath)
        }
    }

    static func rectangle(_ d: DecorationLine, _ pen: CGPoint, _ cr: OpaquePointer) {
        cairo_rectangle(cr, pen.x + d.rect.origin.x, pen.y + d.rect.origin.y, d.rect.size.width, d.rect.size.height)
    }
}
