import Foundation
import EaselCore
import CEaselPNG

/// How hard the PNG writer compresses. Both leave rows unfiltered (on UI
/// graphics filtering made files larger and slower).
public enum PNGCompression: String, CaseIterable, Sendable {
    /// ISA-L's igzip, level 2: about a tenth of libdeflate's time on UI images,
    /// files about zlib 1's size (a quarter larger than `.small`).
    case fast
    /// libdeflate level 2, the fastest of its levels on UI images (level 1's match
    /// finder is slower on long runs of one colour): files about zlib 9's size, a
    /// fifth smaller than `.fast`'s, for 3.4–5.3× a whole `.fast` render. Issue #15
    /// asks for 3×, but no igzip or libdeflate setting or row filter is that fast
    /// and still smaller than `.fast` (Benchmarks/README.md, "Encoders"; Benchmarks/encoders).
    case small

    var deflateLevel: Int32 { self == .fast ? EASEL_PNG_LEVEL_IGZIP : 2 }
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

/// PNG: written by Easel's own writer over igzip (`.fast`) or libdeflate (`.small`), read through libpng
/// (the C shim `CEaselPNG` holds libpng's setjmp and the writer).
public enum PNGCodec {}
