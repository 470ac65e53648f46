#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// The device the view is rendered on (see `UIScreen.main`), described as UIKit does.
public final class UIDevice {
    /// Read at each use, as `UIScreen.main`'s device is.
    var device: Device { EnvironmentValues._current?.device ?? .iPhone15Pro }
    init() {}

    public class var current: UIDevice { UIDevice() }

    /// Phone or pad, from the preset's name; a custom device is a phone unless it is
    /// regular in both size classes (every full-screen iPad is; UITraitCollection docs).
    static func idiom(of device: Device) -> UIUserInterfaceIdiom {
        if device.name.hasPrefix("iPad") { return .pad }
        if device.name.hasPrefix("iPhone") { return .phone }
        return device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular ? .pad : .phone
    }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { Self.idiom(of: device) }
    /// "iPhone" or "iPad": since iOS 16 UIKit gives apps this generic name, not the
    /// user's device name, without a special entitlement (UIDevice.name documentation).
    public var name: String { model }
    /// "iPhone" or "iPad" (UIDevice.model documentation's examples).
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version Easel's metrics were taken from (its device insets are the iOS 17
    /// simulator's); a fixed choice of Easel's.
    public var systemVersion: String { "17.0" }
    public var isMultitaskingSupported: Bool { true }
    public var orientation: UIDeviceOrientation {
        device.size.width > device.size.height ? .landscapeLeft : .portrait
    }
    /// A still image has no battery; UIKit reports -1 while monitoring is off, as it is here.
    public var batteryLevel: Float { -1 }
    public var isBatteryMonitoringEnabled = false
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's raw values (UIDevice.h).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
#endif
