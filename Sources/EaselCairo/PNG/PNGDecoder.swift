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
        switch ShimDecoding.decode(data, maxPixels: maxPixels, with: easel_png_decode) {
        case .image(let image): return image
        case .tooLarge:
            let d = dimensions(of: data)
            throw PNGError.tooLarge(width: d?.width ?? 0, height: d?.height ?? 0, limit: maxPixels)
        case .failed(let message): throw PNGError.decodeFailed(message)
        }
    }
}
