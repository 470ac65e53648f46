import Foundation
import EaselCore
import CCairo
import CPango

/// Draws a measured paragraph into a cairo context: the very PangoLayout that
/// was measured, line by line at the origins measuring chose, so drawing and
/// measuring agree to the pixel. Run colours come from the layout's attributes.
enum TextDrawing {
    static func draw(_ item: TextItem, in cr: OpaquePointer) {
        guard let box = item.layout.backing as? PangoLayoutBox else { return }
        PangoRuntime.shared.locked {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if let paint = item.paint {
                // Gradient text: the glyph outlines filled with the paint.
                cairo_new_path(cr)
                appendPath(box, item.origin, cr)
                CairoPaint.setSource(paint, cr)
                cairo_fill(cr)
                return
            }
            for (i, o) in box.lineOrigins.enumerated() {
                guard let line = pango_layout_get_line_readonly(box.layout, Int32(i)) else { continue }
                cairo_move_to(cr, item.origin.x + o.x, item.origin.y + o.y)
                pango_cairo_show_layout_line(cr, line)
            }
        }
    }

    /// Adds the glyph outlines of every line to the current path.
    static func appendPath(_ box: PangoLayoutBox, _ origin: CGPoint, _ cr: OpaquePointer) {
        for (i, o) in box.lineOrigins.enumerated() {
            guard let line = pango_layout_get_line_readonly(box.layout, Int32(i)) else { continue }
            cairo_move_to(cr, origin.x + o.x, origin.y + o.y)
            pango_cairo_layout_line_path(cr, line)
        }
    }
}
