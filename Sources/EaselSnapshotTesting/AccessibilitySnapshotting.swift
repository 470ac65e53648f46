#if SwiftSnapshotTesting
import Foundation
import SnapshotTesting
import Easel
import EaselTesting

extension Snapshotting where Value: Easel.View, Format == String {
    /// What VoiceOver would read, as YAML (`AccessibilityTree.yaml`): one element
    /// a line in reading order, with its frame, compared line by line. Beside
    /// `.image` in the same test, the picture and its tree are reviewed together.
    ///
    /// - Parameters:
    ///   - layout: `.sizeThatFits` (default), `.fixed(width:height:)` or `.device(config:)`.
    ///   - scale: pixels per point, which frames are snapped to; a device layout's scale when not given, else 1.
    ///   - proposedSize: what the view is offered under `.sizeThatFits`.
    public static func accessibility(layout: SwiftUISnapshotLayout = .sizeThatFits, scale: CGFloat? = nil,
                                     proposedSize: ProposedViewSize = .unspecified) -> Snapshotting {
        RecordSwitch.bridge()
        var canvas: CGSize?
        var pixelsPerPoint = scale ?? 1
        switch layout {
        case .sizeThatFits: break
        case .fixed(let width, let height): canvas = CGSize(width: width, height: height)
        case .device(let config):
            canvas = config.size
            if scale == nil { pixelsPerPoint = config.scale }
        }
        var strategy = SimplySnapshotting<String>.lines.pullback { (view: Value) -> String in
            if let canvas {
                let renderer = ImageRenderer(content: view.frame(width: canvas.width, height: canvas.height))
                renderer.scale = pixelsPerPoint
                renderer.proposedSize = ProposedViewSize(canvas)
                return renderer.accessibilityTree().yaml
            }
            let renderer = ImageRenderer(content: view)
            renderer.scale = pixelsPerPoint
            renderer.proposedSize = proposedSize
            return renderer.accessibilityTree().yaml
        }
        strategy.pathExtension = "yaml"
        return strategy
    }

    /// `accessibility()` at scale 1 and the view's ideal size.
    public static var accessibility: Snapshotting { .accessibility() }
}
#endif
