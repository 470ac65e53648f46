import Foundation
import Easel

/// Renders a built scene: image bytes, the layout as text or JSON, and the
/// debug overlay that outlines every view's frame.
public struct SceneRenderer {
    public let scene: BuiltScene
    public let limits: SceneLimits
    /// Outline every view's frame over the image, like a layout inspector.
    public var debugOverlay = false

    public init(_ scene: BuiltScene, limits: SceneLimits = .default) {
        self.scene = scene; self.limits = limits
    }

    func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        let c = scene.canvas
        r.proposedSize = ProposedViewSize(width: c.width.map { CGFloat($0) }, height: c.height.map { CGFloat($0) })
        if let d = c.device { r.device = d }
        r.scale = CGFloat(c.scale)
        r.environment.colorScheme = c.colorScheme
        r.environment.layoutDirection = c.layoutDirection
        r.environment.dynamicTypeSize = c.dynamicTypeSize
        if let catalog = c.assetCatalog { r.environment.assetCatalog = catalog }
        r.environment.systemFontTracking = c.systemTracking
        r.limits.maxPixelsPerSide = limits.maxPixelDimension
        r.limits.maxTotalPixels = limits.maxTotalPixels
        // A scene's views are already counted, located, by maxNodes and maxModifiers.
        r.limits.maxViews = .max
        return r
    }

    /// The laid-out tree; the image size is the root's frame × scale.
    public func placedTree() -> PlacedNode { renderer(scene.view).placedTree() }

    /// A problem found after layout belongs to the scene's body: it names the file too.
    func failure(_ message: String) -> SceneError {
        SceneError(file: scene.file, location: scene.bodyLocation, keyPath: "body", message: message)
    }

    /// Refuses an image whose laid-out size is over the pixel limits, before any pixels are allocated.
    /// The pixel size comes from the display list's canvas: the same rounding
    /// and limit check every encoder uses, worded for the scene's author.
    func checkSize(_ canvas: DisplayList.Surface) throws {
        let scale = scene.canvas.scale
        let limits = self.limits
        var renderLimits = RenderLimits()
        renderLimits.maxPixelsPerSide = limits.maxPixelDimension
        renderLimits.maxTotalPixels = limits.maxTotalPixels
        let w: Double, h: Double
        do {
            let px = try canvas.pixels(within: renderLimits)
            (w, h) = (Double(px.width), Double(px.height))
        } catch RenderError.emptyCanvas {
            let p = canvas.pixelSize
            throw failure("the laid-out image is empty (\(Int(p.width))×\(Int(p.height)) pixels); give the canvas a width and height or add content")
        } catch let RenderError.canvasTooLarge(pw, ph, reason) {
            guard pw != Int.max else { throw failure("the body has an infinite size; give the canvas a width and height") }
            throw failure("the laid-out image is \(pw)×\(ph) pixels; the limits are \(limits.maxPixelDimension) per side and \(limits.maxTotalPixels) in total"
                          + SceneLimits.raise(reason.hasPrefix("more than") ? "maxTotalPixels" : "maxPixelDimension"))
        }
        var spent = 0.0
        for site in scene.effectSites {
            spent += site.cost(width: w, height: h, scale: scale)
            if spent > Double(limits.maxEffectPixels) {
                throw SceneError(file: scene.file, location: site.location, keyPath: site.path,
                                 message: "blurs and shadows up to here would process \(Int(spent)) pixels on this \(Int(w))×\(Int(h)) image; the limit is \(limits.maxEffectPixels)"
                                    + SceneLimits.raise("maxEffectPixels"))
            }
        }
    }

    /// Between layout and drawing: past the deadline, stop before the next piece of work.
    func checkDeadline() throws {
        if let d = scene.deadline, Date() > d {
            throw failure("the render took longer than \(DataValue.format(limits.timeout)) s (limit timeout; raise it with --timeout SECONDS, or SceneLimits.timeout in Swift)")
        }
    }

    /// A pass refused when the library had to cut views nested past its resolve
    /// guard: a scene would silently lose them.
    func checked<V: View>(_ pass: ImageRenderer<V>.Pass) throws -> ImageRenderer<V>.Pass {
        if let cut = pass.nestingCutOff {
            throw failure("views and their modifiers nest deeper than the \(cut.levels) levels layout allows; use fewer modifiers or less nesting (limits maxDepth and maxModifiers)")
        }
        return pass
    }

    public func render(_ format: OutputFormat) throws -> Data { try renderWithWarnings(format).data }

    /// The image and what went wrong silently while drawing it (ImageRenderer's
    /// diagnostics: missing font families, content clipped by the canvas, …).
    /// The scene is laid out once: the size checks read the same pass that is
    /// encoded (the debug overlay, which draws that pass's frames, needs a second).
    public func renderWithWarnings(_ format: OutputFormat) throws -> (data: Data, warnings: [String]) {
        let (r, pass) = try checkedPass()
        do {
            if debugOverlay {
                let root = pass.placed
                let overlaid = renderer(scene.view.overlay(alignment: .topLeading) { DebugFrames(root: root) })
                return (try format.data(from: overlaid), overlaid.diagnostics.map { GlyphWarningSite.locate($0, in: scene) })
            }
            return (try format.data(from: r, pass: pass), pass.diagnostics.map { GlyphWarningSite.locate($0, in: scene) })
        } catch let e as SceneError {
            throw e
        } catch {
            throw failure("\(error)")
        }
    }

    /// The scene laid out once, with the deadline and canvas-size checks every
    /// output makes before it draws.
    func checkedPass() throws -> (ImageRenderer<AnyView>, ImageRenderer<AnyView>.Pass) {
        try checkDeadline()
        let r = renderer(scene.view)
        let pass = try checked(r.pass())
        try checkSize(pass.list.canvas)
        try checkDeadline()
        return (r, pass)
    }

    /// The image as straight RGBA pixels: every check `render` makes, and the
    /// drawing, without an encoder (the fuzzer spends its time on the scene path).
    public func rasterImage() throws -> RasterImage {
        let (r, pass) = try checkedPass()
        do {
            return try CairoRasterizer.rasterize(pass.list, limits: r.limits)
        } catch {
            throw failure("\(error)")
        }
    }

    public func layoutDescription() -> String { renderer(scene.view).layoutDescription() }

    /// The placed tree as JSON: type, frame (points) and children, keys sorted for stable output.
    public func layoutJSON() throws -> Data {
        func node(_ p: PlacedNode) -> [String: Any] {
            var d: [String: Any] = [
                "type": p.typeName,
                "frame": ["x": Double(p.frame.minX), "y": Double(p.frame.minY), "width": Double(p.frame.width), "height": Double(p.frame.height)],
            ]
            if let u = p.userTypeName, u != p.typeName { d["view"] = u }
            if let id = p.id { d["id"] = "\(id.base)" }
            if !p.children.isEmpty { d["children"] = p.children.map(node) }
            return d
        }
        return try JSONSerialization.data(withJSONObject: node(placedTree()), options: [.prettyPrinted, .sortedKeys])
    }
}

public struct RenderFailure: Error, CustomStringConvertible {
    public var description: String
    init(_ d: String) { description = d }
}

/// Every placed view's frame as a hairline rectangle, coloured by depth.
struct DebugFrames: View {
    let frames: [(CGRect, Int)]
    init(root: PlacedNode) {
        var f: [(CGRect, Int)] = []
        root.forEach { node, depth in f.append((node.frame, depth)) }
        frames = f
    }
    static let palette: [Color] = [.red, .blue, .green, .orange, .purple, .pink, .teal, .brown]
    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<frames.count) { i in
                let (r, depth) = frames[i]
                Rectangle()
                    .strokeBorder(DebugFrames.palette[depth % DebugFrames.palette.count].opacity(0.8), lineWidth: 1)
                    .frame(width: max(r.width, 1), height: max(r.height, 1))
                    .offset(x: r.minX, y: r.minY)
            }
        }
        .environment(\.layoutDirection, .leftToRight)
    }
}
