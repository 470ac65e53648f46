import Foundation

/// SwiftUI's `ContentShapeKinds`: what a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// "The kind for hit-testing and accessibility" (Apple's documentation).
    public static let interaction = Self(rawValue: 1 << 0)
    public static let dragPreview = Self(rawValue: 1 << 1)
    public static let contextMenuPreview = Self(rawValue: 1 << 2)
    public static let hoverEffect = Self(rawValue: 1 << 3)
    public static let focusEffect = Self(rawValue: 1 << 4)
    /// Makes "the accessibility frame and path of the view's underlying
    /// accessibility element … match the shape" (Apple's documentation).
    public static let accessibility = Self(rawValue: 1 << 5)
}

extension View {
    /// The shape used for hit-testing and accessibility (`.interaction`): the
    /// one accessibility element inside takes the shape's bounds in this view's
    /// frame, so `Text("Sign Up").frame(minHeight: 44).contentShape(Rectangle())`
    /// is a 44-pt hit target. A static image draws nothing for it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// Only `.interaction` and `.accessibility` move the accessibility frame;
    /// the other kinds shape previews and effects an image never shows.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        var p = AccessibilityProperties()
        if !kinds.isDisjoint(with: [.interaction, .accessibility]) {
            p.focus = .shape { frame in shape.path(in: frame).boundingRect }
        }
        return modifier(_EaselModifier.accessibility(p))
    }
}
