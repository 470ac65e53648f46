import Foundation
import EaselCore
import CEaselJPEG

public enum JPEGError: Error, CustomStringConvertible {
    case decodeFailed(String)
    case tooLarge(width: Int, height: Int, limit: Int)
    public var description: String {
        switch self {
        case .decodeFailed(let m): return "JPEG decoding failed: \(m)"
        case let .tooLarge(w, h, limit): return "JPEG is \(w)×\(h) pixels, over the limit of \(limit) pixels"
        }
    }
}

/// JPEG decoding through libjpeg-turbo.
public enum JPEGDecoder {
    /// The dimensions from the frame header, without decoding pixels.
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        var w: UInt32 = 0, h: UInt32 = 0
        let rc = data.withUnsafeBytes { easel_jpeg_header($0.bindMemory(to: UInt8.self).baseAddress, data.count, &w, &h) }
        return rc == 0 ? (Int(w), Int(h)) : nil
    }

    /// Decodes to straight RGBA8 (opaque). The size limit is checked against the
    /// header before pixel memory is allocated.
    public static func decode(_ data: Data, maxPixels: Int = 100_000_000) throws -> RasterImage {
        switch ShimDecoding.decode(data, maxPixels: maxPixels, with: easel_jpeg_decode) {
        case .image(let image): return image
        case let .tooLarge(w, h): throw JPEGError.tooLarge(width: w, height: h, limit: maxPixels)
        case .failed(let message): throw JPEGError.decodeFailed(message)
        }
    }
}
