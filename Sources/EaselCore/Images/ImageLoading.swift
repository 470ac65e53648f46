import Foundation

/// Decodes image files for `Image`. The core cannot link image codecs, so the
/// backend supplies one (EaselCairo's `StandardImageLoader` reads PNG and JPEG);
/// without one, images report a diagnostic and draw nothing.
public protocol ImageLoader: Sendable {
    /// Decodes the file at `url`, or throws a readable error (unreadable,
    /// corrupt, unsupported, or over the loader's pixel limit).
    func loadImage(at url: URL) throws -> RasterImage
    /// Decodes the file at `url`, calling `admit` with its pixel count first:
    /// `admit` throws to refuse the image before any pixel is decoded. A loader
    /// that can read the size from the file's header should; the default
    /// decodes, then asks.
    func loadImage(at url: URL, admit: (Int) throws -> Void) throws -> RasterImage
}

extension ImageLoader {
    public func loadImage(at url: URL, admit: (Int) throws -> Void) throws -> RasterImage {
        let image = try loadImage(at: url)
        try admit(image.width * image.height)
        return image
    }
}

struct ImageLoaderKey: EnvironmentKey { static let defaultValue: (any ImageLoader)? = nil }
struct ImageDirectoryKey: EnvironmentKey { static let defaultValue: URL? = nil }

extension EnvironmentValues {
    /// Decodes the files `Image` views name; set by the renderer.
    public var imageLoader: (any ImageLoader)? {
        get { self[ImageLoaderKey.self] } set { self[ImageLoaderKey.self] = newValue }
    }
    /// Where `Image("name")` looks for `name.png` / `name.jpg` (and `name@2x.png`
    /// at scale 2); nil means the current directory.
    public var imageDirectory: URL? {
        get { self[ImageDirectoryKey.self] } set { self[ImageDirectoryKey.self] = newValue }
    }
}

extension RasterImage {
    /// The pixels inside `x, y, width, height` (clamped to the image), for nine-slice drawing.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        let x0 = min(max(x, 0), self.width), y0 = min(max(y, 0), self.height)
        let w = min(max(width, 0), self.width - x0), h = min(max(height, 0), self.height - y0)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let src = ((y0 + row) * self.width + x0) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[src..<src + w * 4])
        }
        return RasterImage(width: w, height: h, pixels: out)
    }
}
