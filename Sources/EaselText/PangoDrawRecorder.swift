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
/// Call only inside `PangoRuntime.with`, with that runtime's renderer.
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

    /// Records what `renderer` (one made by `makeRenderer`, owned by the calling
    /// runtime) would draw for `line`.
    static func record(_ line: UnsafeMutablePointer<PangoLayoutLine>, with renderer: UnsafeMutablePointer<PangoRenderer>) -> PangoDrawRecorder {
        let recording = PangoDrawRecorder()
        // The recording rides on the renderer itself, so runtimes on other threads never see it.
        let object = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GObject.self)
        g_object_set_qdata(object, quark, Unmanaged.passUnretained(recording).toOpaque())
        pango_renderer_draw_layout_line(renderer, line, 0, 0)
        g_object_set_qdata(object, quark, nil)
        return recording
    }

    private static let quark: GQuark = g_quark_from_static_string("easel-draw-recording")

    static func recording(of renderer: UnsafeMutablePointer<PangoRenderer>?) -> PangoDrawRecorder? {
        guard let renderer, let raw = g_object_get_qdata(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GObject.self), quark) else { return nil }
        return Unmanaged<PangoDrawRecorder>.fromOpaque(raw).takeUnretainedValue()
    }

    /// A new recording renderer (one per runtime, kept for its life).
    static func makeRenderer() -> UnsafeMutablePointer<PangoRenderer> {
        UnsafeMutableRawPointer(g_object_new_with_properties(recorderType, 0, nil, nil)!).assumingMemoryBound(to: PangoRenderer.self)
    }

    private static let recorderType: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<PangoRendererClass>.size)
        info.instance_size = guint16(MemoryLayout<PangoRenderer>.size)
        info.class_init = { klass, _ in
            let k = klass!.assumingMemoryBound(to: PangoRendererClass.self)
            k.pointee.draw_glyph_item = { renderer, _, _, x, y in
                PangoDrawRecorder.recording(of: renderer)?.runOrigins.append((x, y))
            }
            k.pointee.draw_glyphs = { _, _, _, _, _ in }
            k.pointee.draw_rectangle = { renderer, part, x, y, width, height in
                guard let recording = PangoDrawRecorder.recording(of: renderer) else { return }
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
