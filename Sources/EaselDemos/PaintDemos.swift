import Foundation
import Easel

/// Demos of painting: custom shapes with angular gradients, shadows and
/// clipped images, dashed strokes.
public enum PaintDemos {
    public static var all: [Demo] {
        [
            Demo("ring-chart", size: .unspecified) { RingChartDemo() },
            Demo("social-card", size: ProposedViewSize(width: 400, height: nil),
                 configure: { $0.imageDirectory = PaintDemos.imageDirectory }) { SocialCardDemo() },
            Demo("badge", size: .unspecified) { BadgeDemo() },
        ]
    }

    /// `Fixtures/images` of this checkout, found from this source file's path
    /// so demos, tests and the CLI work from any working directory.
    public static var imageDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/images", isDirectory: true)
    }
}
