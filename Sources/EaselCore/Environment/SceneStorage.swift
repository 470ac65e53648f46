import Foundation

/// SwiftUI's `@SceneStorage`: state the system saves with a scene and restores
/// when the scene comes back. A render is a scene's first appearance, with
/// nothing saved, so each property starts from its declared default; writes
/// last for the render, as `@State`'s do.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let box: StateBox<Value>
    init(value: Value, key: String) { self.key = key; box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

// The value types SwiftUI's scene storage accepts.
extension SceneStorage where Value == Bool { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value == Int { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value == Double { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value == String { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value == URL { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value == Data { public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) } }
extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) }
}
extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String) { self.init(value: wrappedValue, key: key) }
}
extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) { self.init(value: nil, key: key) }
}
