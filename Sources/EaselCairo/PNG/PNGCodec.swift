import Foundation
import EaselCore

public enum PNGCompression: String, CaseIterable, Sendable {
    /// No filter, zlib level 1: several times faster than Cairo's writer.
    case fast
    /// No filter, zlib level 9: smaller files for documentation.
    case small
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

/// PNG through libpng/zlib (the C shim `CEaselPNG` holds libpng's setjmp).
public enum PNGCodec {}
