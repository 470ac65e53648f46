import Foundation
import EaselCore

public enum ImageLoadingError: Error, CustomStringConvertible {
    case unreadable(String)
    case unsupportedFormat(String)
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    public var description: String {
        switch self {
        case .unreadable(let p): return "cannot read \(p)"
        case .unsupportedFormat(let p): return "\(p) is neither PNG nor JPEG"
        case let .fileTooLarge(p, b, l): return "\(p) is \(b) bytes, over the limit of \(l) bytes"
        }
    }
}

/// Reads PNG (libpng) and JPEG (libjpeg-turbo) files, recognised by their
/// signature rather than their extension. Both a file-size and a pixel-count
/// limit apply; the pixel limit is checked from the header before decoding.
/// Decoded images are cached by path, size and modification date.
public final class StandardImageLoader: ImageLoader, @unchecked Sendable {
    public let maxPixels: Int
    public let maxFileBytes: Int
    private let lock = NSLock()
    private var cache: [String: (stamp: String, image: RasterImage)] = [:]

    public init(maxPixels: Int = 50_000_000, maxFileBytes: Int = 100_000_000) {
        self.maxPixels = maxPixels; self.maxFileBytes = maxFileBytes
    }

    public static let shared = StandardImageLoader()

    public func loadImage(at url: URL) throws -> RasterImage { try loadImage(at: url) { _ in } }

    /// The pixel count `admit` sees is the header's, before decoding (a cached
    /// image's own, without reading the file again).
    public func loadImage(at url: URL, admit: (Int) throws -> Void) throws -> RasterImage {
        let path = url.path
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attrs?[.size] as? NSNumber)?.intValue else { throw ImageLoadingError.unreadable(path) }
        guard size <= maxFileBytes else { throw ImageLoadingError.fileTooLarge(path: path, bytes: size, limit: maxFileBytes) }
        let stamp = "\(size)-\((attrs?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        lock.lock()
        if let hit = cache[path], hit.stamp == stamp {
            lock.unlock()
            try admit(hit.image.width * hit.image.height)
            return hit.image
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { throw ImageLoadingError.unreadable(path) }
        if let (w, h) = Self.dimensions(of: data) {
            // A header may claim 2³² × 2³² pixels: that saturates rather than traps.
            let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
            try admit(overflow ? Int.max : pixels)
        }
        let image = try decode(data, name: path)
        lock.lock(); cache[path] = (stamp, image); lock.unlock()
        return image
    }

    /// The width and height a PNG or JPEG header gives, without decoding; nil
    /// for anything else (decoding then reports what is wrong).
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return PNGCodec.dimensions(of: data) }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return JPEGDecoder.dimensions(of: data) }
        return nil
    }

    /// Decodes PNG or JPEG bytes by signature.
    public func decode(_ data: Data, name: String = "image") throws -> RasterImage {
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGCodec.decode(data, maxPixels: maxPixels) }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGDecoder.decode(data, maxPixels: maxPixels) }
        throw ImageLoadingError.unsupportedFormat(name)
    }
}
