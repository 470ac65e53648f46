import Foundation
import EaselCore
import EaselText
import EaselSVG
import EaselCairo

/// Renders a view to any `OutputFormat` (PNG, SVG, PDF, JPEG), like SwiftUI's `ImageRenderer`: the image
/// is the view's chosen size for `proposedSize` (its ideal size by default)
/// times `scale`. One renderer per task; many renderers may run at once.
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// What the root view is offered; `.unspecified` asks for its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Fills the background (white, or `background`) instead of leaving it transparent.
    public var isOpaque = false
    public var background: Color?
    /// Overrides applied to every view (layout direction, dynamic type size, colour scheme …).
    public var environment = EnvironmentValues()
    public var limits = RenderLimits()
    public var pngCompression: PNGCompression = .fast
    /// Pixels per point of the images a PDF embeds colour glyphs (emoji) as:
    /// nil or anything lower means the render's `scale`; at most 8.
    public var pdfColorGlyphScale: CGFloat?
    /// JPEG's quality, 0 (smallest file) to 1 (best picture), as UIKit's `jpegData(compressionQuality:)`.
    public var jpegQuality: CGFloat = RenderContext.defaultJPEGQuality
    /// Renders full screen on a device (its size, safe area, size classes, status bar
    /// and home indicator) instead of at the view's own size; sets `scale` to the device's.
    public var device: Device? { didSet { if let device { scale = device.scale } } }

    public init(content: Content) { self.content = content }

    /// Warnings from the last layout (invalid frame dimensions, contradictory constraints,
    /// font families that are not installed, content clipped by the image's edge …).
    public private(set) var diagnostics: [String] = []

    /// One layout of the content: the placed tree, the display list drawn from
    /// it and that layout's warnings. Encode it with `OutputFormat.data(from:pass:)`
    /// when a caller also needs the tree (a scene's size checks), so the view is
    /// laid out once.
    public struct Pass {
        public let placed: PlacedNode
        public let list: DisplayList
        public let diagnostics: [String]
        /// Set when the tree resolved to more views than `limits.maxViews` (it was not laid
        /// out), or its image files would decode to more than `limits.maxTotalImagePixels`.
        public let refusal: RenderError?
        /// Set when views nested past layout's resolve guard: that branch is not drawn.
        public let nestingCutOff: NestingCutOff?

        /// Throws the refusal, so no encoder writes the empty image of a refused tree.
        public func check() throws { if let refusal { throw refusal } }
    }

    public func pass() -> Pass { run() }

    func run() -> Pass {
        var env = environment
        env.displayScale = scale
        if !env.hasCustomTextEngine { env.textEngine = DefaultTextEngine.shared }
        if env.imageLoader == nil { env.imageLoader = StandardImageLoader.shared }
        let diag = Diagnostics()
        env.diagnosticsSink = diag
        let budget = ViewBudget(limit: limits.maxViews)
        env.viewBudget = budget
        let imagePixels = ImagePixelBudget(limit: limits.maxTotalImagePixels)
        env.imagePixelBudget = imagePixels
        env.textEngine = RenderChecks.FamilyCheckingTextEngine(base: env.textEngine, check: RenderChecks.FamilyCheck(diagnostics: diag))
        let placed = device.map { PlacedNode.layoutRoot(DeviceScreen($0) { content }, environment: env, proposal: ProposedViewSize($0.size)) }
            ?? PlacedNode.layoutRoot(content, environment: env, proposal: proposedSize)
        var list = DisplayList.build(placed, scale: scale)
        list.canvas.background = backgroundRGBA
        if let overflow = RenderChecks.overflow(placed) { diag.report(overflow) }
        diagnostics = diag.messages
        return Pass(placed: placed, list: list, diagnostics: diagnostics,
                    refusal: budget.isExceeded ? .tooManyViews(budget.message) : imagePixels.exceeded.map { .tooManyImagePixels($0) },
                    nestingCutOff: diag.nestingCutOff)
    }

    var backgroundRGBA: RGBA? {
        if let background { return background.resolve(in: environment) }
        return isOpaque ? (environment.colorScheme == .dark ? .black : .white) : nil
    }

    public func displayList() -> DisplayList { run().list }

    /// Straight RGBA8 pixels, `size × scale` rounded to whole pixels like every rect.
    public func rasterImage() throws -> RasterImage {
        try CairoRasterizer.rasterize(checkedRun().list, limits: limits)
    }

    /// A pass that a refused tree never gets past.
    func checkedRun() throws -> Pass { let pass = run(); try pass.check(); return pass }

    public func pngData(compression: PNGCompression? = nil) throws -> Data {
        try pngData(of: checkedRun().list, compression: compression)
    }

    func pngData(of list: DisplayList, compression: PNGCompression? = nil) throws -> Data {
        var context = renderContext
        if let compression { context.pngCompression = compression }
        return try OutputFormat.png.encoder.encode(list, context)
    }

    /// What the encoders read, from this renderer's properties.
    public var renderContext: RenderContext {
        RenderContext(limits: limits, pngCompression: pngCompression, pdfColorGlyphScale: pdfColorGlyphScale, jpegQuality: jpegQuality)
    }

    /// SVG whose width and height are the PNG's pixel size. Text defaults to
    /// glyph outlines, which look exactly like the PNG on any machine; `.text`
    /// writes selectable `<text>` that depends on the viewer's fonts.
    public func svgData(text: SVGTextMode = .paths) throws -> Data { try svgData(of: checkedRun().list, text: text) }

    func svgData(of list: DisplayList, text: SVGTextMode = .paths) throws -> Data {
        var context = renderContext
        context.svgText = text
        return try OutputFormat.svg.encoder.encode(list, context)
    }

    /// PDF in points, with embedded, selectable text.
    public func pdfData() throws -> Data { try OutputFormat.pdf.encoder.encode(checkedRun().list, renderContext) }

    /// JPEG, as UIKit's `UIImage.jpegData(compressionQuality:)`: `compressionQuality`
    /// (0–1) replaces `jpegQuality` for this call. JPEG has no alpha, so what the
    /// canvas leaves transparent comes out white.
    public func jpegData(compressionQuality: CGFloat? = nil) throws -> Data {
        var context = renderContext
        if let compressionQuality { context.jpegQuality = compressionQuality }
        return try OutputFormat.jpeg.encoder.encode(checkedRun().list, context)
    }

    /// Writes the `OutputFormat` the file's extension names, atomically: an
    /// existing file is replaced only once the new one is complete.
    public func write(to url: URL) throws {
        guard let format = OutputFormat(path: url.path) else {
            throw RenderError.io("unknown image format “.\(url.pathExtension)” for \(url.path): use \(OutputFormat.extensionList)")
        }
        let data = try format.data(from: self)
        do { try data.write(to: url, options: .atomic) }
        catch { throw RenderError.io("cannot write \(url.path): \(error.localizedDescription)") }
    }

    /// The frame of every view marked with `.id(_:)`.
    public func layout() -> [AnyHashable: LayoutFrame] {
        let pass = run()
        var out: [AnyHashable: LayoutFrame] = [:]
        pass.placed.forEach { node, _ in
            if let id = node.id, out[id] == nil {
                out[id] = LayoutFrame(frame: node.frame, rounded: node.pixelFrame)
            }
        }
        return out
    }

    /// The laid-out tree, one view per line with its frame.
    public func layoutDescription() -> String { LayoutDescription.describe(run().placed) }

    /// The placed tree, for tools that walk it (layout inspectors, debug overlays).
    public func placedTree() -> PlacedNode { run().placed }
}
