import Foundation
import Easel
import EaselScene

/// The four peer charts (Benchmarks/charts): warm in-process time per PNG and
/// per SVG, building the chart from its records and rendering it each time, as
/// the matplotlib and vl-convert figures build and save a figure each time.
enum ChartBench {
    static let charts = ["grouped-bars", "date-line", "donut", "scatter"]

    static func printJSON(scenes: URL, data: URL, runs: Int) throws {
        for name in charts {
            var scene = try Scene(contentsOf: scenes.appendingPathComponent("\(name).yaml"))
            scene.merge(data: try Scene.loadData(try Data(contentsOf: data.appendingPathComponent("\(name).json")), file: "\(name).json"))
            let png = try PeerBench.cpuMedian(runs) { _ = try SceneRenderer(try scene.build()).render(.png) }
            let svg = try PeerBench.cpuMedian(runs) { _ = try SceneRenderer(try scene.build()).render(.svg) }
            print("{\"tool\": \"easel\", \"chart\": \"\(name)\", \"png_ms\": \(png), \"svg_ms\": \(svg)}")
        }
    }

    /// One chart's warm loop, N renders as the benchmark times them, to run under `perf record -g`.
    static func profile(_ name: String, scenes: URL, data: URL, runs: Int, format: OutputFormat) throws {
        var scene = try Scene(contentsOf: scenes.appendingPathComponent("\(name).yaml"))
        scene.merge(data: try Scene.loadData(try Data(contentsOf: data.appendingPathComponent("\(name).json")), file: "\(name).json"))
        for _ in 0..<runs { _ = try SceneRenderer(try scene.build()).render(format) }
    }
}
