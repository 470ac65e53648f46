import Foundation
import EaselCore
import CCairo

/// Draws a paragraph's glyph runs into a cairo context with the cairo scaled
/// fonts their face handles (`CairoFontFace`) give, those Pango shaped them with, replaying the calls Pango's cairo renderer
/// makes for a line (same pen, same doubles, same order), so PNG pixels and PDF
/// bytes are those of `pango_cairo_show_layout_line`.
enum TextDrawing {
    static func draw(_ item: TextItem, in cr: OpaquePointer, _ options: CairoDrawOptions) {
        guard !item.runs.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let paint = item.paint {
            // Gradient text: the glyph outlines (and decorations) filled with the paint.
            cairo_new_path(cr)
            forEachLine(item, cr) { run, pen in
                cairo_save(cr)
                drawMissing(run, pen, cr, asPath: true)
                withScaledFont(run) { sf in
                    guard let sf else { return }
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
        let imageScale = options.colorGlyphScale, pixelGrid = options.pixelGrid
        forEachLine(item, cr) { run, pen in
            if let imageScale, let source = run.face.outlines, source.hasColorGlyphs {
                drawColorGlyphs(run, pen, source, scale: imageScale, cr)
                return
            }
            cairo_save(cr)
            let c = run.color.sixteenBit
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            drawMissing(run, pen, cr, asPath: false)
            withScaledFont(run) { sf in
                guard let sf else { return }
                cairo_set_scaled_font(cr, sf)
                var glyphs = cairoGlyphs(run, pen, snappedIn: cr, grid: pixelGrid)
                if withText, !run.clusterText.isEmpty {
                    // Right-to-left runs stay one string: poppler's text extraction
                    // reads spaces into Arabic words placed glyph by glyph, and they
                    // measured no closer to the PNG that way.
                    let twin = pixelGrid == nil || run.isRightToLeft ? nil : PDFGlyphPlacement.twin(of: sf)
                    defer { if let twin { cairo_scaled_font_destroy(twin) } }
                    if let twin, PDFGlyphPlacement.show(run, glyphs, fonts: (sf, twin), cr) {
                        // Each cluster placed on its own.
                    } else {
                        var clusters = run.clusters.map { cairo_text_cluster_t(num_bytes: Int32($0.byteCount), num_glyphs: Int32($0.glyphCount)) }
                        let bytes = Array(run.clusterText.utf8)
                        bytes.withUnsafeBufferPointer { b in
                            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, b.count)) { text in
                                cairo_show_text_glyphs(cr, text, Int32(b.count), &glyphs, Int32(glyphs.count), &clusters, Int32(clusters.count),
                                                       run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0))
                            }
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

    /// `body` with the run's cairo scaled font, inside its face's lock; nil when the run has no cairo face.
    static func withScaledFont(_ run: GlyphRun, _ body: (OpaquePointer?) -> Void) {
        guard let face = run.cairoFace else { return body(nil) }
        face.withScaledFont(body)
    }

    /// `grid`: a PDF's pixels per point, to which the glyph origins snap in `cr`.
    static func cairoGlyphs(_ run: GlyphRun, _ pen: CGPoint, snappedIn cr: OpaquePointer? = nil, grid pixelGrid: CGFloat? = nil) -> [cairo_glyph_t] {
        let bx = pen.x + run.origin.x, by = pen.y + run.origin.y
        // A PDF places glyphs where the PNG at its scale has them: cairo's image
        // backend draws each glyph at a whole device pixel (`_cairo_lround`).
        // Viewers then find each glyph on their own pixel grid at that scale; an
        // eighth of a pixel to the right and down keeps the ones that place glyphs
        // at quarter pixels (poppler) from flooring a rounding error a whole step left.
        if let cr, let s = pixelGrid, s > 0 {
            func snap(_ x: Double, _ y: Double) -> (Double, Double) {
                var dx = x, dy = y
                cairo_user_to_device(cr, &dx, &dy)
                dx = ((dx * s + 0.5).rounded(.down) + 0.125) / s
                dy = ((dy * s + 0.5).rounded(.down) + 0.125) / s
                cairo_device_to_user(cr, &dx, &dy)
                return (dx, dy)
            }
            return run.glyphs.filter { !$0.isMissing }.map {
                let (x, y) = snap(bx + $0.x, by + $0.y)
                return cairo_glyph_t(index: UInt($0.id), x: x, y: y)
            }
        }
        return run.glyphs.filter { !$0.isMissing }.map { cairo_glyph_t(index: UInt($0.id), x: bx + $0.x, y: by + $0.y) }
    }

    /// A colour run's glyphs as images at `scale` px/pt, each where cairo would have drawn the glyph.
    static func drawColorGlyphs(_ run: GlyphRun, _ pen: CGPoint, _ source: any GlyphOutlineSource, scale: CGFloat, _ cr: OpaquePointer) {
        drawMissing(run, pen, cr, asPath: false)
        for g in run.glyphs where !g.isMissing {
            let origin = CGPoint(x: pen.x + run.origin.x + g.x, y: pen.y + run.origin.y + g.y)
            guard let glyph = source.colorImage(of: g, at: origin, scale: scale),
                  let surface = CairoImages.surface(for: glyph.image) else { continue }
            cairo_save(cr)
            cairo_translate(cr, glyph.rect.minX, glyph.rect.minY)
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, Double(glyph.image.width), Double(glyph.image.height))
            cairo_fill(cr)
            cairo_restore(cr)
            cairo_surface_destroy(surface)
        }
    }

    /// Characters no font has are drawn first, as Pango does, as its boxes.
    static func drawMissing(_ run: GlyphRun, _ pen: CGPoint, _ cr: OpaquePointer, asPath: Bool) {
        guard run.missingCharacters > 0 else { return }
        let bx = pen.x + run.origin.x, by = pen.y + run.origin.y
        for g in run.glyphs where g.isMissing {
            run.cairoFace?.drawMissing(g, at: CGPoint(x: bx + g.x, y: by + g.y), in: cr, asPath: asPath)
        }
    }

    static func rectangle(_ d: DecorationLine, _ pen: CGPoint, _ cr: OpaquePointer) {
        cairo_rectangle(cr, pen.x + d.rect.origin.x, pen.y + d.rect.origin.y, d.rect.size.width, d.rect.size.height)
    }
}
