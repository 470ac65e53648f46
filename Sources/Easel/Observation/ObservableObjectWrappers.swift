import EaselCore
#if canImport(Combine) && canImport(Darwin)
import Combine
#else
import OpenCombine
#endif

// SwiftUI's wrappers for Combine's ObservableObject. An image is rendered
// from one evaluation of each body, so an object is created once per view
// value and never observed for changes afterwards.

/// Bindings into an observed object's properties: `$model.name`.
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// Creates its object the first time it is read, once for the view value.
final class LazyObjectBox<ObjectType>: @unchecked Sendable {
    private var made: ObjectType?
    private let make: () -> ObjectType
    private let lock = NSLock()
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        lock.lock(); defer { lock.unlock() }
        if let made { return made }
        let o = make()
        made = o
        return o
    }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: LazyObjectBox<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = LazyObjectBox(thunk) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: box.object) }
}

/// An ObservableObject an ancestor placed with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let environment = Environment(\EnvironmentValues.self)
    public init() {}
    public var wrappedValue: ObjectType {
        guard let object = environment.wrappedValue._object(of: ObjectType.self) else {
            // SwiftUI stops here too: there is no object to draw from.
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

extension View {
    /// Places an ObservableObject in the environment, read with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.self) { $0._setObject(object) }
    }
}
