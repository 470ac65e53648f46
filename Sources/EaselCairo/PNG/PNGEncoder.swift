import Foundation
import EaselCore
import CEaselPNG

extension PNGCodec {
    /// Encodes straight RGBA8 pixels: RGB when every pixel is opaque, RGBA otherwise.
    /// No timestamp is written, so equal pixels give equal bytes.
    public static func encode(_ image: RasterImage, compression: PNGCompression = .fast) throws -> Data {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
            throw PNGError.encodeFailed("empty or inconsistent image \(image.width)×\(image.height)")
        }
        return try written { out, len, err, errLen in
            image.pixels.withUnsafeBufferPointer { px in
                easel_png_write_rgba(px.baseAddress, Int32(image.width), Int32(image.height),
                                     compression.deflateLevel, out, len, err, errLen)
            }
        }
    }

    /// Encodes Cairo's premultiplied ARGB32 pixels as they lie in the surface,
    /// unpremultiplying row by row, so no straight RGBA copy of the image is made.
    static func encode(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                       compression: PNGCompression) throws -> Data {
        try written { out, len, err, errLen in
            easel_png_write_argb32(data, Int32(width), Int32(height), Int32(stride),
                                   compression.deflateLevel, out, len, err, errLen)
        }
    }

    private static func written(_ write: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
                                          UnsafeMutablePointer<CChar>, Int) -> Int32) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = err.withUnsafeMutableBufferPointer { e in write(&out, &len, e.baseAddress!, e.count) }
        guard rc == 0, let out else { throw PNGError.encodeFailed(String(cString: err)) }
        return Data(bytesNoCopy: out, count: len, deallocator: .free)
    }
}
