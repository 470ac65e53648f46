import Foundation

// Foundation on Linux has neither `String(localized:)` nor
// `LocalizedStringResource` (both are Apple-platform only in swift-foundation),
// so Easel declares them with Apple's signatures.

extension String {
    /// A localizable string with interpolations, as `String(localized:)` takes it;
    /// the key is built as `LocalizedStringKey` builds it (`"%lld items"`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        var localizedKey: LocalizedStringKey
        public init(_ value: String) { localizedKey = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { localizedKey = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
            localizedKey.interpretsMarkdown = false
        }
    }

    /// The translation of `keyAndValue` in `table` of `bundle` (the main bundle
    /// when nil). iOS takes the language from the app's preferred languages;
    /// Easel, which has no app, takes it from `locale`, whose default is the
    /// simulator's English (United States), not the machine's, for repeatable output.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
        self = keyAndValue.resolved(key: nil, table: table, bundle: bundle, locale: locale)
    }

    /// `key` looked up, `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
        self = defaultValue.resolved(key: "\(key)", table: table, bundle: bundle, locale: locale)
    }

    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.resolved(key: resource.key, table: resource.table,
                                              bundle: resource.bundle.bundle, locale: resource.locale)
    }
}

extension String.LocalizationValue {
    func resolved(key: String?, table: String?, bundle: Bundle?, locale: Locale) -> String {
        let text = Text(LocalizedStringKey(stringValue: self, key: key), tableName: table, bundle: bundle)
        return text.localizedSegments(locale: locale).map(\.string).joined()
    }
}

extension LocalizedStringKey {
    init(stringValue: String.LocalizationValue, key: String?) {
        self = stringValue.localizedKey
        if let key { self.key = key }
    }
}

/// A string to be localized later, in the locale of whoever shows it: a `Text`
/// made from one uses the environment's locale.
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable {
    public enum BundleDescription: Equatable, Sendable {
        case main
        case atURL(URL)
        var bundle: Bundle? {
            switch self {
            case .main: nil
            case .atURL(let url): Bundle(path: url.path) ?? Bundle.main
            }
        }
        public static func forClass(_ c: AnyClass) -> BundleDescription { .atURL(Bundle(for: c).bundleURL) }
    }
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.localizedKey.key; defaultValue = keyAndValue
        self.table = table; self.locale = locale; self.bundle = bundle
    }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"; self.defaultValue = defaultValue
        self.table = table; self.locale = locale; self.bundle = bundle
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension Text {
    /// Shown in the environment's locale, as SwiftUI resolves a resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        var key = LocalizedStringKey(stringValue: resource.defaultValue, key: resource.key)
        key.interpretsMarkdown = true
        self.init(key, tableName: resource.table, bundle: resource.bundle.bundle)
    }
}
