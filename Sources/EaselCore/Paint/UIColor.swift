import Foundation

/// A minimal stand-in for UIKit's `UIColor`, so that iOS code written against
/// `import SwiftUI` (which re-exports UIKit) compiles on Linux unchanged:
/// `Color(.systemGray5)`, `Color(uiColor: .label)`, `Color(UIColor.systemBlue)`.
/// The system colours are dynamic, as in UIKit: a `Color` made from one
/// resolves against the environment's colour scheme where it is drawn.
/// Easel does not import SwiftUI (so not UIKit) on macOS either, so the name
/// does not clash there.
///
/// Values: Apple's UIColor documentation ("Standard colors", "UI element
/// colors") and the Human Interface Guidelines colour tables, as UIKit
/// resolves them in the light and dark appearances on iOS 15–17 (cross-checked
/// against noahgilmore.com/blog/dark-mode-uicolor-compatibility, which dumps
/// the resolved values). Where Easel's controls already use one of these
/// colours it is reused, so there is one source for each value.
public struct UIColor: Hashable, Sendable {
    let color: Color
    private static func dynamic(_ light: RGBA, _ dark: RGBA) -> UIColor { UIColor(.system(light, dark)) }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(rgba: RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(rgba: RGBA(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)))
    }
    /// `UIColor(Color.orange)`: UIKit's bridge from a SwiftUI colour.
    public init(_ color: Color) { self.color = color }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// A colour set of the asset catalog, as `Color("Name")`: it resolves where it is drawn,
    /// in that view's colour scheme. UIKit answers nil for a name its catalog lacks; here
    /// that answer is given only while a view is being built under a render whose
    /// environment has a catalog (elsewhere the catalog is not known yet, and a missing
    /// name draws clear and warns, as `Color("Name")` does).
    public init?(named name: String) {
        if let env = EnvironmentValues.current, let catalog = env.assetCatalog,
           catalog.color(named: name, scheme: env.colorScheme) == nil { return nil }
        color = Color(name)
    }

    /// The components in the current render's colour scheme (light outside a render);
    /// always true, as for UIKit's RGB-compatible colours.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(in: EnvironmentValues.current ?? EnvironmentValues())
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour in one appearance, as UIKit's `resolvedColor(with:)` with a trait collection
    /// of that style.
    public func resolved(in scheme: ColorScheme) -> RGBA {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return color.resolve(in: env)
    }

    /// The same colour with its alpha multiplied, as UIKit's `withAlphaComponent` (which
    /// replaces it; the system colours this is used on are opaque, so the two agree).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    // Standard (adaptable) colours: the same light/dark pairs as SwiftUI's `Color.red` …
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)

    // The six system greys: #8E8E93 in both appearances, then lighter steps in light
    // mode and darker steps in dark mode.
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = dynamic(RGBA(174, 174, 178), RGBA(99, 99, 102))
    public static let systemGray3 = dynamic(RGBA(199, 199, 204), RGBA(72, 72, 74))
    public static let systemGray4 = dynamic(RGBA(209, 209, 214), RGBA(58, 58, 60))
    public static let systemGray5 = dynamic(RGBA(229, 229, 234), RGBA(44, 44, 46))
    public static let systemGray6 = dynamic(RGBA(242, 242, 247), RGBA(28, 28, 30))

    // Label colours: black / white, then #3C3C43 / #EBEBF5 at falling opacities.
    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(SystemPalette.tertiaryLabel)
    public static let quaternaryLabel = dynamic(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
    public static let placeholderText = UIColor(IOSControls.placeholder)
    public static let link = dynamic(RGBA(0, 122, 255), RGBA(9, 132, 255))
    /// UIKit's fixed text colours for dark and light backgrounds (UIColor documentation,
    /// "Fixed colors": black, and white at 60 % opacity).
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// The app's tint (iOS 15): the environment's tint where it is drawn, blue by default.
    public static let tintColor = UIColor(Color.accentColor)

    // Backgrounds, plain and grouped.
    public static let systemBackground = UIColor(SystemPalette.background)
    public static let secondarySystemBackground = dynamic(RGBA(242, 242, 247), RGBA(28, 28, 30))
    public static let tertiarySystemBackground = dynamic(RGBA(255, 255, 255), RGBA(44, 44, 46))
    public static let systemGroupedBackground = UIColor(SystemPalette.groupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(SystemPalette.groupedCell)
    public static let tertiarySystemGroupedBackground = dynamic(RGBA(242, 242, 247), RGBA(44, 44, 46))
    /// The deprecated name of `systemGroupedBackground` (iOS 13 renamed it); still compiled by older screens.
    public static let groupTableViewBackground = systemGroupedBackground

    // Separators and fills.
    public static let separator = UIColor(Color.separator)
    public static let opaqueSeparator = dynamic(RGBA(198, 198, 200), RGBA(56, 56, 58))
    public static let systemFill = UIColor(IOSControls.sliderTrackFill)
    public static let secondarySystemFill = UIColor(IOSControls.switchOff)
    public static let tertiarySystemFill = UIColor(SystemPalette.tertiaryFill)
    public static let quaternarySystemFill = dynamic(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18))

    // Fixed colours (UIKit's pre-iOS 13 class properties): the same in both appearances.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// SwiftUI's `Color(_ color: UIColor)`: dynamic colours follow the colour scheme
    /// of the view that draws them.
    public init(_ color: UIColor) { self = color.color }
    /// SwiftUI's `Color(uiColor:)` (iOS 15), the same as `Color(_:)`.
    public init(uiColor: UIColor) { self = uiColor.color }
}
