import Foundation
import Testing
import Easel
import EaselCairo

/// Decoded pixels across all of a render's image files count against
/// `RenderLimits.maxTotalImagePixels`, each file once, asked before decoding.
@Suite struct ImagePixelBudgetTests {
    /// Three distinct 100×100 PNG files (10 000 pixels each) in a fresh folder.
    func files() throws -> (URL, [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var paths: [String] = []
        for i in 0..<3 {
            let pixels = [UInt8](repeating: UInt8(60 * i), count: 100 * 100 * 4)
            let url = dir.appendingPathComponent("tile\(i).png")
            try PNGCodec.encode(RasterImage(width: 100, height: 100, pixels: pixels)).write(to: url)
            paths.append(url.path)
        }
        return (dir, paths)
    }

    /// Counts what it is asked to decode, so the test sees whether the refused file was decoded.
    final class CountingLoader: ImageLoader, @unchecked Sendable {
        let lock = NSLock()
        var decoded: [String] = []
        func loadImage(at url: URL) throws -> RasterImage { try loadImage(at: url) { _ in } }
        func loadImage(at url: URL, admit: (Int) throws -> Void) throws -> RasterImage {
            let data = try Data(contentsOf: url)
            let (w, h) = StandardImageLoader.dimensions(of: data)!
            try admit(w * h)
            lock.lock(); decoded.append(url.lastPathComponent); lock.unlock()
            return try StandardImageLoader(maxPixels: 1_000_000).decode(data)
        }
    }

    @Test func theFileThatPassesTheBudgetIsRefusedBeforeDecoding() throws {
        let (dir, paths) = try files()
        defer { try? FileManager.default.removeItem(at: dir) }
        let loader = CountingLoader()
        let r = ImageRenderer(content: HStack(spacing: 0) { ForEach(paths, id: \.self) { Image(filePath: $0) } })
        r.environment.imageLoader = loader
        r.limits.maxTotalImagePixels = 25_000
        #expect(throws: RenderError.tooManyImagePixels(
            "image \(paths[2]): decoding its 10000 pixels would bring this render to 30000 image pixels; the limit is 25000 (RenderLimits.maxTotalImagePixels)")) {
            try r.pngData()
        }
        #expect(loader.decoded == ["tile0.png", "tile1.png"])
    }

    @Test func aFileShownTwiceCountsOnceAndTheDefaultLoaderReadsHeaders() throws {
        let (dir, paths) = try files()
        defer { try? FileManager.default.removeItem(at: dir) }
        let twice = HStack(spacing: 0) { Image(filePath: paths[0]); Image(filePath: paths[0]); Image(filePath: paths[1]) }
        let r = ImageRenderer(content: twice)
        r.limits.maxTotalImagePixels = 20_000
        let png = try r.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        // The standard loader (header first) refuses the third file.
        let three = ImageRenderer(content: HStack(spacing: 0) { ForEach(paths, id: \.self) { Image(filePath: $0) } })
        three.limits.maxTotalImagePixels = 20_000
        #expect(throws: RenderError.self) { try three.pngData() }
        #expect(three.diagnostics.contains { $0.contains(paths[2]) && $0.contains("maxTotalImagePixels") }, "\(three.diagnostics)")
    }
}
