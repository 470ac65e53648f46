import Foundation
import EaselCore
import CCairo
import CEaselPNG

/// Display list → pixels through a Cairo image surface.
public enum CairoRasterizer {
    /// Draws the list on its canvas (its pixel size, scale and background) as straight RGBA8.
    public static func rasterize(_ list: DisplayList, limits: RenderLimits = RenderLimits()) throws -> RasterImage {
        try rasterize(list, limits: limits, .raster)
    }

    static func rasterize(_ list: DisplayList, limits: RenderLimits, _ options: CairoDrawOptions) throws -> RasterImage {
        try drawn(list, limits: limits, options) { data, w, h, stride in
            let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
                easel_unpremultiply_argb32(data, Int32(w), Int32(h), Int32(stride), buffer.baseAddress)
                count = w * h * 4
            }
            return RasterImage(width: w, height: h, pixels: pixels)
        }
    }

    /// A Cairo image surface's premultiplied pixels as straight RGBA8 (offscreen
    /// captures such as a material's backdrop), through the same C routine.
    static func unpremultiply(_ s: OpaquePointer, width w: Int, height h: Int) -> RasterImage {
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = UnsafePointer(cairo_image_surface_get_data(s)!)
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            easel_unpremultiply_argb32(data, Int32(w), Int32(h), Int32(stride), buffer.baseAddress)
            count = w * h * 4
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// The list drawn and encoded as PNG straight from Cairo's pixels.
    public static func png(_ list: DisplayList, limits: RenderLimits = RenderLimits(),
                           compression: PNGCompression = .fast) throws -> Data {
        try drawn(list, limits: limits, .raster) { data, w, h, stride in
            try PNGCodec.encode(argb32: data, width: w, height: h, stride: stride, compression: compression)
        }
    }

    /// Draws into a pooled buffer and hands `body` Cairo's premultiplied ARGB32
    /// pixels (data, width, height, stride); the buffer returns to the pool after.
    static func drawn<R>(_ list: DisplayList, limits: RenderLimits, _ options: CairoDrawOptions,
                         _ body: (UnsafePointer<UInt8>, Int, Int, Int) throws -> R) throws -> R {
        HeapTuning.apply()
        let (w, h) = try list.canvas.pixels(within: limits)
        let scale = list.canvas.scale, background = list.canvas.background
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        guard stride > 0 else { throw RenderError.cairo("cannot create a \(w)×\(h) surface") }
        let buffer = RasterPool.shared.take(byteCount: stride * h)
        defer { RasterPool.shared.give(buffer) }
        // An opaque background is painted over every pixel, so only a transparent
        // or translucent canvas needs the last render's pixels cleared.
        if (background?.alpha ?? 0) < 1 { memset(buffer.pointer, 0, buffer.byteCount) }
        let data = buffer.pointer.assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("cannot create a \(w)×\(h) surface") }
        defer { cairo_surface_finish(surface); cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        if let bg = background {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        CairoDrawing.draw(list.items, in: cr, options)
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(cairo_status(cr)))) }
        return try body(data, w, h, stride)
    }
}

/// Vector output through Cairo's PDF surface, written to memory.
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
    public static func pdf(_ drawn: DisplayList, colorGlyphScale: CGFloat? = nil) throws -> Data {
        // Materials become the raster's pixels under a mask of their shape.
        let list = try CairoBackdrops.resolved(drawn)
        let c = list.canvas
        let glyphScale = max(c.scale.isFinite && c.scale > 0 ? c.scale : 1, colorGlyphScale ?? 0, 1)
        let options = CairoDrawOptions(colorGlyphScale: min(glyphScale, 8), pixelGrid: c.scale.isFinite && c.scale > 0 ? c.scale : nil)
        return try pdfPage(list, options)
    }

    static func pdfPage(_ list: DisplayList, _ options: CairoDrawOptions) throws -> Data {
        let c = list.canvas
        let page = c.scale > 0 && c.pixelSize.width.isFinite && c.pixelSize.height.isFinite
            ? CGSize(width: c.pixelSize.width / c.scale, height: c.pixelSize.height / c.scale) : list.size
        return try render(list, background: list.canvas.background, options: options) { sink in
            let s = cairo_pdf_surface_create_for_stream(writeCallback, sink, page.width, page.height)
            // Cairo stamps the current time as the creation date; a fixed one keeps
            // the same input giving the same bytes (SOURCE_DATE_EPOCH, if set, as
            // reproducible builds do, else the Unix epoch).
            cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, pdfCreationDate)
            return s
        }
    }

    static func render(_ list: DisplayList, background: RGBA?, options: CairoDrawOptions,
                       make: (UnsafeMutableRawPointer) -> OpaquePointer?) throws -> Data {
        HeapTuning.apply()
        guard list.size.width >= 1, list.size.height >= 1, list.size.width.isFinite, list.size.height.isFinite else {
            throw RenderError.emptyCanvas(width: list.size.width, height: list.size.height)
        }
        let sink = Sink()
        let ctx = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = make(ctx) else { throw RenderError.cairo("cannot create a vector surface") }
        let cr = cairo_create(surface)!
        if let bg = background {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        CairoDrawing.draw(list.items, in: cr, options)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
