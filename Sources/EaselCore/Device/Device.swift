import Foundation

/// A screen to render on: its size in points, pixel scale, safe-area insets and
/// size classes, as a `UIHostingController` filling that device's window sees them.
///
/// Sizes and scales are Apple's published display specifications (Human
/// Interface Guidelines, "Layout" › "Device screen sizes and orientations").
/// Safe-area insets are what UIKit reports in portrait (`UIView.safeAreaInsets`
/// on the window); Apple publishes no table of them, so they are the values the
/// iOS 17 simulator reports, written beside each preset.
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Height of the status bar drawn at the top (not published; the simulator's).
    public var statusBarHeight: CGFloat
    public var hasHomeIndicator: Bool
    /// The Dynamic Island drawn in the status bar (iPhone 14 Pro and later, 15, 16).
    public var hasDynamicIsland: Bool

    public init(name: String = "Custom", size: CGSize, scale: CGFloat = 3, safeAreaInsets: EdgeInsets = EdgeInsets(),
                horizontalSizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular,
                statusBarHeight: CGFloat? = nil, hasHomeIndicator: Bool? = nil, hasDynamicIsland: Bool = false) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.statusBarHeight = statusBarHeight ?? safeAreaInsets.top
        self.hasHomeIndicator = hasHomeIndicator ?? (safeAreaInsets.bottom > 0)
        self.hasDynamicIsland = hasDynamicIsland
    }

    /// 393×852 pt @3x (HIG device sizes). Insets 59 top (status bar around the
    /// Dynamic Island), 34 bottom (home indicator): iOS 17 simulator. Status bar 54 pt.
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
                                           safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                           statusBarHeight: 54, hasDynamicIsland: true)
    /// 430×932 pt @3x (HIG); same insets as the 15 Pro (simulator).
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
                                              safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                              statusBarHeight: 54, hasDynamicIsland: true)
    /// 375×667 pt @2x (HIG); a 20-pt status bar and no home indicator (Touch ID).
    public static let iPhoneSE = Device(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    /// 820×1180 pt @2x (HIG); 24 top, 20 bottom (simulator); regular in both directions
    /// (UITraitCollection: every full-screen iPad is regular × regular).
    public static let iPadAir11 = Device(name: "iPad Air 11-inch", size: CGSize(width: 820, height: 1180), scale: 2,
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         horizontalSizeClass: .regular, verticalSizeClass: .regular)

    public static let presets: [Device] = [.iPhone15Pro, .iPhone15ProMax, .iPhoneSE, .iPadAir11]

    /// The region inside the safe area, in screen coordinates.
    public var safeFrame: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, size.width - safeAreaInsets.leading - safeAreaInsets.trailing),
               height: max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }
}

struct DeviceKey: EnvironmentKey { static let defaultValue: Device? = nil }

extension EnvironmentValues {
    /// The device the view is rendered on; nil on a plain canvas.
    public var device: Device? { get { self[DeviceKey.self] } set { self[DeviceKey.self] = newValue } }
}
