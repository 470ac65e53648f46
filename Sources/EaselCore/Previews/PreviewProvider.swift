import Foundation

/// SwiftUI's `PreviewProvider`: a type whose `previews` are the views Xcode's canvas
/// shows. In Easel the `render-previews` package plugin renders each of them to a PNG,
/// so the same preview code documents a package on macOS and on Linux.
///
/// Every top-level view of `previews` is one preview, as in Xcode: a `Group`, a
/// `ForEach` or several views in the builder give several previews.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; Easel renders every platform as iOS.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The whole screen of the preview's device (the default).
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A container of exactly this many points, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device named as Xcode names its simulators, such as `"iPhone 15 Pro"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The Easel device of that name (case and spaces ignored), or nil when Easel has none.
    public var device: Device? {
        let key = PreviewDevice.key(rawValue)
        return Device.presets.first { PreviewDevice.key($0.name) == key }
            ?? PreviewDevice.aliases[key]
    }

    static func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
    /// Xcode's older names for the presets' models.
    static let aliases: [String: Device] = [
        key("iPhone SE"): .iPhoneSE, key("iPhone SE (3rd generation)"): .iPhoneSE,
        key("iPad Air (5th generation)"): .iPadAir11, key("iPad Air"): .iPadAir11,
    ]
}

/// What the preview modifiers set on a view; nil means not set.
public struct PreviewTraits: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var displayName: String?
    public var device: PreviewDevice?
    public init(layout: PreviewLayout? = nil, displayName: String? = nil, device: PreviewDevice? = nil) {
        self.layout = layout; self.displayName = displayName; self.device = device
    }
}

struct PreviewTraitsKey: EnvironmentKey { static let defaultValue = PreviewTraits() }

extension EnvironmentValues {
    /// The preview traits in force where a view is; they flow down like any
    /// environment value, so a trait set on a `Group` reaches each preview in it.
    public var previewTraits: PreviewTraits {
        get { self[PreviewTraitsKey.self] } set { self[PreviewTraitsKey.self] = newValue }
    }
}

extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View {
        transformEnvironment(\.previewTraits) { $0.layout = value }
    }
    public func previewDisplayName(_ value: String?) -> some View {
        transformEnvironment(\.previewTraits) { $0.displayName = value }
    }
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        transformEnvironment(\.previewTraits) { $0.device = value }
    }
    /// Accepted so SwiftUI code compiles; Easel renders portrait devices only.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// SwiftUI's orientations for `previewInterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
