import Foundation
import EaselCore

/// How hard the PNG writer compresses. Both leave rows unfiltered (on UI
/// graphics filtering made files larger and slower) and deflate with libdeflate.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// libdeflate level 2: the fastest of its levels on UI images (level 1's
    /// match finder is slower on long runs of one colour), files about zlib 9's size.
    case fast
    /// libdeflate level 7: about 1.3× the time of `.fast`, files a few per cent smaller.
    case small

    var deflateLevel: Int32 { self == .fast ? 2 : 7 }
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
