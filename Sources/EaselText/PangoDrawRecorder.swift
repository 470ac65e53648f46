import Foundation
import EaselCore
import CPango

/// What Pango's renderer would draw for one line, captured instead of drawn:
/// each run's origin (Pango units from the line's origin) and each decoration
/// rectangle with its colour, in drawing order.
///
/// Pango decides where runs start (letter-spacing offsets, raised baselines)
/// and where underlines and strikethroughs go (merged across runs, placed from
/// the font's metrics) inside `pango_renderer_draw_layout_line`. A renderer
/// subclass whose drawing methods only record lets Easel keep those decisions
/// as data, so the Cairo backend replays exactly what Pango would have drawn.
/// Call only inside `PangoRuntime.locked`.
final class PangoDrawRecorder {
    struct Rectangle {
        var part: PangoRenderPart
        var x, y, width, height: Int32
        var color: RGBA
        /// The run whose glyphs were drawn last when this rectangle came.
        var afterRun: Int
        /// The run drawn next: a background comes just before its run's glyphs.
        var beforeRun: Int
    }

    private(set) var runOrigins: [(x: Int32, y: Int32)] = []
    private(set) var rectangles: [Rectangle] = []

    static func record(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> PangoDrawRecorder {
        let recording = PangoDrawRecorder()
        current = recording
        pango_renderer_draw_layout_line(renderer, line, 0, 0)
        current = nil
        return recording
    }

    /// The recording in progress; the Pango lock serialises every use.
    nonisolated(unsafe) private static var current: PangoDrawRecorder?

    private static let renderer: UnsafeMutablePointer<PangoRenderer> = {
        UnsafeMutableRawPointer(g_object_new_with_properties(recorderType, 0, nil, nil)!).assumingMemoryBound(to: PangoRenderer.self)
    }()

    private static let recorderType: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<PangoRendererClass>.size)
        info.instance_size = guint16(MemoryLayout<PangoRenderer>.size)
        info.class_init = { klass, _ in
            let k = klass!.assumingMemoryBound(to: PangoRendererClass.self)
            k.pointee.draw_glyph_item = { _, _, _, x, y in
                PangoDrawRecorder.current?.runOrigins.append((x, y))
            }
            k.pointee.draw_glyphs = { _, _, _, _, _ in }
            k.pointee.draw_rectangle = { renderer, part, x, y, width, height in
                guard let recording = PangoDrawRecorder.current else { return }
                recording.rectangles.append(Rectangle(part: part, x: x, y: y, width: width, height: height,
                                                      color: PangoDrawRecorder.color(renderer, part),
                                                      afterRun: max(0, recording.runOrigins.count - 1),
                                                      beforeRun: recording.runOrigins.count))
            }
            k.pointee.draw_error_underline = { _, _, _, _, _ in }
        }
        return g_type_register_static(pango_renderer_get_type(), "EaselPangoDrawRecorder", &info, GTypeFlags(rawValue: 0))
    }()

    /// The colour Pango's cairo renderer would set for a part: its 16-bit colour,
    /// and its alpha when one is set.
    static func color(_ renderer: UnsafeMutablePointer<PangoRenderer>?, _ part: PangoRenderPart) -> RGBA {
        var c = RGBA.black
        if let pc = pango_renderer_get_color(renderer, part) {
            c = RGBA(red: Double(pc.pointee.red) / 65535, green: Double(pc.pointee.green) / 65535, blue: Double(pc.pointee.blue) / 65535)
        }
        let a = pango_renderer_get_alpha(renderer, part)
        if a != 0 { c.alpha = Double(a) / 65535 }
        return c
    }
}
