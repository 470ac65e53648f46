import Foundation
import Easel

extension SnapshotStrategy where Value: View, Format == String {
    /// What VoiceOver would read, as YAML: one element a line in reading
    /// order, indented by container, each with its frame. Compared line by
    /// line, so a review shows which element changed.
    /// - Parameters:
    ///   - scale: pixels per point; frames are snapped to this grid, as drawn.
    ///   - proposedSize: what the view is offered; `.unspecified` lays out its ideal size.
    ///   - device: lays the view out on this device's screen (safe area, status bar).
    public static func accessibility(scale: CGFloat = 1, proposedSize: ProposedViewSize = .unspecified,
                                     device: Device? = nil) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "yaml", diffing: .lines) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            renderer.proposedSize = proposedSize
            if let device { renderer.device = device }
            return renderer.accessibilityTree().yaml
        }
    }

    /// `accessibility()` at scale 1 and the view's ideal size.
    public static var accessibility: SnapshotStrategy { .accessibility() }
}

extension SnapshotStrategy where Value == ImageRenderer<AnyView>, Format == String {
    /// The tree of a configured renderer (a demo, a device, an environment).
    public static var accessibilityTree: SnapshotStrategy {
        SnapshotStrategy(pathExtension: "yaml", diffing: .lines) { $0.accessibilityTree().yaml }
    }
}
