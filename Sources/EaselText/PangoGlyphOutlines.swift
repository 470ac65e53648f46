import Foundation
import EaselCore
import CPango
import CCairo
import CFreeType

/// A face's glyph outlines, as cairo traces them from the face's scaled font:
/// the same outlines the PNG fills, for SVG paths and anything else that wants
/// glyphs as geometry. Outlines are made on first request and kept per glyph,
/// so a render that never asks (PNG, PDF) pays nothing.
///
/// cairo keeps paths in 24.8 fixed point and places a glyph by rounding its
/// origin to that grid; a cached outline moved by the rounded origin is
/// therefore exactly what cairo would have traced there. Bitmap faces (colour
/// emoji) have no outline: cairo traces their pixels where they land, so those
/// are traced at the origin asked for, uncached.
final class PangoGlyphOutlines: GlyphOutlineSource, @unchecked Sendable {
    /// Read by the cairo drawing conformance (PangoCairoFace.swift).
    let font: UnsafeMutablePointer<PangoFont>
    private let lock = NSLock()
    private var cache: [GlyphID: Path] = [:]
    /// Whether the face has outlines at all (FreeType's FT_FACE_FLAG_SCALABLE).
    private let scalable: Bool
    /// Whether the face draws in colour (FreeType's FT_FACE_FLAG_COLOR: emoji).
    let hasColorGlyphs: Bool

    /// `font` stays alive: the face registry holds it for the process.
    init(font: UnsafeMutablePointer<PangoFont>) {
        self.font = font
        let flags: Int = PangoRuntime.shared.locked {
            guard let sf = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
                  let face = cairo_ft_scaled_font_lock_face(sf) else { return 0 }
            defer { cairo_ft_scaled_font_unlock_face(sf) }
            return Int(face.pointee.face_flags)
        }
        scalable = flags & 1 != 0
        hasColorGlyphs = flags & (1 << 14) != 0
    }

    func colorImage(of glyph: Glyph, at origin: CGPoint, scale: CGFloat) -> ColorGlyphImage? {
        guard hasColorGlyphs, !glyph.isMissing, scale > 0, scale.isFinite else { return nil }
        return PangoRuntime.shared.locked { ColorGlyphRaster.image(font: font, glyph: glyph.id, at: origin, scale: scale) }
    }

    func outline(of glyph: Glyph, at origin: CGPoint) -> Path {
        if glyph.isMissing {
            return PangoRuntime.shared.locked {
                withRecording { cr in PangoFaces.drawMissing(glyph, font: font, at: origin, in: cr, asPath: true) }
            }
        }
        guard scalable else { return trace(glyph.id, at: origin) }
        lock.lock()
        let cached = cache[glyph.id]
        lock.unlock()
        let base: Path
        if let cached { base = cached } else {
            base = trace(glyph.id, at: .zero)
            lock.lock(); cache[glyph.id] = base; lock.unlock()
        }
        return base.offsetBy(dx: Self.fixed(origin.x), dy: Self.fixed(origin.y))
    }

    /// cairo's `_cairo_fixed_from_double`: the nearest 1/256, ties to even.
    static func fixed(_ v: CGFloat) -> CGFloat { (v * 256).rounded(.toNearestOrEven) / 256 }

    /// The outline of a glyph placed at an origin, traced by cairo.
    private func trace(_ glyph: GlyphID, at origin: CGPoint) -> Path {
        PangoRuntime.shared.locked {
            withRecording { cr in
                guard let sf = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return }
                cairo_set_scaled_font(cr, sf)
                var g = cairo_glyph_t(index: UInt(glyph), x: origin.x, y: origin.y)
                cairo_glyph_path(cr, &g, 1)
            }
        }
    }

    /// The path `body` makes in a context on an unbounded recording surface
    /// (a bounded one would drop glyphs outside it).
    private func withRecording(_ body: (OpaquePointer) -> Void) -> Path {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return Path() }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Path() }
        defer { cairo_destroy(cr) }
        body(cr)
        return CairoPathReading.path(cr)
    }
}

enum CairoPathReading {
    /// cairo's current path as an Easel `Path` (user space, curves kept).
    static func path(_ cr: OpaquePointer) -> Path {
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
