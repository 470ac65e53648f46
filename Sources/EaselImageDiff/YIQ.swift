/// Colour distance in the YIQ space (Kotsarenko & Ramos, 2010), as pixelmatch uses.
///
/// Pixels are straight RGBA8; translucent ones are first composited over white so
/// that a fully transparent pixel equals white whatever its colour bytes hold.
enum YIQ {
    /// The largest `delta` any two colours can have.
    static let maxDelta = 35215.0

    @inline(__always)
    static func overWhite(_ c: UInt8, _ alpha: Double) -> Double {
        255 + (Double(c) - 255) * alpha
    }

    @inline(__always)
    static func components(_ p: UnsafePointer<UInt8>) -> (y: Double, i: Double, q: Double) {
        let a = Double(p[3]) / 255
        let r = overWhite(p[0], a), g = overWhite(p[1], a), b = overWhite(p[2], a)
        return (r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
                r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
                r * 0.21147017 - g * 0.52261711 + b * 0.31114694)
    }

    /// Luma only, for the anti-aliasing detector's brightness comparisons.
    @inline(__always)
    static func brightness(_ p: UnsafePointer<UInt8>) -> Double {
        let a = Double(p[3]) / 255
        return overWhite(p[0], a) * 0.29889531 + overWhite(p[1], a) * 0.58662247 + overWhite(p[2], a) * 0.11448223
    }

    /// Weighted squared distance, 0 … `maxDelta`.
    @inline(__always)
    static func delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        let c1 = components(p), c2 = components(q)
        let dy = c1.y - c2.y, di = c1.i - c2.i, dq = c1.q - c2.q
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// The `delta` beyond which two pixels differ for a user-facing threshold.
    static func limit(forThreshold t: Double) -> Double { maxDelta * t * t }

    /// A `delta` expressed on the threshold's scale (0…1), for messages.
    static func thresholdScale(_ delta: Double) -> Double { (delta / maxDelta).squareRoot() }
}
