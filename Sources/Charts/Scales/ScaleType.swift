import Foundation

/// How a scale maps data to positions.
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, log, squareRoot, power(Double), symmetricLog(Double), date, category }
    let kind: Kind
    public static let linear = ScaleType(kind: .linear)
    public static let log = ScaleType(kind: .log)
    public static let squareRoot = ScaleType(kind: .squareRoot)
    public static let date = ScaleType(kind: .date)
    public static let category = ScaleType(kind: .category)
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero)) }

    /// The transform positions are linear in.
    func forward(_ v: Double) -> Double {
        switch kind {
        case .log: return v > 0 ? Foundation.log10(v) : -Double.greatestFiniteMagnitude
        case .squareRoot: return v < 0 ? -(-v).squareRoot() : v.squareRoot()
        case .power(let e): return v < 0 ? -Foundation.pow(-v, e) : Foundation.pow(v, e)
        case .symmetricLog(let c): return (v < 0 ? -1 : 1) * Foundation.log1p(abs(v) / max(c, 1e-12))
        default: return v
        }
    }
    func inverse(_ t: Double) -> Double {
        switch kind {
        case .log: return Foundation.pow(10, t)
        case .squareRoot: return t < 0 ? -(t * t) : t * t
        case .power(let e): return t < 0 ? -Foundation.pow(-t, 1 / e) : Foundation.pow(t, 1 / e)
        case .symmetricLog(let c): return (t < 0 ? -1 : 1) * Foundation.expm1(abs(t)) * max(c, 1e-12)
        default: return t
        }
    }
}
