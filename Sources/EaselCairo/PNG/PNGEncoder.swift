import Foundation
import EaselCore
import CEaselPNG

extension PNGCodec {
    /// Encodes straight RGBA8 pixels. Filter NONE: for flat UI graphics adaptive
    /// filtering costs time without shrinking the file. No timestamp is written,
    /// so equal pixels give equal bytes.
    public static func encode(_ image: RasterImage, compression: PNGCompression = .fast) throws -> Data {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
            throw PNGError.encodeFailed("empty or inconsistent image \(image.width)×\(image.height)")
        }
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let level: Int32 = compression == .fast ? 1 : 9
        let rc = image.pixels.withUnsafeBufferPointer { px in
            easel_png_encode(px.baseAddress, Int32(image.width), Int32(image.height), level, 0, &out, &len, &err, err.count)
        }
        guard rc == 0, let out else { throw PNGError.encodeFailed(String(cString: err)) }
        defer { free(out) }
        return Data(bytes: out, count: len)
    }

    /// The same pixels through libpng's defaults (adaptive filtering, zlib 6), as
    /// Cairo's own writer does; kept for the benchmark's comparison.
    static func encodeWithDefaults(_ image: RasterImage) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = image.pixels.withUnsafeBufferPointer { px in
            easel_png_encode(px.baseAddress, Int32(image.width), Int32(image.height), 6, 1, &out, &len, &err, err.count)
        }
        guard rc == 0, let out else { throw PNGError.encodeFailed(String(cString: err)) }
        defer { free(out) }
        return Data(bytes: out, count: len)
    }
}

import CCairo

extension PNGCodec {
    /// The same pixels through Cairo's own PNG writer, for the benchmark's comparison.
    public static func encodeWithCairo(_ image: RasterImage) throws -> Data {
        guard let s = CairoImages.surface(for: image) else { throw PNGError.encodeFailed("cannot create a surface") }
        defer { cairo_surface_destroy(s) }
        let sink = CairoVector.Sink()
        let status = cairo_surface_write_to_png_stream(s, CairoVector.writeCallback, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError.encodeFailed(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
