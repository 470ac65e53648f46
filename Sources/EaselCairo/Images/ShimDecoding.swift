import Foundation
import EaselCore

/// The calling convention the PNG and JPEG C shims share, so each decoder is
/// only its error type: bytes and a pixel limit in; a malloc'd RGBA8 buffer,
/// its size and a message out; 0 for success, -2 for "over the limit"
/// (decided from the header, before pixel memory exists).
enum ShimDecoding {
    typealias Shim = (UnsafePointer<UInt8>?, Int, UInt64, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
                      UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    enum Outcome {
        case image(RasterImage)
        case tooLarge(width: Int, height: Int)
        case failed(String)
    }

    static func decode(_ data: Data, maxPixels: Int, with shim: Shim) -> Outcome {
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let errCount = err.count
        let rc = data.withUnsafeBytes { raw in
            shim(raw.bindMemory(to: UInt8.self).baseAddress, data.count, UInt64(max(0, maxPixels)), &out, &w, &h, &err, errCount)
        }
        if rc == -2 { return .tooLarge(width: Int(w), height: Int(h)) }
        guard rc == 0, let out else { return .failed(String(cString: err)) }
        defer { free(out) }
        return .image(RasterImage(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: out, count: Int(w) * Int(h) * 4))))
    }
}
