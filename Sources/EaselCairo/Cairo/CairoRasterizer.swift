import Foundation
import EaselCore
import CCairo

/// Display list → pixels through a Cairo image surface.
public enum CairoRasterizer {
    /// Draws the list on its canvas: its pixel size, scale and background.
    public static func rasterize(_ list: DisplayList, limits: RenderLimits = RenderLimits()) throws -> RasterImage {
        let (w, h) = try list.canvas.pixels(within: limits)
        let scale = list.canvas.scale, background = list.canvas.background
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("cannot create a \(w)×\(h) surface") }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        if let bg = background {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        CairoDrawing.draw(list.items, in: cr)
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(cairo_status(cr)))) }
        return unpremultiply(surface, width: w, height: h)
    }

    /// Cairo's premultiplied native-endian ARGB32 → straight RGBA8.
    static func unpremultiply(_ s: OpaquePointer, width w: Int, height h: Int) -> RasterImage {
        let stride = Int(cairo_image_surface_get_stride(s))
        let src = cairo_image_surface_get_data(s)!
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = UnsafeRawPointer(src + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let px = row[x]
                    let a = px >> 24
                    let i = (y * w + x) * 4
                    guard a != 0 else { continue }
                    var r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                    if a != 255 { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a }
                    dst[i] = UInt8(min(r, 255)); dst[i + 1] = UInt8(min(g, 255)); dst[i + 2] = UInt8(min(b, 255)); dst[i + 3] = UInt8(a)
                }
            }
        }
        return RasterImage(width: w, height: h, pixels: out)
    }
}

/// Vector output through Cairo's PDF and SVG surfaces, written to memory.
public enum CairoVector {
    final class Sink { var data = Data() }

    static let writeCallback: cairo_write_func_t = { closure, bytes, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    static let pdfCreationDate: String = {
        let seconds = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init) ?? 0
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: Date(timeIntervalSince1970: seconds))
    }()

    /// PDF in points; fonts are embedded as subsets with ToUnicode maps, so text stays selectable.
    /// The page is the PNG's pixel size divided by the scale, so a layout of a
    /// fractional number of points gives the same picture in both formats.
    /// `colorGlyphScale`: pixels per point of the images colour glyphs (emoji)
    /// are embedded as; never below the render's scale, which is the default.
    public static func pdf(_ list: DisplayList, colorGlyphScale: CGFloat? = nil) throws -> Data {
        let c = list.canvas
        let glyphScale = max(c.scale.isFinite && c.scale > 0 ? c.scale : 1, colorGlyphScale ?? 0, 1)
        return try TextDrawing.$colorGlyphScale.withValue(min(glyphScale, 8)) {
            try TextDrawing.$pixelGrid.withValue(c.scale.isFinite && c.scale > 0 ? c.scale : nil) { try pdfPage(list) }
        }
    }

    static func pdfPage(_ list: DisplayList) throws -> Data {
        let c = list.canvas
        let page = c.scale > 0 && c.pixelSize.width.isFinite && c.pixelSize.height.isFinite
            ? CGSize(width: c.pixelSize.width / c.scale, height: c.pixelSize.height / c.scale) : list.size
        return try render(list, background: list.canvas.background) { sink in
            let s = cairo_pdf_surface_create_for_stream(writeCallback, sink, page.width, page.height)
            // Cairo stamps the current time as the creation date; a fixed one keeps
            // the same input giving the same bytes (SOURCE_DATE_EPOCH, if set, as
            // reproducible builds do, else the Unix epoch).
            cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, pdfCreationDate)
            return s
        }
    }

    /// Cairo's SVG surface in pixel units: glyphs become outlines.
    public static func svg(_ list: DisplayList) throws -> Data {
        let scale = list.canvas.scale
        return try render(list, background: list.canvas.background, scale: scale) { sink in
            let s = cairo_svg_surface_create_for_stream(writeCallback, sink, list.size.width * scale, list.size.height * scale)
            cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PX)
            return s
        }
    }

    static func render(_ list: DisplayList, background: RGBA?, scale: CGFloat = 1,
                       make: (UnsafeMutableRawPointer) -> OpaquePointer?) throws -> Data {
        guard list.size.width >= 1, list.size.height >= 1, list.size.width.isFinite, list.size.height.isFinite else {
            throw RenderError.emptyCanvas(width: list.size.width, height: list.size.height)
        }
        let sink = Sink()
        let ctx = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = make(ctx) else { throw RenderError.cairo("cannot create a vector surface") }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        if let bg = background {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        CairoDrawing.draw(list.items, in: cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
