import Foundation

/// A value interpolated into a localized string, kept typed so a translation
/// can format it by its own specifier and a plural rule can read its number.
enum LocalizedArgument: Hashable, Sendable {
    case string(String)
    case int(Int64)
    case double(Double)
    case text([Text.Segment])

    /// The specifier SwiftUI writes into the key for this kind of value
    /// (`"\(count) items"` looks up `"%lld items"`).
    var keySpecifier: String {
        switch self {
        case .int: "%lld"
        case .double: "%lf"
        case .string, .text: "%@"
        }
    }

    var number: Double? {
        switch self {
        case .int(let v): Double(v)
        case .double(let v): v
        case .string(let s): Double(s)
        case .text: nil
        }
    }

    var plain: String {
        switch self {
        case .string(let s): s
        case .int(let v): String(v)
        case .double(let v): String(format: "%f", v)
        case .text(let segs): segs.map(\.string).joined()
        }
    }
}

extension LocalizedArgument {
    /// Integers and floating-point values keep their number (for `%lld`, `%.1f`
    /// and plural rules); anything else is described.
    static func typed<T>(_ value: T) -> LocalizedArgument? {
        switch value {
        case let v as Int: .int(Int64(v))
        case let v as Int64: .int(v)
        case let v as Int32: .int(Int64(v))
        case let v as Int16: .int(Int64(v))
        case let v as Int8: .int(Int64(v))
        case let v as UInt: .int(Int64(clamping: v))
        case let v as UInt32: .int(Int64(v))
        case let v as UInt64: .int(Int64(clamping: v))
        case let v as Double: .double(v)
        case let v as Float: .double(Double(v))
        case let v as CGFloat: .double(Double(v))
        default: nil
        }
    }
}
