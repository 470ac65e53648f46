import Foundation

struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
    /// SwiftUI's `\.locale`: the locale views format for. The default is en_US, the
    /// iOS simulator's out of the box (chosen: SwiftUI reads the device's setting).
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }
}
