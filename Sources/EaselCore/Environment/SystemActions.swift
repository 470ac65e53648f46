import Foundation

/// `@Environment(\.openURL)`: opening a URL does nothing in a still image; the
/// action reports that it was not handled.
public struct OpenURLAction {
    public struct Result: Sendable {
        let handled: Bool
        public static let handled = Result(handled: true), discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
        public static func systemAction(_ url: URL) -> Result { Result(handled: false) }
    }
    let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler(url).handled) }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }
/// iOS's device locale as every Easel render assumes it: English (United States),
/// the locale `Text(_:format:)` formats with (`Text.formattingLocale`).
struct LocaleKey: EnvironmentKey { static let defaultValue = Text.formattingLocale }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }

extension EnvironmentValues {
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
}
