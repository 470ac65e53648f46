import Foundation

/// Easel draws in sRGB, so colours given in another space are converted once,
/// when the colour is made. Components outside sRGB's gamut are clamped.
enum ColorSpaces {
    static func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encode(_ c: Double) -> Double {
        let v = min(1, max(0, c))
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// Linear Display P3 → linear sRGB (both D65), the published matrix.
    static let p3ToSRGB: [[Double]] = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]

    static func sRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            let l = [decode(r), decode(g), decode(b)]
            let m = p3ToSRGB.map { row in row[0] * l[0] + row[1] * l[1] + row[2] * l[2] }
            return (encode(m[0]), encode(m[1]), encode(m[2]))
        }
    }
}
