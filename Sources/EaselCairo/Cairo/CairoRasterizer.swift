import Foundation
import EaselCore
import CCairo

public struct RenderLimits: Sendable {
    public var maxPixelsPerSide = 16_384
    public var maxTotalPixels = 64_000_000
    public init() {}
}

public enum RenderError: Error, CustomStringConvertible, Equatable {
    case canvasTooLarge(width: Int, height: Int, reason: String)
    case emptyCanvas(width: CGFloat, height: CGFloat)
    case cairo(String)
    case io(String)
    public var description: String {
        switch self {
        case let .canvasTooLarge(w, h, reason): return "canvas of \(w)×\(h) pixels is too large: \(reason)"
        case let .emptyCanvas(w, h): return "canvas of \(w)×\(h) points has no pixels"
        case .cairo(let m): return "cairo: \(m)"
        case .io(let m): return m
        }
    }
}

/// Display list → pixels through a Cairo image surface.
public enum CairoRasterizer {
    /// The pixel size of a canvas, checked against the limits before anything is allocated.
    /// The far edges round like every other rect (nearest, ties up), so a root
    /// background covers the canvas exactly, with no half-covered last row.
    public static func pixelSize(of size: CGSize, scale: CGFloat, limits: RenderLimits = RenderLimits()) throws -> (Int, Int) {
        guard scale.isFinite, scale >= 0.01 else { throw RenderError.io("scale \(scale) is not a finite number ≥ 0.01; cairo cannot draw at it") }
        let wf = max((size.width * scale + 0.5).rounded(.down), size.width > 0 ? 1 : 0)
        let hf = max((size.height * scale + 0.5).rounded(.down), size.height > 0 ? 1 : 0)
        guard wf.isFinite, hf.isFinite else {
            throw RenderError.canvasTooLarge(width: Int.max, height: Int.max, reason: "the size is not finite")
        }
        guard wf >= 1, hf >= 1 else { throw RenderError.emptyCanvas(width: size.width, height: size.height) }
        guard wf <= CGFloat(limits.maxPixelsPerSide), hf <= CGFloat(limits.maxPixelsPerSide) else {
            throw RenderError.canvasTooLarge(width: Int(min(wf, 1e15)), height: Int(min(hf, 1e15)),
                                             reason: "a side exceeds \(limits.maxPixelsPerSide) pixels")
        }
        let w = Int(wf), h = Int(hf)
        guard w * h <= limits.maxTotalPixels else {
            throw RenderError.canvasTooLarge(width: w, height: h, reason: "more than \(limits.maxTotalPixels) pixels in total")
        }
        return (w, h)
    }

    public static func rasterize(_ list: DisplayList, scale: CGFloat, background: RGBA? = nil,
                                 limits: RenderLimits = RenderLimits()) throws -> RasterImage {
        let (w, h) = try pixelSize(of: list.size, scale: scale, limits: limits)
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

    /// PDF in points; fonts are embedded as subsets with ToUnicode maps, so text stays selectable.
    public static func pdf(_ list: DisplayList, background: RGBA? = nil) throws -> Data {
        try render(list, background: background) { sink in
            cairo_pdf_surface_create_for_stream(writeCallback, sink, list.size.width, list.size.height)
        }
    }

    /// Cairo's SVG surface in pixel units: glyphs become outlines.
    public static func svg(_ list: DisplayList, scale: CGFloat, background: RGBA? = nil) throws -> Data {
        try render(list, background: background, scale: scale) { sink in
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
