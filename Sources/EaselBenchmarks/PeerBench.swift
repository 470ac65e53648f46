import Foundation
import Easel
import EaselScene

/// The three pet-voting images of Benchmarks/peers (leaderboard, buttons, radial
/// avatars) as Easel scenes, rendered warm in this process: the figures
/// `Benchmarks/peers/run.sh` sets beside the pycairo loop, and where their time goes.
enum PeerBench {
    static let kinds = ["leaderboard", "buttons", "radial"]

    struct Figures: Codable {
        var kind: String
        var pixels: String
        /// `SceneRenderer.render(.png)`: layout, display list, draw and encode.
        var pngMs: Double
        var pngSmallMs: Double
        var svgMs: Double
        /// `SceneRenderer.render(.pdf)`: layout, display list and the PDF writer.
        var pdfMs: Double
        /// The stages, timed one by one. Layout alone is the placed tree without
        /// the display list, set up as `ImageRenderer` sets it up.
        var layoutMs: Double
        var layoutAndListMs: Double
        var drawMs: Double
        var encodeFastMs: Double
        var encodeSmallMs: Double
        var encodeZlib1Ms: Double
        var encodeZlib9Ms: Double
        var fastBytes: Int
        var smallBytes: Int
        var zlib9Bytes: Int
    }

    /// Median of the calling thread's CPU time, in milliseconds: a render runs on
    /// one thread, and CPU time holds up on a machine shared with other work,
    /// where wall time measures the queue. The pycairo loop is timed the same way.
    static func cpuMedian(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
        }
        try body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = now()
            try body()
            samples.append(now() - start)
        }
        return samples.sorted()[samples.count / 2]
    }

    static func measure(_ kind: String, in directory: URL, runs: Int) throws -> Figures {
        let built = try Scene(contentsOf: directory.appendingPathComponent("\(kind).yaml")).build()
        let renderer = SceneRenderer(built)
        let r = ImageRenderer(content: built.view)
        r.proposedSize = ProposedViewSize(width: built.canvas.width.map { CGFloat($0) }, height: built.canvas.height.map { CGFloat($0) })
        r.scale = CGFloat(built.canvas.scale)
        let list = r.displayList()
        let image = try CairoRasterizer.rasterize(list)
        let png = try cpuMedian(runs) { _ = try renderer.render(.png) }
        let svg = try cpuMedian(runs) { _ = try renderer.render(.svg) }
        let pdf = try cpuMedian(runs) { _ = try renderer.render(.pdf) }
        var env = EnvironmentValues()
        env.displayScale = r.scale
        env.textEngine = DefaultTextEngine.shared
        env.imageLoader = StandardImageLoader.shared
        let layout = cpuMedian(runs) { _ = PlacedNode.layoutRoot(built.view, environment: env, proposal: r.proposedSize) }
        r.pngCompression = .small
        let pngSmall = try cpuMedian(runs) { _ = try r.pngData() }
        return Figures(
            kind: kind, pixels: "\(image.width)×\(image.height)", pngMs: png, pngSmallMs: pngSmall, svgMs: svg, pdfMs: pdf,
            layoutMs: layout, layoutAndListMs: cpuMedian(runs) { _ = r.displayList() },
            drawMs: try cpuMedian(runs) { _ = try CairoRasterizer.rasterize(list) },
            encodeFastMs: try cpuMedian(runs) { _ = try PNGCodec.encode(image, compression: .fast) },
            encodeSmallMs: try cpuMedian(runs) { _ = try PNGCodec.encode(image, compression: .small) },
            encodeZlib1Ms: try cpuMedian(runs) { _ = try BaselineEncoders.zlib(image, level: 1) },
            encodeZlib9Ms: try cpuMedian(runs) { _ = try BaselineEncoders.zlib(image, level: 9) },
            fastBytes: try PNGCodec.encode(image, compression: .fast).count,
            smallBytes: try PNGCodec.encode(image, compression: .small).count,
            zlib9Bytes: try BaselineEncoders.zlib(image, level: 9).count)
    }

    static func profile(_ kind: String, in directory: URL, runs: Int, compression: PNGCompression, format: OutputFormat = .png) throws {
        let built = try Scene(contentsOf: directory.appendingPathComponent("\(kind).yaml")).build()
        let renderer = SceneRenderer(built)
        let r = ImageRenderer(content: built.view)
        r.proposedSize = ProposedViewSize(width: built.canvas.width.map { CGFloat($0) }, height: built.canvas.height.map { CGFloat($0) })
        r.scale = CGFloat(built.canvas.scale)
        r.pngCompression = compression
        var bytes = 0
        for _ in 0..<runs {
            switch format {
            case .png: bytes &+= try compression == .fast ? renderer.render(.png).count : r.pngData().count
            default: bytes &+= try renderer.render(format).count
            }
        }
        print("\(kind): \(runs) renders, \(bytes / max(runs, 1)) bytes each")
    }

    /// One JSON object a line, for run.sh's table.
    static func printJSON(directory: URL, runs: Int) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for kind in kinds {
            print(String(decoding: try encoder.encode(measure(kind, in: directory, runs: runs)), as: UTF8.self))
        }
    }

    static func printReport(directory: URL, runs: Int) throws {
        print("== Pet-voting images, warm in-process (Benchmarks/peers/scenes; thread CPU time, medians of \(runs))")
        for kind in kinds {
            let f = try measure(kind, in: directory, runs: runs)
            report("\(kind) \(f.pixels): PNG (.fast), whole render", f.pngMs)
            report("  layout", f.layoutMs)
            report("  layout + display list", f.layoutAndListMs)
            report("  draw (Cairo, to straight RGBA)", f.drawMs)
            report("  encode .fast (igzip 2)", f.encodeFastMs, note: "\(f.fastBytes) B; zlib 1 \(String(format: "%.3f", f.encodeZlib1Ms)) ms")
            report("  encode .small (libdeflate 2)", f.encodeSmallMs, note: "\(f.smallBytes) B, \(ratio(f.encodeSmallMs, f.encodeFastMs)) of .fast; zlib 9 \(String(format: "%.3f", f.encodeZlib9Ms)) ms, \(f.zlib9Bytes) B")
            report("  PNG (.small), whole render", f.pngSmallMs, note: "\(ratio(f.pngSmallMs, f.pngMs)) of .fast")
            report("  SVG, whole render", f.svgMs)
            report("  PDF, whole render", f.pdfMs)
        }
    }
}
