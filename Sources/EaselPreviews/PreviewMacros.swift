#if Previews
import EaselCore

// SwiftUI's preview macros, declared as Apple declares them (SwiftUI's
// `Preview(_:body:)` and `Preview(_:traits:_:body:)`, iOS 17), with Easel's
// ViewBuilder in place of ContentBuilder. The body is type-checked against this
// signature before it expands, so an error in a preview is a compile error.

@freestanding(declaration)
public macro Preview(_ name: String? = nil,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "EaselPreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil,
                     traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "EaselPreviewMacros", type: "PreviewMacro")

/// SwiftUI's `@Previewable` (iOS 18): a dynamic property such as `@State` declared
/// at the top of a `#Preview` body becomes a property of the preview's view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "EaselPreviewMacros", type: "PreviewableMacro")
#endif
