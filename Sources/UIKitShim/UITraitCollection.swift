#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// The traits of the view being built: colour scheme, size classes, scale and idiom of
/// the rendered device (outside a render: light, and the iPhone 15 Pro's, as `UIScreen.main`).
public final class UITraitCollection {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The Dynamic Type size (UIKit's `preferredContentSizeCategory`), for `UIFontMetrics`.
    let dynamicTypeSize: DynamicTypeSize

    init(environment env: EnvironmentValues?) {
        let device = env?.device ?? .iPhone15Pro
        userInterfaceStyle = env?.colorScheme == .dark ? .dark : .light
        func uiKit(_ c: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
            switch c { case .compact?: return .compact; case .regular?: return .regular; default: return .unspecified }
        }
        horizontalSizeClass = uiKit(env?.horizontalSizeClass ?? device.horizontalSizeClass)
        verticalSizeClass = uiKit(env?.verticalSizeClass ?? device.verticalSizeClass)
        displayScale = device.scale
        userInterfaceIdiom = UIDevice.idiom(of: device)
        dynamicTypeSize = env?.dynamicTypeSize ?? .large
    }

    /// The current traits with the given appearance, as `UITraitCollection(userInterfaceStyle: .dark)`
    /// is passed to `resolvedColor(with:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var env = EnvironmentValues._current ?? EnvironmentValues()
        if userInterfaceStyle != .unspecified { env.colorScheme = userInterfaceStyle == .dark ? .dark : .light }
        self.init(environment: env)
    }

    /// The environment a colour resolves in for these traits.
    var colorEnvironment: EnvironmentValues {
        var env = EnvironmentValues._current ?? EnvironmentValues()
        env.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        return env
    }

    public class var current: UITraitCollection { UITraitCollection(environment: EnvironmentValues._current) }
}
#endif
