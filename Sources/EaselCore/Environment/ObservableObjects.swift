import Foundation
import Observation

/// Objects kept in the environment by their type: `environment(_:)` with an
/// `@Observable` object, and `environmentObject(_:)` (Easel module) for an
/// `ObservableObject`. One key per object type.
public struct _EnvironmentObjectKey<Object>: EnvironmentKey {
    public static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The object of a type placed in the environment, or nil.
    public func _object<Object>(of type: Object.Type) -> Object? { self[_EnvironmentObjectKey<Object>.self] }
    public mutating func _setObject<Object>(_ object: Object?) { self[_EnvironmentObjectKey<Object>.self] = object }
}

extension Environment {
    /// `@Environment(Model.self) var model`: an `@Observable` object placed with
    /// `environment(_:)`. Missing, SwiftUI stops the app; a static render has
    /// nothing to show either, so Easel stops with the same explanation.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { env in
            guard let object = env._object(of: Value.self) else {
                fatalError("No Observable object of type \\(Value.self) found. A View.environment(_:) for \\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// `@Environment(Model.self) var model: Model?`: nil when none was placed.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0._object(of: T.self) })
    }
}

extension View {
    /// Places an `@Observable` object in the environment, read with `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(.environment { $0._setObject(object) })
    }
}

/// `@Bindable var model`: bindings to the properties of an `@Observable` object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
