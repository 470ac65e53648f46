import Easel
import EaselTesting

extension SnapshotStrategy where Value: View, Format == Data {
    /// The view full screen on a device (status bar, safe area, home indicator),
    /// drawn at 1 pixel per point so the goldens stay small enough to keep many.
    static func screen(_ device: Device = .iPhone15Pro, colorScheme: ColorScheme = .light) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", diffing: .png(.default)) { view in
            let renderer = ImageRenderer(content: view.preferredColorScheme(colorScheme))
            renderer.device = device
            renderer.scale = 1
            return try renderer.pngData(compression: .small)
        }
    }
}
