import Foundation
import SnapshotTesting
import Easel
import EaselTesting

/// swift-snapshot-testing has image strategies only for UIKit and AppKit; these
/// render Easel views on Linux, so `assertSnapshot(of: view, as: .image)` works
/// with that library's record modes, `__Snapshots__` folders and messages.
extension Snapshotting where Value: Easel.View, Format == Data {
    /// The view rendered to PNG by `ImageRenderer` and compared with `Diffing.easelPNG`.
    public static func image(scale: CGFloat = 1, proposedSize: ProposedViewSize = .unspecified,
                             threshold: Double = ImageDiffOptions.default.threshold,
                             maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) -> Snapshotting {
        let options = ImageDiffOptions(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffPixelRatio)
        return Snapshotting(pathExtension: "png", diffing: .easelPNG(options)) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.proposedSize = proposedSize
            do {
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
        SimplySnapshotting<String>.lines.pullback { (view: Value) -> String in
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = proposedSize
            return renderer.layoutDescription()
        }
    }

    public static var layout: Snapshotting { .layout() }
}
