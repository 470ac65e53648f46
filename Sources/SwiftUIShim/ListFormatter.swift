#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// Foundation's `ListFormatter` (iOS 13), which Linux's Foundation lacks: items joined with
/// the locale's separators and conjunction ("a, b, and c" in English (United States),
/// "a, b and c" in English (United Kingdom), "a, b et c" in French). The patterns are the
/// Unicode CLDR's "standard" list patterns, read through Foundation's own
/// `ListFormatStyle` (`.list(type: .and)`), which Linux does have, so there is one table.
///
/// Differs from iOS: iOS's default `locale` is the device's (`Locale.current`); Easel, which
/// has no device, takes the locale of the view being rendered (`\.locale`) while a body is
/// evaluated, and English (United States), the simulator's default, anywhere else, so the
/// same code gives the same string on every machine.
open class ListFormatter: Formatter {
    /// Formats each item; when nil, or when it has no string for an item, the item's
    /// locale-aware description is used (a number's with the locale's separators).
    open var itemFormatter: Formatter?
    private var explicitLocale: Locale?

    open var locale: Locale! {
        get { explicitLocale ?? ListFormatter.defaultLocale }
        set { explicitLocale = newValue }
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    static var defaultLocale: Locale { EnvironmentValues._current?.locale ?? Locale(identifier: "en_US") }

    /// `strings` joined in the current locale's "and" list.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(defaultLocale))
    }

    /// The items as one list; nil only when `items` is not a list of anything describable
    /// (never for Swift values, which all have a description).
    open func string(from items: [Any]) -> String? {
        let locale = self.locale ?? ListFormatter.defaultLocale
        let strings = items.map { item -> String in
            if let text = itemFormatter?.string(for: item) { return text }
            switch item {
            case let string as String: return string
            // Swift's numbers bridge to NSNumber, as on iOS: 1000 is "1,000" in English.
            case let number as NSNumber: return number.description(withLocale: locale)
            default: return String(describing: item)
            }
        }
        return strings.formatted(.list(type: .and).locale(locale))
    }

    /// `obj` formatted when it is an array, nil otherwise (as Foundation's).
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
