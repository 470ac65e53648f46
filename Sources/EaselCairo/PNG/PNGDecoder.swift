import Foundation
import EaselCore
import CEaselPNG

extension PNGCodec {
    /// The dimensions from the IHDR chunk, without decoding anything.
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        var w: UInt32 = 0, h: UInt32 = 0
        let rc = data.withUnsafeBytes { easel_png_header($0.bindMemory(to: UInt8.self).baseAddress, data.count, &w, &h) }
        return rc == 0 ? (Int(w), Int(h)) : nil
    }

    /// Decodes any PNG to straight RGBA8. The size limit is checked against the
    /// header before any pixel memory is allocated (decompression bombs).
    public static func decode(_ data: Data, maxPixels: Int = 100_000_000) throws -> RasterImage {
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw in
            easel_png_decode(raw.bindMemory(to: UInt8.self).baseAddress, data.count, UInt64(maxPixels), &out, &w, &h, &err, err.count)
        }
        if rc == -2, let d = dimensions(of: data) { throw PNGError.tooLarge(width: d.width, height: d.height, limit: maxPixels) }
        guard rc == 0, let out else { throw PNGError.decodeFailed(String(cString: err)) }
        defer { free(out) }
        return RasterImage(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: out, count: Int(w) * Int(h) * 4)))
    }
}
