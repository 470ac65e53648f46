#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

// The parts of UIColor that take traits or hand the colour to Core Graphics.
extension UIColor {
    /// UIKit's dynamic colour: `provider` is asked once for the light traits and once for the
    /// dark ones, and the colour then follows the colour scheme of the view that draws it,
    /// as the system colours do. (iOS asks again whenever the traits change; a still image
    /// has one appearance, so the two answers are all it can use.)
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).resolved(in: .light)
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).resolved(in: .dark)
        self.init(Color._dynamic(light: light, dark: dark))
    }

    /// The colour fixed to what it is for `traitCollection`'s appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(Color(rgba: Color(self).resolve(in: traitCollection.colorEnvironment)))
    }

    /// The colour as Core Graphics takes it: its sRGB components in the current render's
    /// appearance (light outside a render), as `UIColor.cgColor` resolves against the
    /// current traits on iOS.
    public var cgColor: CGColor {
        let c = Color(self).resolve(in: UITraitCollection.current.colorEnvironment)
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// UIKit's `UIColor(cgColor:)`.
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}

/// Core Graphics' colour, which Linux's Foundation lacks: sRGB (or grey) components and an
/// alpha. UIKit re-exports Core Graphics on iOS, so `import UIKit` and `import SwiftUI` bring
/// it here; `Color(cgColor:)` and `UIColor(cgColor:)` read it.
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, or grey and alpha for a colour made with `init(gray:alpha:)`.
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }
    private init(components: [CGFloat]) { self.components = components }

    /// The same colour with `alpha` in place of its own (Core Graphics' `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components else { return nil }
        c[c.count - 1] = alpha
        return CGColor(components: c)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    var rgba: RGBA {
        let c = (components ?? [0, 1]).map(Double.init)
        return c.count >= 4 ? RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1])
    }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into h: inout Hasher) { h.combine(components) }
}

extension Color {
    /// SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self.init(rgba: cgColor.rgba) }
}
#endif
