import Foundation
import EaselCore
import CCairo
import CPango

/// Glyph outlines of a measured paragraph, taken from the very PangoLayout that
/// was measured and drawn, so the SVG matches the PNG glyph for glyph.
enum SVGGlyphOutlines {
    /// Outlines grouped by colour. A paragraph in one colour is outlined line by
    /// line, underlines and strikethroughs included; a multi-coloured one run by
    /// run, each run in its own colour (decorations are then left out).
    static func outlines(for item: TextItem) -> [(Path, RGBA)] {
        guard let box = item.layout.backing as? PangoLayoutBox else { return [] }
        let colors = item.layout.lines.flatMap { $0.runs.map(\.color) }
        // An unbounded recording surface: Pango skips glyphs it thinks fall
        // outside the target's extents, so a tiny image surface loses outlines.
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        defer { cairo_destroy(cr) }
        if let first = colors.first, colors.allSatisfy({ $0 == first }) {
            var path = Path()
            PangoRuntime.shared.locked {
                cairo_new_path(cr)
                TextDrawing.appendPath(box, item.origin, cr)
                path = copyPath(cr)
            }
            return [(path, first)]
        }
        var out: [(Path, RGBA)] = []
        PangoRuntime.shared.locked {
            for (i, o) in box.lineOrigins.enumerated() {
                guard let line = pango_layout_get_line_readonly(box.layout, Int32(i)) else { continue }
                var x = item.origin.x + o.x
                var node = line.pointee.runs
                while let n = node {
                    defer { node = n.pointee.next }
                    guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                          let glyphs = run.pointee.glyphs, let pitem = run.pointee.item else { continue }
                    let width = CGFloat(pango_glyph_string_get_width(glyphs)) / CGFloat(PANGO_SCALE)
                    var color = RGBA.black, rise: CGFloat = 0
                    var attrs = pitem.pointee.analysis.extra_attrs
                    while let a = attrs {
                        if let attr = a.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                            switch attr.pointee.klass.pointee.type {
                            case PANGO_ATTR_FOREGROUND:
                                let c = UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                                color = RGBA(red: Double(c.red) / 65535, green: Double(c.green) / 65535, blue: Double(c.blue) / 65535, alpha: color.alpha)
                            case PANGO_ATTR_FOREGROUND_ALPHA:
                                let v = UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                                color.alpha = Double(v) / 65535
                            case PANGO_ATTR_RISE:
                                rise = CGFloat(UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / CGFloat(PANGO_SCALE)
                            default: break
                            }
                        }
                        attrs = a.pointee.next
                    }
                    cairo_new_path(cr)
                    cairo_move_to(cr, x, item.origin.y + o.y - rise)
                    pango_cairo_glyph_string_path(cr, pitem.pointee.analysis.font, glyphs)
                    let path = copyPath(cr)
                    if let j = out.firstIndex(where: { $0.1 == color }) { out[j].0.addPath(path) } else { out.append((path, color)) }
                    x += width
                }
            }
        }
        return out
    }

    /// cairo's current path as an Easel `Path` (user space, curves kept).
    static func copyPath(_ cr: OpaquePointer) -> Path {
        var out = Path()
        guard let p = cairo_copy_path(cr) else { return out }
        defer { cairo_path_destroy(p) }
        guard p.pointee.status == CAIRO_STATUS_SUCCESS, let data = p.pointee.data else { return out }
        var i = 0
        let n = Int(p.pointee.num_data)
        while i < n {
            let h = data[i].header
            func pt(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch h.type {
            case CAIRO_PATH_MOVE_TO: out.move(to: pt(1))
            case CAIRO_PATH_LINE_TO: out.addLine(to: pt(1))
            case CAIRO_PATH_CURVE_TO: out.addCurve(to: pt(3), control1: pt(1), control2: pt(2))
            case CAIRO_PATH_CLOSE_PATH: out.closeSubpath()
            default: break
            }
            i += Int(h.length)
        }
        return out
    }
}
