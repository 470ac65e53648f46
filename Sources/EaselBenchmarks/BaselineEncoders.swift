import Foundation
import Easel
import CCairo
import CEaselBenchPNG

/// The PNG writers Easel's own is measured against: libpng with zlib (how Easel
/// wrote PNGs before) and Cairo's `cairo_surface_write_to_png_stream`. They live
/// here, not in the library, because only the benchmarks call them.
enum BaselineEncoders {
    /// libpng and zlib at `level`, unfiltered.
    static func zlib(_ image: RasterImage, level: Int) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = image.pixels.withUnsafeBufferPointer { px in
            err.withUnsafeMutableBufferPointer { e in
                easel_bench_png_encode(px.baseAddress, Int32(image.width), Int32(image.height), Int32(level), 0, &out, &len, e.baseAddress, e.count)
            }
        }
        guard rc == 0, let out else { throw PNGError.encodeFailed(err.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }) }
        return Data(bytesNoCopy: out, count: len, deallocator: .free)
    }

    final class Sink { var data = Data() }

    /// The same pixels through Cairo's own PNG writer.
    static func cairo(_ image: RasterImage) throws -> Data {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { throw PNGError.encodeFailed("cannot create a surface") }
        defer { cairo_surface_destroy(s) }
        // Cairo holds premultiplied native-endian ARGB words.
        let stride = Int(cairo_image_surface_get_stride(s)), base = cairo_image_surface_get_data(s)!
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let a = UInt32(image.pixels[i + 3])
                func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | pm(image.pixels[i]) << 16 | pm(image.pixels[i + 1]) << 8 | pm(image.pixels[i + 2])
            }
        }
        cairo_surface_mark_dirty(s)
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(s, { closure, bytes, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError.encodeFailed(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
