import Foundation

/// The last check before numbers a caller wrote reach Cairo or Pango: NaN,
/// infinities and degenerate transforms become SwiftUI's result where it has
/// one (a zero scale draws nothing) and otherwise a warning in `diagnostics`
/// and the value left out, never a trap or "invalid matrix" in the C library.
enum UsableValues {
    /// Beyond this a blur or shadow looks the same: the offscreen buffer is capped anyway.
    static let maxEffectRadius: CGFloat = 10_000

    /// A blur of radius r spreads a view over ±1.5 r; past 16 times the view's larger
    /// side its peak is under 1/255 of the original, so a larger radius only costs
    /// time (the offscreen buffer grows with it) without changing a pixel.
    static func effectRadiusCap(for bounds: CGRect) -> CGFloat {
        guard !bounds.isNull, !bounds.isInfinite, bounds.width.isFinite, bounds.height.isFinite else { return maxEffectRadius }
        return min(maxEffectRadius, max(16, 16 * max(bounds.width, bounds.height)))
    }
    /// Pango keeps sizes as 32-bit fixed point (1/1024 pt); far below its ceiling.
    static let maxFontSize: CGFloat = 10_000

    static func fontSize(_ size: CGFloat, env: EnvironmentValues) -> CGFloat {
        if size.isFinite, size > 0, size <= maxFontSize { return size }
        let use: CGFloat = size.isFinite && size > maxFontSize ? maxFontSize : 17
        env.diagnostics.report("font size \(size) is not a positive finite number up to \(Int(maxFontSize)); using \(Int(use))")
        return use
    }

    /// Stacks group children by distinct priority; NaN equals nothing, so the grouping never ends.
    static func priority(_ p: Double, env: EnvironmentValues) -> Double {
        if !p.isNaN { return p }
        env.diagnostics.report("layoutPriority nan is not a number; using 0")
        return 0
    }

    /// Pango keeps spacing and rise as 32-bit fixed point too.
    static func checked(_ run: TextRun, env: EnvironmentValues) -> TextRun {
        var r = run
        func usable(_ v: CGFloat, _ name: String) -> CGFloat {
            if v.isFinite, abs(v) <= maxFontSize { return v }
            env.diagnostics.report("\(name) \(v) is not a finite number within ±\(Int(maxFontSize)); drawn without it")
            return 0
        }
        r.kerning = usable(r.kerning, "kerning")
        r.tracking = usable(r.tracking, "tracking")
        r.baselineOffset = usable(r.baselineOffset, "baselineOffset")
        return r
    }

    /// What an effect a caller's numbers produced can become.
    enum EffectCheck { case use(DisplayEffect), drawWithout, hide }

    static func checked(_ effect: DisplayEffect, name: String, env: EnvironmentValues) -> EffectCheck {
        switch effect {
        case .transform(let t):
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                env.diagnostics.report("\(name): a transform value is not a finite number (\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)); drawn without it")
                return .drawWithout
            }
            // scaleEffect(0) in SwiftUI: the view collapses to nothing.
            if abs(t.a * t.d - t.b * t.c) < 1e-12 { return .hide }
            return .use(effect)
        case .opacity(let o):
            guard o.isFinite else {
                env.diagnostics.report("\(name): opacity \(o) is not a finite number; drawn opaque")
                return .drawWithout
            }
            return .use(effect)
        case let .blur(radius, bounds):
            guard radius.isFinite, radius >= 0 else {
                env.diagnostics.report("\(name): blur radius \(radius) is not a finite number ≥ 0; drawn without blur")
                return .drawWithout
            }
            return .use(.blur(radius: min(radius, effectRadiusCap(for: bounds)), bounds: bounds))
        case let .shadow(s, bounds):
            guard s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite else {
                env.diagnostics.report("\(name): shadow radius \(s.radius) or offset (\(s.offset.width), \(s.offset.height)) is not finite; drawn without shadow")
                return .drawWithout
            }
            var clamped = s
            clamped.radius = min(max(0, s.radius), effectRadiusCap(for: bounds))
            return .use(.shadow(clamped, bounds: bounds))
        case .colorMatrix(let m, _):
            guard m.values.allSatisfy(\.isFinite) else {
                env.diagnostics.report("\(name): an amount is not a finite number; drawn without the effect")
                return .drawWithout
            }
            return .use(effect)
        default:
            return .use(effect)
        }
    }
}
