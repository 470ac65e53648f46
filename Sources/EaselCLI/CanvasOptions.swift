import ArgumentParser
import Foundation
import EaselScene

/// The canvas overrides shared by every command that lays out a scene, so
/// `render`, `watch`, `layout` and `batch` accept the same spellings.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Width in points offered to the body (overrides the canvas).")
    var width: Double?

    @Option(help: "Height in points offered to the body (overrides the canvas).")
    var height: Double?

    @Option(help: "Pixels per point (overrides the canvas).")
    var scale: Double?

    @Option(help: "An asset catalog folder (*.xcassets) for named colours and images (overrides the canvas's assets:).")
    var assets: String?

    var overrides: CanvasOverrides {
        var o = CanvasOverrides()
        o.width = width; o.height = height; o.scale = scale
        o.assets = assets.map { URL(fileURLWithPath: $0) }
        return o
    }

    /// What these options contribute to a batch cache key: any change re-renders.
    var cacheKey: String {
        [("width", width), ("height", height), ("scale", scale)]
            .map { "\($0.0)=\($0.1.map { String($0) } ?? "-")" }.joined(separator: " ") + " assets=\(assets ?? "-")"
    }
}
