import Foundation

/// Round tick values, as Swift Charts' automatic axes show: steps of 1, 2 or 5
/// times a power of ten, the domain widened to whole steps.
enum NiceTicks {
    /// The step nearest to `span / count` among 1, 2, 5 × 10ⁿ (2.5 is skipped:
    /// Swift Charts' axes show 0, 50, 100…, not 0, 25, 50…, for a span of 200).
    static func step(span: Double, count: Int) -> Double {
        let raw = span / Double(max(1, count))
        guard raw.isFinite, raw > 0 else { return 1 }
        let mag = Foundation.pow(10, (Foundation.log10(raw)).rounded(.down))
        let norm = raw / mag
        let n: Double = norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10
        return n * mag
    }

    /// The domain widened to whole steps and the ticks in it.
    static func linear(lo: Double, hi: Double, count: Int, extend: Bool = true) -> (lo: Double, hi: Double, ticks: [Double]) {
        var lo = lo, hi = hi
        if hi < lo { swap(&lo, &hi) }
        if hi == lo { if lo == 0 { hi = 1 } else { lo = min(0, lo); hi = max(0, hi) } }
        let s = step(span: hi - lo, count: count)
        let first = (lo / s).rounded(.down) * s, last = (hi / s).rounded(.up) * s
        let a = extend ? first : lo, b = extend ? last : hi
        var ticks: [Double] = []
        var i = (a / s).rounded(.up)
        // Integer multiples of the step, so ticks print without binary residue (0.30000000000000004).
        while i * s <= b + s * 1e-9, ticks.count < 1000 { ticks.append(clean(i * s, s)); i += 1 }
        return (a, b, ticks)
    }

    /// Rounds a multiple of `step` to the step's decimals.
    static func clean(_ v: Double, _ step: Double) -> Double {
        let decimals = max(0, -Int((Foundation.log10(step)).rounded(.down)))
        let f = Foundation.pow(10, Double(min(decimals, 12)))
        let r = (v * f).rounded() / f
        return r == 0 ? 0 : r
    }

    /// Powers of ten (and 2 and 5 between them when few decades) for a log scale.
    static func log(lo: Double, hi: Double, count: Int) -> (lo: Double, hi: Double, ticks: [Double]) {
        let a = max(lo, Double.leastNormalMagnitude), b = max(hi, a * 10)
        let e0 = Foundation.log10(a).rounded(.down), e1 = Foundation.log10(b).rounded(.up)
        var ticks: [Double] = []
        let multipliers: [Double] = (e1 - e0) < Double(count) / 2 ? [1, 2, 5] : [1]
        var e = e0
        while e <= e1 {
            for m in multipliers { let v = m * Foundation.pow(10, e); if v <= Foundation.pow(10, e1) * 1.0000001 { ticks.append(v) } }
            e += 1
        }
        return (Foundation.pow(10, e0), Foundation.pow(10, e1), ticks)
    }
}
