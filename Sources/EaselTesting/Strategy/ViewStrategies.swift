import Foundation
import Easel

extension SnapshotStrategy where Value: View, Format == Data {
    /// The view rendered to PNG by `ImageRenderer` and compared pixel by pixel.
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - proposedSize: what the view is offered; `.unspecified` renders its ideal size.
    ///   - threshold, maxDiffPixels, maxDiffPixelRatio: see `ImageDiffOptions`.
    public static func png(scale: CGFloat = 1, proposedSize: ProposedViewSize = .unspecified,
                           threshold: Double = ImageDiffOptions.default.threshold,
                           maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) -> SnapshotStrategy {
        let options = ImageDiffOptions(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffPixelRatio)
        return SnapshotStrategy(pathExtension: "png", diffing: .png(options)) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.proposedSize = proposedSize
            // Goldens are stored small; the comparison decodes them anyway.
            let data = try renderer.pngData(compression: .small)
            try MissingGlyphError.check(renderer.diagnostics)
            return data
        }
    }

    /// `png()` at scale 1 and the view's ideal size.
    public static var png: SnapshotStrategy { .png() }
}

extension SnapshotStrategy where Value: View, Format == String {
    /// The view as SVG text, compared line by line.
    public static func svg(scale: CGFloat = 1, proposedSize: ProposedViewSize = .unspecified) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "svg", diffing: .lines) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.proposedSize = proposedSize
            let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
            try MissingGlyphError.check(renderer.diagnostics)
            return svg
        }
    }

    public static var svg: SnapshotStrategy { .svg() }

    /// The laid-out tree, one view and its frame per line: a golden that catches
    /// layout changes without depending on fonts' pixels.
    public static func layout(proposedSize: ProposedViewSize = .unspecified) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "txt", diffing: .lines) { view in
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = proposedSize
            return renderer.layoutDescription()
        }
    }

    public static var layout: SnapshotStrategy { .layout() }
}
