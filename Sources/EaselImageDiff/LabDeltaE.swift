import Foundation

/// CIE 1994 colour difference (graphic-arts weights) between two sRGB pixels, the
/// measure Core Image's `CILabDeltaE` reports and swift-snapshot-testing's
/// `perceptualPrecision` thresholds: 0 … 100, where about 2 is just noticeable.
///
/// Translucent pixels are composited over white first, as for the YIQ distance.
enum LabDeltaE {
    /// sRGB byte → linear light, looked up rather than computed per pixel.
    private static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE L*a*b* of a straight-RGBA pixel, D65 white.
    @inline(__always)
    static func lab(_ p: UnsafePointer<UInt8>) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(p[3]) / 255
        func channel(_ c: UInt8) -> Double {
            linear[Int((255 + (Double(c) - 255) * alpha).rounded())]
        }
        let r = channel(p[0]), g = channel(p[1]), b = channel(p[2])
        // sRGB (D65) to XYZ, normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// ΔE*94 with kL = kC = kH = 1, K1 = 0.045, K2 = 0.015; the first pixel is the reference.
    @inline(__always)
    static func delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        let c1 = lab(p), c2 = lab(q)
        let dl = c1.l - c2.l
        let chroma1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let chroma2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let dc = chroma1 - chroma2
        let da = c1.a - c2.a, db = c1.b - c2.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * chroma1, sh = 1 + 0.015 * chroma1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
