import Foundation

extension EnvironmentValues {
    /// The environment of the view whose body (or initialiser, run inside a parent's
    /// body) is being evaluated, nil outside a render. UIKit's globals on Linux read it:
    /// `UIScreen.main` is the rendered device's screen and `UIFont.preferredFont` follows
    /// the rendered Dynamic Type size, as iOS answers for the screen an app runs on.
    /// Not SwiftUI API, hence the SPI.
    @_spi(UIKit) public static var _current: EnvironmentValues? { current }
}

extension Font {
    /// Apple's Dynamic Type size of a text style, for `UIFont.preferredFont(forTextStyle:)`,
    /// so UIKit's fonts and SwiftUI's `Font` read the one table.
    @_spi(UIKit) public static func _pointSize(of style: TextStyle, at size: DynamicTypeSize) -> CGFloat {
        self.size(of: style, at: size)
    }
}

extension Color {
    /// A colour that is `light` in the light appearance and `dark` in the dark one, as the
    /// system colours are, for UIKit's `UIColor(dynamicProvider:)`. Not SwiftUI API, hence the SPI.
    @_spi(UIKit) public static func _dynamic(light: RGBA, dark: RGBA) -> Color { .system(light, dark) }
}
