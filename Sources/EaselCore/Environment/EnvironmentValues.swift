import Foundation

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (font, colours, direction …).
/// Stored by key type. A write prepends one small entry that the copy shares
/// with its parent's; only every eighth write folds the entries into a fresh
/// dictionary. Every stack writes its orientation, so copying the whole
/// dictionary on each write cost a kilobyte or more per container.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        let depth: Int
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key; self.value = value; self.next = next; depth = (next?.depth ?? 0) + 1
        }
    }
    private static let maxEntries = 8
    private var base: [ObjectIdentifier: Any] = [:]
    private var recent: Entry?
    // Copies of two values read for every view (each placement checks the
    // direction, each resolved view the budget), so reading them never walks
    // the entries or hashes. The subscript's setter keeps them in step.
    private var directionCopy = LayoutDirectionKey.defaultValue
    private var budgetCopy = ViewBudgetKey.defaultValue

    public init() {}

    private func stored(_ key: ObjectIdentifier) -> Any? {
        var e = recent
        while let entry = e {
            if entry.key == key { return entry.value }
            e = entry.next
        }
        return base[key]
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Look the entry up before casting: `nil as? Optional<T>` succeeds, so a
        // cast-then-default would hide the non-nil default of an Optional key.
        get {
            guard let stored = stored(ObjectIdentifier(key)) else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set {
            if K.self == LayoutDirectionKey.self {
                directionCopy = newValue as! LayoutDirection
            } else if K.self == ViewBudgetKey.self {
                budgetCopy = newValue as! ViewBudget?
            }
            let id = ObjectIdentifier(key)
            guard let r = recent, r.depth >= Self.maxEntries else {
                recent = Entry(key: id, value: newValue, next: recent)
                return
            }
            // Oldest first, so later writes win.
            var pending: [Entry] = []
            var e: Entry? = r
            while let entry = e { pending.append(entry); e = entry.next }
            for entry in pending.reversed() { base[entry.key] = entry.value }
            base[id] = newValue
            recent = nil
        }
    }

    private var count: Int {
        var keys = Set(base.keys)
        var e = recent
        while let entry = e { keys.insert(entry.key); e = entry.next }
        return keys.count
    }

    public var description: String { "EnvironmentValues(\(count) values)" }

    /// The environment of the view whose body is being evaluated; read by `@Environment`.
    @TaskLocal static var current: EnvironmentValues?

    /// Set by a renderer for one render; nil means no budget.
    public var viewBudget: ViewBudget? {
        get { budgetCopy } set { self[ViewBudgetKey.self] = newValue }
    }
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
        get { directionCopy } set { self[LayoutDirectionKey.self] = newValue }
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
