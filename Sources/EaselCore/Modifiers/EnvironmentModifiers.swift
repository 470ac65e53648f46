import Foundation

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(.environment { $0[keyPath: keyPath] = value })
    }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(.environment { transform(&$0[keyPath: keyPath]) })
    }
    func transformEnvironment(_ update: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(.environment(update))
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(.environment { $0.foregroundStyle = AnyShapeStyle(style); $0.paletteStyles = [] })
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(.environment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]  // symbols' layers (Symbols/)
        })
    }
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(.environment { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(.environment { env in if let c = tint as? Color { env.tint = c } })
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Colours this view in `scheme` and, on a device, hands it up to the screen
    /// (`DeviceScreen`), which then draws everything in it, as SwiftUI applies the
    /// preference to the whole presentation. `nil` states no preference.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(.environment { if let s = scheme { $0.colorScheme = s; $0.preferredColorScheme = s } })
    }
    public func disabled(_ disabled: Bool) -> some View { modifier(.environment { if disabled { $0.isEnabled = false } }) }

    // Accepted so SwiftUI code compiles; a static image shows the final state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default"), linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn"), easeOut = Animation(name: "easeOut"), easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring"), bouncy = Animation(name: "bouncy"), smooth = Animation(name: "smooth")
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func linear(duration: Double) -> Animation { .linear }
    public func delay(_ d: Double) -> Animation { self }
    public func speed(_ s: Double) -> Animation { self }
}

public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition(), identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = Self(rawValue: 1), size = Self(rawValue: 2), frame = Self(rawValue: 3)
}

/// Runs `body` as the final state: static images have no animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
