#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// The screen the app runs on: the device a view is rendered on (`ImageRenderer.device`,
/// a snapshot's device), read while a view is built or its body evaluated. Outside a
/// device render there is no screen; Easel then answers for the iPhone 15 Pro, its first
/// device preset (Apple has no such case; Easel's choice).
public final class UIScreen {
    /// Read at each use, not when `UIScreen.main` is taken: a view that stores the screen
    /// in a property when it is made (before the render) still measures the rendered device.
    var device: Device { EnvironmentValues._current?.device ?? .iPhone15Pro }
    init() {}

    public class var main: UIScreen { UIScreen() }

    /// The screen in points, portrait, origin at zero (UIKit's `bounds`).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// Pixels per point: 2 or 3 on the presets (HIG, "Device screen sizes").
    public var scale: CGFloat { device.scale }
    /// Physical pixels per point: equal to `scale` for every preset; Apple's zoomed and
    /// downsampled displays (the Plus models' 2.608) are not modelled.
    public var nativeScale: CGFloat { device.scale }
    /// The screen in pixels (UIKit's `nativeBounds`, portrait).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}
#endif
