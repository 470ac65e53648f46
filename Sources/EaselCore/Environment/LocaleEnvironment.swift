import Foundation

/// The locale whose translations `Text("key")` shows. The default is English
/// (United States), an iOS simulator's out of the box, not the machine's, so the
/// same view renders the same text everywhere.
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }
}
