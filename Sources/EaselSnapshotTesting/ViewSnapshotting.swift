#if SwiftSnapshotTesting
import Foundation
import SnapshotTesting
import Easel
import EaselTesting

/// swift-snapshot-testing has image strategies only for UIKit and AppKit; these
/// render Easel views on Linux, so `assertSnapshot(of: view, as: .image)` works
/// with that library's record modes, `__Snapshots__` folders and messages.
extension Snapshotting where Value: Easel.View, Format == Data {
    /// The view rendered to PNG by `ImageRenderer` and compared with `Diffing.easelPNG`.
    ///
    /// - Parameters:
    ///   - precision, perceptualPrecision: swift-snapshot-testing's tolerances, with its
    ///     meaning (`ImageDiffOptions.pointfree`): the share of pixels that must match,
    ///     and how close (CIE94 ΔE ≤ (1 − perceptualPrecision) × 100) a pixel must be to
    ///     match. Either one switches from Easel's default comparison to that one.
    ///   - layout: `.sizeThatFits` (default), `.fixed(width:height:)` or `.device(config:)`.
    ///   - scale: pixels per point; a device layout's scale when not given, else 1.
    ///   - proposedSize: what the view is offered under `.sizeThatFits`.
    ///   - threshold, maxDiffPixels, maxDiffPixelRatio: Easel's tolerances (`ImageDiffOptions`).
    ///   - fileID, filePath, function: leave them; they name the failure artifacts
    ///     after the calling test when Swift Testing cannot (under XCTest).
    public static func image(precision: Float? = nil, perceptualPrecision: Float? = nil,
                             layout: SwiftUISnapshotLayout = .sizeThatFits,
                             scale: CGFloat? = nil, proposedSize: ProposedViewSize = .unspecified,
                             threshold: Double = ImageDiffOptions.default.threshold,
                             maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             function: String = #function) -> Snapshotting {
        RecordSwitch.bridge()
        var options: ImageDiffOptions
        if precision != nil || perceptualPrecision != nil {
            options = .pointfree(precision: Double(precision ?? 1), perceptualPrecision: Double(perceptualPrecision ?? 1))
            options.maxDiffPixelRatio = max(options.maxDiffPixelRatio, maxDiffPixelRatio)
        } else {
            options = ImageDiffOptions(threshold: threshold, maxDiffPixelRatio: maxDiffPixelRatio)
        }
        options.maxDiffPixels = maxDiffPixels
        var canvas: CGSize?
        var pixelsPerPoint = scale ?? 1
        switch layout {
        case .sizeThatFits: break
        case .fixed(let width, let height): canvas = CGSize(width: width, height: height)
        case .device(let config):
            canvas = config.size
            if scale == nil { pixelsPerPoint = config.scale }
        }
        let callSite = AdapterArtifacts.CallSite(fileID: "\(fileID)", filePath: "\(filePath)", function: function)
        return Snapshotting(pathExtension: "png", diffing: .easelPNG(options, callSite: callSite)) { view in
            do {
                if let canvas {
                    let renderer = ImageRenderer(content: view.frame(width: canvas.width, height: canvas.height))
                    renderer.scale = pixelsPerPoint
                    renderer.proposedSize = ProposedViewSize(canvas)
                    return try renderer.pngData(compression: .small)
                }
                let renderer = ImageRenderer(content: view)
                renderer.scale = pixelsPerPoint
                renderer.proposedSize = proposedSize
                return try renderer.pngData(compression: .small)
            } catch {
                // The strategy cannot throw; report the cause and hand over an empty
                // snapshot, which then fails to decode instead of passing.
                SnapshotIssueReporter.report("Could not render the view: \(error)", fileID: #fileID,
                                             filePath: #filePath, line: #line, column: #column)
                return Data()
            }
        }
    }

    /// `image()` at scale 1 and the view's ideal size.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value: Easel.View, Format == String {
    /// The laid-out tree, one view and its frame per line, compared as text.
    public static func layout(proposedSize: ProposedViewSize = .unspecified) -> Snapshotting {
        RecordSwitch.bridge()
        return SimplySnapshotting<String>.lines.pullback { (view: Value) -> String in
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = proposedSize
            return renderer.layoutDescription()
        }
    }

    public static var layout: Snapshotting { .layout() }
}
#endif
