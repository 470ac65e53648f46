import Foundation
import EaselCore
import CEaselPNG

/// How hard the PNG writer compresses. Both leave rows unfiltered (for flat UI
/// graphics filtering costs time without shrinking the file, measured on the
/// demo goldens) and deflate with libdeflate.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// libdeflate level 1: the fastest, files a little larger than zlib 9's.
    case fast
    /// libdeflate level 6: about half the time of zlib level 1, files within a few per cent of zlib 9's.
    case small

    var deflateLevel: Int32 { self == .fast ? 1 : 6 }
    var filter: Int32 { Int32(EASEL_PNG_FILTER_NONE.rawValue) }
}

public enum PNGError: Error, CustomStringConvertible {
    case encodeFailed(String)
    case decodeFailed(String)
    case tooLarge(width: Int, height: Int, limit: Int)
    public var description: String {
        switch self {
        case .encodeFailed(let m): return "PNG encoding failed: \(m)"
        case .decodeFailed(let m): return "PNG decoding failed: \(m)"
        case let .tooLarge(w, h, limit): return "PNG is \(w)×\(h) pixels, over the limit of \(limit) pixels"
        }
    }
}

/// PNG: written by Easel's own writer over libdeflate, read through libpng
/// (the C shim `CEaselPNG` holds libpng's setjmp and the writer).
public enum PNGCodec {}
