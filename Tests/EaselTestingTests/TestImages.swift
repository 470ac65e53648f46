import Foundation
import EaselCore

/// Small synthetic images whose every pixel the tests can reason about.
enum TestImages {
    /// Opaque white with a black rectangle whose left and right edges may fall
    /// between pixels: an edge column gets the grey its coverage gives, as an
    /// anti-aliasing rasteriser draws it.
    static func rectangle(width: Int = 40, height: Int = 30, minX: Double, maxX: Double,
                          minY: Int = 8, maxY: Int = 20) -> RasterImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in minY..<maxY {
            for x in 0..<width {
                let coverage = max(0, min(Double(x + 1), maxX) - max(Double(x), minX))
                guard coverage > 0 else { continue }
                let v = UInt8((255 * (1 - coverage)).rounded())
                let i = (y * width + x) * 4
                pixels[i] = v; pixels[i + 1] = v; pixels[i + 2] = v
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    static func setting(_ image: RasterImage, x: Int, y: Int, to rgba: [UInt8]) -> RasterImage {
        var pixels = image.pixels
        let i = (y * image.width + x) * 4
        pixels.replaceSubrange(i..<i + 4, with: rgba)
        return RasterImage(width: image.width, height: image.height, pixels: pixels)
    }

    static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// A fresh, empty folder under the system's temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("easel-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
