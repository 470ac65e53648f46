import Foundation

// `#colorLiteral(red:green:blue:alpha:)` where a `Color` is expected (Xcode's colour
// well writes it; `.foregroundColor(#colorLiteral(…))`). The compiler asks the
// context's type for this standard-library protocol; without a conformer it used to
// crash. The literal's components are sRGB, as Xcode writes them.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
