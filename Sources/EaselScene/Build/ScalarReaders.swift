import Foundation
import EaselCore

/// What a number may be. Sizes are finite and non-negative; every number is
/// bounded by `SceneLimits.maxNumber` so nothing huge reaches layout.
public struct NumberRule: Sendable, Equatable {
    public var min: Double?
    public var max: Double?
    public var allowsInfinity: Bool
    public init(min: Double? = nil, max: Double? = nil, allowsInfinity: Bool = false) {
        self.min = min; self.max = max; self.allowsInfinity = allowsInfinity
    }
    public static let any = NumberRule()
    public static let size = NumberRule(min: 0)
    public static let maxSize = NumberRule(min: 0, allowsInfinity: true)
    public static let unit = NumberRule(min: 0, max: 1)
}

extension Cursor {
    /// The bounds an argument declares in the registry, which win over a reader's own.
    var declaredRule: NumberRule? {
        switch declared {
        case .real(let r)?: return r
        case .whole(let lo, let hi)?: return NumberRule(min: lo == .min ? nil : Double(lo), max: hi == .max ? nil : Double(hi))
        default: return nil
        }
    }

    func number(_ rule: NumberRule = .any) throws -> Double {
        let rule = declaredRule ?? rule
        let v = try resolved()
        var n: Double
        switch v {
        case .number(let d): n = d
        case .string(let s):
            let t = s.trimmingBlanks()
            if rule.allowsInfinity, t == "infinity" || t == ".infinity" || t == "inf" { return .infinity }
            guard let d = Double(t), t.first.map({ $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" }) == true else {
                throw error("expected a number, got \(describe(v))")
            }
            n = d
        default:
            throw error("expected a number, got \(describe(v))")
        }
        if n.isNaN { throw error("expected a number, got NaN") }
        if n.isInfinite {
            if rule.allowsInfinity && n > 0 { return n }
            throw error("expected a finite number, got \(describe(v))" + (rule.allowsInfinity ? "" : "; only maxWidth/maxHeight and a grid item's maximum accept infinity"))
        }
        if let lo = rule.min, n < lo { throw error("expected a number ≥ \(DataValue.format(lo)), got \(describe(v))") }
        if let hi = rule.max, n > hi { throw error("expected a number ≤ \(DataValue.format(hi)), got \(describe(v))") }
        if abs(n) > limits.maxNumber {
            throw error("\(describe(v)) is too large; numbers are limited to ±\(DataValue.format(limits.maxNumber))")
        }
        return n
    }

    func cgFloat(_ rule: NumberRule = .any) throws -> CGFloat { CGFloat(try number(rule)) }

    func integer(min lo: Int = Int.min, max hi: Int = Int.max) throws -> Int {
        let n = try number(NumberRule(min: lo == .min ? nil : Double(lo), max: hi == .max ? nil : Double(hi)))
        guard n == n.rounded() else { throw error("expected a whole number, got \(DataValue.format(n))") }
        return Int(n)
    }

    func bool() throws -> Bool {
        let v = try resolved()
        switch v {
        case .bool(let b): return b
        case .null: return true   // `bold:` with no value reads as "on", like calling `.bold()`
        case .string("true"): return true
        case .string("false"): return false
        default: throw error("expected true or false, got \(describe(v))")
        }
    }

    func string() throws -> String {
        let v = try resolved()
        switch v {
        case .string(let s):
            try context.budget.countText(s.count, at: self)
            return s
        case .number, .bool: return v.interpolated
        default: throw error("expected a string, got \(describe(v))")
        }
    }

    /// One of a fixed set of names (`leading`, `.leading` both accepted, as typed in Swift).
    func choice<T>(_ options: KeyValuePairs<String, T>, what: String) throws -> T {
        let v = try resolved()
        guard case .string(var s) = v else {
            throw error("expected \(what) (\(options.map(\.key).joined(separator: ", "))), got \(describe(v))")
        }
        if s.hasPrefix(".") { s.removeFirst() }
        if let hit = options.first(where: { $0.key == s }) { return hit.value }
        throw error("unknown \(what) '\(s)'; expected one of \(options.map(\.key).joined(separator: ", "))",
                    suggestion: Suggestions.nearest(to: s, in: options.map(\.key)))
    }

    /// The mapping's entries, or a precise error.
    func entries(what: String) throws -> [(key: String, cursor: Cursor)] {
        guard let m = node.mapping else { throw error("expected \(what), got \(node.described)") }
        return m.map { (key: $0.key, cursor: child($0.key, $0.value)) }
    }

    func items() -> [Cursor] {
        if let seq = node.sequence { return seq.enumerated().map { element($0.offset, $0.element) } }
        return [self]
    }
}
