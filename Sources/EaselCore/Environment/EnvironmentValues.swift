import Foundation

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (font, colours, direction …).
/// Stored by key type; copying is cheap until a child writes.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Look the entry up before casting: `nil as? Optional<T>` succeeds, so a
        // cast-then-default would hide the non-nil default of an Optional key.
        get {
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// The environment of the view whose body is being evaluated; read by `@Environment`.
    @TaskLocal static var current: EnvironmentValues?
}

@propertyWrapper
public struct Environment<Value> {
    /// How the value is read: a key path, or (for `@Environment(Model.self)`) an
    /// object stored by its type.
    let read: (EnvironmentValues) -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    public var wrappedValue: Value {
        read(EnvironmentValues.current ?? EnvironmentValues())
    }
}

// MARK: - Keys Easel itself uses

struct DiagnosticsKey: EnvironmentKey { static let defaultValue = Diagnostics() }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct StackOrientationKey: EnvironmentKey { static let defaultValue: Axis? = nil }
struct DefaultPaddingKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    public var pixelLength: CGFloat { 1 / displayScale }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
    var diagnostics: Diagnostics {
        get { self[DiagnosticsKey.self] } set { self[DiagnosticsKey.self] = newValue }
    }
    /// Set by each layout container for its children: Spacer and Divider take their axis from it.
    var stackOrientation: Axis? {
        get { self[StackOrientationKey.self] } set { self[StackOrientationKey.self] = newValue }
    }
    var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] } set { self[DefaultPaddingKey.self] = newValue }
    }
}

public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
