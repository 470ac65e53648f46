import Foundation

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (font, colours, direction …).
/// Stored by key type. A write pushes one small layer that the copy shares
/// with its parent's; only every eighth write folds the layers into a fresh
/// dictionary. Every stack writes its orientation, so copying the whole
/// dictionary on each write cost a kilobyte or more per container.
///
/// Every node keeps a copy, so a copy is one reference: the newest layer
/// carries the dictionary below it and the two values read for every view.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private final class Layer {
        /// nil for a layer that only holds folded values.
        let key: ObjectIdentifier?
        let value: Any
        let next: Layer?
        let depth: Int
        let base: [ObjectIdentifier: Any]
        // Copies of the values read for every view (each placement checks the
        // direction, each resolved view the budget and, for a custom view, the
        // body memo), so reading them never walks the layers or hashes. The
        // subscript's setter keeps them in step.
        let direction: LayoutDirection
        let budget: ViewBudget?
        let bodies: BodyMemo?
        init(key: ObjectIdentifier?, value: Any, next: Layer?, base: [ObjectIdentifier: Any],
             direction: LayoutDirection, budget: ViewBudget?, bodies: BodyMemo?) {
            self.key = key; self.value = value; self.next = next; self.base = base
            self.direction = direction; self.budget = budget; self.bodies = bodies
            depth = (next?.depth ?? 0) + 1
        }
    }
    private static let maxEntries = 8
    private var top: Layer?
    /// The orientation every container writes for its children, kept inline
    /// so that a stack's write allocates nothing.
    private var orientation: Axis?
    private var orientationIsSet = false

    public init() {}

    private func stored(_ key: ObjectIdentifier) -> Any? {
        var e = top
        while let layer = e {
            if layer.key == key { return layer.value }
            guard let next = layer.next else { return layer.base[key] }
            e = next
        }
        return nil
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Look the entry up before casting: `nil as? Optional<T>` succeeds, so a
        // cast-then-default would hide the non-nil default of an Optional key.
        get {
            if K.self == StackOrientationKey.self { return orientation as! K.Value }
            guard let stored = stored(ObjectIdentifier(key)) else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set {
            if K.self == StackOrientationKey.self {
                orientation = newValue as! Axis?
                orientationIsSet = true
                return
            }
            var direction = top?.direction ?? LayoutDirectionKey.defaultValue
            var budget = top?.budget ?? ViewBudgetKey.defaultValue
            var bodies = top?.bodies
            if K.self == LayoutDirectionKey.self {
                direction = newValue as! LayoutDirection
            } else if K.self == ViewBudgetKey.self {
                budget = newValue as! ViewBudget?
            } else if K.self == BodyMemoKey.self {
                bodies = newValue as! BodyMemo?
            }
            let id = ObjectIdentifier(key)
            guard let t = top, t.depth >= Self.maxEntries else {
                top = Layer(key: id, value: newValue, next: top, base: top?.base ?? [:], direction: direction, budget: budget, bodies: bodies)
                return
            }
            // Oldest first, so later writes win.
            var folded = t.base
            var pending: [Layer] = []
            var e: Layer? = t
            while let layer = e { if layer.key != nil { pending.append(layer) }; e = layer.next }
            for layer in pending.reversed() { folded[layer.key!] = layer.value }
            folded[id] = newValue
            top = Layer(key: nil, value: (), next: nil, base: folded, direction: direction, budget: budget, bodies: bodies)
        }
    }

    private var count: Int {
        var keys = Set(top?.base.keys ?? [:].keys)
        var e = top
        while let layer = e { if let k = layer.key { keys.insert(k) }; e = layer.next }
        if orientationIsSet { keys.insert(ObjectIdentifier(StackOrientationKey.self)) }
        return keys.count
    }

    public var description: String { "EnvironmentValues(\(count) values)" }

    /// The environment of the view whose body is being evaluated; read by `@Environment`.
    @TaskLocal static var current: EnvironmentValues?

    /// Set by a renderer for one render; nil means no budget.
    public var viewBudget: ViewBudget? {
        get { top?.budget } set { self[ViewBudgetKey.self] = newValue }
    }

    /// Set while a device screen resolves its content (`DeviceScreen`, `BodyMemo`).
    /// It travels with the environment rather than beside it in `ResolveContext`:
    /// one more reference copied with every context cost layout 1–2.5 % in
    /// `make bench`, and the environment already carries the budget the same way.
    var bodyMemo: BodyMemo? {
        get { top?.bodies } set { self[BodyMemoKey.self] = newValue }
    }

    /// Set by each layout container for its children: Spacer and Divider take their axis from it.
    var stackOrientation: Axis? {
        get { orientation } set { orientation = newValue; orientationIsSet = true }
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

struct BodyMemoKey: EnvironmentKey { static let defaultValue: BodyMemo? = nil }
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
        get { top?.direction ?? LayoutDirectionKey.defaultValue } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    public var pixelLength: CGFloat { 1 / displayScale }
    public var colorScheme: ColorScheme {
        get {
            // A body that reads the scheme is evaluated again when a screen adopts its content's preferred one (`BodyMemo`).
            if let memo = top?.bodies { memo.noteColorSchemeRead() }
            return self[ColorSchemeKey.self]
        }
        set { self[ColorSchemeKey.self] = newValue }
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
