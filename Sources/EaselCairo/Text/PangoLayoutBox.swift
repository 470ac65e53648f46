import Foundation
import CPango

/// Owns a PangoLayout measured by `PangoTextEngine`, kept in `TextLayout.backing`
/// so drawing shows exactly the shaped, wrapped, truncated lines that were measured.
final class PangoLayoutBox {
    let layout: OpaquePointer
    /// Where each line's origin (left end of its baseline) sits in the paragraph box.
    let lineOrigins: [CGPoint]

    init(layout: OpaquePointer, lineOrigins: [CGPoint]) {
        self.layout = layout; self.lineOrigins = lineOrigins
    }

    deinit {
        let layout = self.layout
        PangoRuntime.shared.locked { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Glyphs in the layout that no installed font could supply (drawn as boxes).
    var unknownGlyphCount: Int {
        PangoRuntime.shared.locked {
            var count = 0
            for i in 0..<Int(pango_layout_get_line_count(layout)) {
                guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
                var node = line.pointee.runs
                while let n = node {
                    if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = run.pointee.glyphs {
                        for g in 0..<Int(glyphs.pointee.num_glyphs)
                        where glyphs.pointee.glyphs[g].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { count += 1 }
                    }
                    node = n.pointee.next
                }
            }
            return count
        }
    }
}
