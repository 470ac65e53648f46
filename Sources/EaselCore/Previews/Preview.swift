import Foundation

/// What `#Preview` expands to: a display name, traits and the view to show, as
/// DeveloperToolsSupport's `Preview` (iOS 17). Written by the macro, read by
/// `PreviewRenderer` and the snapshot tests.
public struct Preview {
    /// The kind of traits a view preview takes (`Preview.ViewTraits` in Apple's API).
    public enum ViewTraits {}

    public let displayName: String?
    public let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                body: @escaping @MainActor () -> any View) {
        displayName = name
        self.traits = traits
        makeBody = body
    }

    /// The previewed view, type-erased.
    @MainActor public func content() -> AnyView {
        // Opens the existential so AnyView keeps the concrete view type.
        func wrap<V: View>(_ view: V) -> AnyView { AnyView(view) }
        return wrap(makeBody())
    }

    /// The layout and orientation the traits ask for; later traits win, as they
    /// do when one modifier overrides another.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { current, trait in trait.layout ?? current }
    }
    public var orientation: InterfaceOrientation {
        traits.reduce(InterfaceOrientation.portrait) { current, trait in trait.orientation ?? current }
    }
}
