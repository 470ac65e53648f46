import Foundation

// Gestures compile as in SwiftUI; a still image is the view at rest, so none
// of their actions ever runs and they change neither layout nor drawing.

public protocol Gesture {
    associatedtype Value
}

public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

/// A gesture with a callback attached; the callback never runs in a still image.
public struct _ModifiedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self> { _ModifiedGesture(base: self) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self> { _ModifiedGesture(base: self) }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> _ModifiedGesture<Self> {
        _ModifiedGesture(base: self)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<Self, T> { _MappedGesture(base: self) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(first: self, second: other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(first: self, second: other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(first: self, second: other) }
}

public struct _MappedGesture<Base: Gesture, Value>: Gesture { let base: Base }

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value { public var first: First.Value?; public var second: Second.Value? }
    public var first: First, second: Second
}
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(First.Value, Second.Value?) }
    public var first: First, second: Second
}
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value { case first(First.Value), second(Second.Value) }
    public var first: First, second: Second
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat; public var startLocation: CGPoint }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable { public var rotation: Angle; public var startLocation: CGPoint }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State a gesture updates while it runs; a still image shows its resting value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.wrappedValue = wrappedValue }
    public var projectedValue: GestureState<Value> { self }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
