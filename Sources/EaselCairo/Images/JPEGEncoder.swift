import Foundation
import EaselCore
import CEaselJPEG

extension CairoRasterizer {
    /// The list drawn and encoded as JPEG straight from Cairo's pixels.
    /// `quality` runs from 0 (smallest file) to 1 (best picture), as UIKit's
    /// `jpegData(compressionQuality:)` does; it maps to libjpeg's 1–100 scale.
    /// JPEG has no alpha: what the canvas leaves transparent comes out white.
    public static func jpeg(_ list: DisplayList, limits: RenderLimits = RenderLimits(), quality: CGFloat) throws -> Data {
        let q = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 90
        return try drawn(list, limits: limits, .raster) { data, w, h, stride in
            var out: UnsafeMutablePointer<UInt8>?
            var len = 0
            var err = [CChar](repeating: 0, count: 256)
            let rc = err.withUnsafeMutableBufferPointer { e in
                easel_jpeg_encode_argb32(data, Int32(w), Int32(h), Int32(stride), q, &out, &len, e.baseAddress, e.count)
            }
            guard rc == 0, let out else {
                throw RenderError.io("JPEG encoding failed: \(err.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })")
            }
            return Data(bytesNoCopy: out, count: len, deallocator: .free)
        }
    }
}
