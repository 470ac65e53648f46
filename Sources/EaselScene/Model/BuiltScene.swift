import Foundation
import EaselCore

/// A scene turned into a view, with everything needed to render it.
public struct BuiltScene {
    public var view: AnyView
    public var canvas: CanvasSettings
    /// Files the scene read (fonts, images): what `watch` polls and `batch` hashes.
    public var referencedFiles: [URL]
    /// Where messages raised after layout point: the scene file and its body.
    public var file = "scene"
    public var bodyLocation: SourceLocation?
    /// The parsed body, so a warning raised while drawing (a missing-glyph box) can
    /// name the line and key that asked for the text or symbol (`GlyphWarningSite`).
    public var body: SceneNode?
    /// When the render must be done by (`SceneLimits.timeout`, counted from the start of the build).
    public var deadline: Date?
    /// Every blur and shadow, for the effect-pixel budget checked after layout.
    public var effectSites: [EffectSite] = []
}

extension Scene {
    public func build() throws -> BuiltScene {
        let context = BuildContext(file: file, limits: limits, registry: registry, assets: assets)
        let top = Cursor(node: root, path: "", scope: DataScope(root: data), context: context, depth: 0)
        let canvas = try CanvasSettings(root.value(forKey: "canvas").map { top.child("canvas", $0) }, overrides: overrides)
        let body = try top.child("body", root.value(forKey: "body")!).buildView()
        var view = body.view
        // On a device the screen sizes the body (its safe area), as a hosting controller does.
        if canvas.device == nil, canvas.width != nil || canvas.height != nil {
            view = AnyView(view.frame(width: canvas.width.map { CGFloat($0) }, height: canvas.height.map { CGFloat($0) },
                                      alignment: canvas.alignment))
        }
        if let bg = canvas.background { view = AnyView(view.background(bg)) }
        if let font = canvas.font { view = AnyView(view.font(font)) }
        // On a device the scheme comes from the renderer's environment (SceneRenderer sets it), as a
        // window's does: an explicit `.environment(\.colorScheme)` here would outrank a body's
        // `preferredColorScheme`, and the views beside the one that asks would keep the canvas's scheme.
        if canvas.device == nil { view = AnyView(view.environment(\.colorScheme, canvas.colorScheme)) }
        view = AnyView(view.environment(\.layoutDirection, canvas.layoutDirection)
            .environment(\.dynamicTypeSize, canvas.dynamicTypeSize))
        var built = BuiltScene(view: view, canvas: canvas, referencedFiles: canvas.fonts + context.referencedFiles)
        built.file = file
        built.bodyLocation = root.value(forKey: "body")?.location
        built.body = root.value(forKey: "body")
        built.deadline = context.budget.deadline
        built.effectSites = context.budget.effectSites
        return built
    }
}
