import Foundation

/// A 4×5 colour matrix over straight (un-premultiplied) sRGB components in
/// 0…1, as SVG's `feColorMatrix` defines it: each output channel is a weighted
/// sum of R, G, B, A plus a constant, clamped to 0…1. Row-major, 20 values.
///
/// The luminance weights are Rec. 709's (0.2126, 0.7152, 0.0722), which the
/// CSS Filter Effects spec uses for `grayscale`, `saturate` and
/// `hue-rotate`, and which SwiftUI's effects match on sRGB content.
public struct ColorMatrix: Hashable, Sendable {
    public var values: [Double]
    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values
    }

    static let lr = 0.2126, lg = 0.7152, lb = 0.0722

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Applies `m` after `self`.
    public func then(_ m: ColorMatrix) -> ColorMatrix {
        var r = [Double](repeating: 0, count: 20)
        for i in 0..<4 {
            for j in 0..<5 {
                var s = j == 4 ? m.values[i * 5 + 4] : 0
                for k in 0..<4 { s += m.values[i * 5 + k] * values[k * 5 + j] }
                r[i * 5 + j] = s
            }
        }
        return ColorMatrix(r)
    }

    public var isIdentity: Bool { self == .identity }

    /// The colour this matrix gives for a straight-alpha colour, clamped as SVG does.
    public func apply(_ c: RGBA) -> RGBA {
        let v = [c.red, c.green, c.blue, c.alpha]
        func row(_ i: Int) -> Double {
            let m = values[i * 5..<i * 5 + 5].map { $0 }
            return min(1, max(0, m[0] * v[0] + m[1] * v[1] + m[2] * v[2] + m[3] * v[3] + m[4]))
        }
        return RGBA(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }

    // MARK: SwiftUI's colour effects

    /// `brightness(_:)`: adds the amount to each colour channel (SwiftUI's
    /// meaning; CSS's `brightness()` multiplies instead).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// `contrast(_:)`: scales each channel's distance from mid-grey (0.5).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, o, 0, amount, 0, 0, o, 0, 0, amount, 0, o, 0, 0, 0, 1, 0])
    }

    /// `saturation(_:)`: 0 is grey, 1 unchanged, above 1 more vivid (CSS `saturate`).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                     lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                     lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// `grayscale(_:)`: 0 unchanged, 1 fully grey (CSS `grayscale`, amount clamped to 0…1).
    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - min(1, max(0, amount))) }

    /// `hueRotation(_:)`: the CSS `hue-rotate` matrix (a rotation about the
    /// grey axis that keeps Rec. 709 luminance).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix([lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0,
                            lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0,
                            lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// `colorMultiply(_:)`: each channel, alpha included, times the colour's.
    public static func multiply(_ c: RGBA) -> ColorMatrix {
        ColorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
    }

    /// `colorInvert()`: 1 − each colour channel, alpha kept.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `luminanceToAlpha()`: black whose alpha is the Rec. 709 luminance
    /// (SVG's `luminanceToAlpha` type, which ignores the source alpha).
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, lr, lg, lb, 0, 0])
}
