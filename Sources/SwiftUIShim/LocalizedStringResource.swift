#if os(Linux)
import Foundation
import EaselCore

/// Foundation's `LocalizedStringResource` (iOS 16), which Linux's Foundation lacks: a key
/// and its default value, resolved later. Easel renders in the development language and
/// reads no string tables, so a resource resolves to its default value (the literal, with
/// any interpolations filled in), which is what iOS shows when no table has the key.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public let defaultValue: String
    public let table: String?
    public var locale: Locale

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key; self.defaultValue = defaultValue ?? key; self.table = table; self.locale = locale
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var description: String { defaultValue }
}

extension String {
    /// The resource's text in the development language (see `LocalizedStringResource`).
    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
}

extension Text {
    /// `Text(resource)` for a `LocalizedStringResource` value. Disfavoured, so a string
    /// literal still makes a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.defaultValue) }
}
#endif
