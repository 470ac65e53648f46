import Foundation

/// SwiftUI's `@AppStorage`: a value kept in `UserDefaults` under `key`. The
/// view reads the store as it is evaluated (`UserDefaults.standard` unless
/// `store:` or `defaultAppStorage(_:)` names another), so a screen draws what
/// the user saved or, on a fresh device, the default its declaration gives.
/// Writes go to the store, as on iOS.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let defaultValue: Value
    let read: (Any) -> Value?
    let write: (Value) -> Any?

    init(key: String, store: UserDefaults?, defaultValue: Value,
         read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key; self.store = store; self.defaultValue = defaultValue; self.read = read; self.write = write
    }

    var defaults: UserDefaults { store ?? EnvironmentValues.current?.defaultAppStorage ?? .standard }

    public var wrappedValue: Value {
        get { defaults.object(forKey: key).flatMap(read) ?? defaultValue }
        nonmutating set {
            if let stored = write(newValue) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
    }
    public var projectedValue: Binding<Value> {
        let s = self
        return Binding(get: { s.wrappedValue }, set: { s.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A property-list value stored as itself.
    init(plist defaultValue: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, store: store, defaultValue: defaultValue, read: { $0 as? Value }, write: { $0 })
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, write: { $0 })
    }
}
extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, write: { $0 })
    }
}
extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, write: { $0 })
    }
}
extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}
extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}
extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }, write: { $0.absoluteString })
    }
}
extension AppStorage where Value == Date {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { (($0 as? Int) ?? ($0 as? NSNumber)?.intValue).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}
// The optional forms: absent means nil.
extension AppStorage where Value == Bool? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, write: { $0 })
    }
}
extension AppStorage where Value == Int? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, write: { $0 })
    }
}
extension AppStorage where Value == Double? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, read: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, write: { $0 })
    }
}
extension AppStorage where Value == String? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, read: { $0 as? String }, write: { $0 })
    }
}
extension AppStorage where Value == Data? {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, read: { $0 as? Data }, write: { $0 })
    }
}

struct DefaultAppStorageKey: EnvironmentKey { static let defaultValue: UserDefaults? = nil }

extension EnvironmentValues {
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] } set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store `@AppStorage` properties inside use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(.environment { $0.defaultAppStorage = store })
    }
}
