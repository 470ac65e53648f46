import Foundation

/// SwiftUI's `Image`, for PNG and JPEG files.
///
/// - `Image("avatar")` looks in `EnvironmentValues.imageDirectory` (default: the
///   current directory) for `avatar@2x.png` when drawing at scale 2, then
///   `avatar.png`, `avatar.jpg`, `avatar.jpeg`, or the name as given if it has an
///   extension. An `@Nx` suffix makes the image's scale N.
/// - `Image("avatar", bundle: .module)` looks the same names up in a bundle's resources.
/// - `Image(filePath:)` reads one file; `Image(raster:scale:)` draws decoded pixels.
///
/// Like SwiftUI, an image is its pixel size divided by its scale unless it is
/// `resizable()`, in which case it takes the size it is offered (its natural
/// size where the proposal is nil).
public struct Image: View, PrimitiveView {
    enum Source {
        case named(String, Bundle?)
        case file(String, scale: CGFloat)
        case raster(RasterImage, scale: CGFloat)
        case symbol(String)  // Image(systemName:), Symbols/SymbolImage.swift
    }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.high
    var isAntialiased = true
    var templateMode: TemplateRenderingMode?
    /// `Image(decorative:)`: hidden from assistive technology.
    var isDecorative = false

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle); isDecorative = true }
    public init(filePath: String, scale: CGFloat = 1) { source = .file(filePath, scale: scale) }
    public init(raster: RasterImage, scale: CGFloat = 1) { source = .raster(raster, scale: scale) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var c = self; c.isResizable = true; c.capInsets = capInsets; c.resizingMode = resizingMode; return c
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { var c = self; c.interpolationQuality = interpolation; return c }
    public func antialiased(_ isAntialiased: Bool) -> Image { var c = self; c.isAntialiased = isAntialiased; return c }
    /// `.template` paints the foreground style through the image's alpha.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { var c = self; c.templateMode = renderingMode; return c }

    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        if case .symbol(let name) = source { return [SymbolNode(env: ctx.env, name: name, isResizable: isResizable, isOriginal: templateMode == .original)] }
        let node = ImageNode(env: ctx.env, image: self, loaded: load(ctx.env))
        if isDecorative { var p = AccessibilityProperties(); p.isDecorative = true; node.accessibility = p }
        return [node]
    }

    /// The decoded pixels and their scale, or nil (with a diagnostic) when missing.
    func load(_ env: EnvironmentValues) -> (RasterImage, CGFloat)? {
        let url: URL, scale: CGFloat
        switch source {
        case let .raster(r, s): return (r, s > 0 ? s : 1)
        case .symbol: return nil
        case let .file(path, s): url = URL(fileURLWithPath: path); scale = s > 0 ? s : 1
        case let .named(name, bundle):
            let fromCatalog = bundle == nil ? env.assetCatalog?.imageFile(named: name, displayScale: env.displayScale, scheme: env.colorScheme) : nil
            guard let found = fromCatalog ?? Image.locate(name, bundle: bundle, env: env) else {
                let catalog = env.assetCatalog.map { "asset catalog \($0.url.path) or " } ?? ""
                env.diagnostics.report("no image named \"\(name)\" in \(catalog)\((bundle?.bundleURL ?? env.imageDirectory)?.path ?? FileManager.default.currentDirectoryPath)")
                return nil
            }
            (url, scale) = found
        }
        guard let loader = env.imageLoader else {
            env.diagnostics.report("no image loader in the environment; \(url.lastPathComponent) is not drawn")
            return nil
        }
        do {
            let image = try loader.loadImage(at: url) { pixels in try env.imagePixelBudget?.admit(pixels, for: url) }
            return (image, scale)
        } catch {
            env.diagnostics.report("image \(url.path): \(error)")
            return nil
        }
    }

    /// The file for `name`, preferring the display scale's `@Nx` variant.
    static func locate(_ name: String, bundle: Bundle?, env: EnvironmentValues) -> (URL, CGFloat)? {
        let s = Int(max(1, min(3, env.displayScale.rounded())))
        var candidates: [(String, CGFloat)] = []
        let ns = name as NSString
        let hasExtension = !ns.pathExtension.isEmpty
        let stem = hasExtension ? ns.deletingPathExtension : name
        let exts = hasExtension ? [ns.pathExtension] : ["png", "jpg", "jpeg"]
        for scale in Set([s, 1]).sorted(by: >) {
            for ext in exts { candidates.append((scale == 1 ? "\(stem).\(ext)" : "\(stem)@\(scale)x.\(ext)", CGFloat(scale))) }
        }
        for (file, scale) in candidates {
            let url: URL?
            if let bundle {
                let f = file as NSString
                url = bundle.url(forResource: f.deletingPathExtension, withExtension: f.pathExtension)
            } else {
                let dir = env.imageDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                let u = dir.appendingPathComponent(file)
                url = FileManager.default.fileExists(atPath: u.path) ? u : nil
            }
            if let url { return (url, scale) }
        }
        return nil
    }
}

final class ImageNode: ViewNode {
    let image: Image
    let raster: RasterImage?
    let scale: CGFloat
    init(env: EnvironmentValues, image: Image, loaded: (RasterImage, CGFloat)?) {
        self.image = image; raster = loaded?.0; scale = loaded?.1 ?? 1
        super.init(env: env)
    }
    override var kindName: String { "Image" }

    var naturalSize: CGSize {
        guard let r = raster else { return .zero }
        return CGSize(width: CGFloat(r.width) / scale, height: CGFloat(r.height) / scale)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let n = naturalSize
        guard image.isResizable else { return n }
        return CGSize(width: p.width ?? n.width, height: p.height ?? n.height)
    }

    override var drawing: NodeDrawing { .content }
    override func content(in rect: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        guard let raster, raster.width > 0, raster.height > 0 else { return [] }
        guard rect.width > 0, rect.height > 0 else { return [] }
        let tint: Paint? = image.templateMode == .template ? ForegroundStyle()._paint(in: env, bounds: rect) : nil
        let interpolation: ImageInterpolation
        switch image.interpolationQuality {
        case .none: interpolation = .none
        case .low: interpolation = .low
        case .medium: interpolation = .medium
        case .high: interpolation = .high
        }
        func item(_ img: RasterImage, _ r: CGRect, tiled: Bool) -> DisplayItem {
            let natural = CGSize(width: CGFloat(img.width) / scale, height: CGFloat(img.height) / scale)
            return .image(ImageItem(image: img, rect: r, interpolation: interpolation, tint: tint,
                                    tileSize: tiled ? natural : nil, antialiased: image.isAntialiased))
        }
        let tiled = image.isResizable && image.resizingMode == .tile
        let insets = image.capInsets
        guard image.isResizable, insets != EdgeInsets() else { return [item(raster, rect, tiled: tiled)] }
        // Nine-slice: corners keep their size, edges stretch (or tile) along
        // their length, the centre in both directions.
        let px = { (v: CGFloat) in Int((v * self.scale).rounded()) }
        let l = min(px(insets.leading), raster.width), t = min(px(insets.top), raster.height)
        let r = min(px(insets.trailing), raster.width - l), b = min(px(insets.bottom), raster.height - t)
        let cols = [(0, l), (l, raster.width - l - r), (raster.width - r, r)]
        let rows = [(0, t), (t, raster.height - t - b), (raster.height - b, b)]
        let dl = min(CGFloat(l) / scale, rect.width), dr = min(CGFloat(r) / scale, rect.width - dl)
        let dt = min(CGFloat(t) / scale, rect.height), db = min(CGFloat(b) / scale, rect.height - dt)
        let dcols = [(rect.minX, dl), (rect.minX + dl, rect.width - dl - dr), (rect.maxX - dr, dr)]
        let drows = [(rect.minY, dt), (rect.minY + dt, rect.height - dt - db), (rect.maxY - db, db)]
        var pieces: [DisplayItem] = []
        for (row, drow) in zip(rows, drows) {
            for (col, dcol) in zip(cols, dcols) {
                guard col.1 > 0, row.1 > 0, dcol.1 > 0, drow.1 > 0 else { continue }
                let piece = raster.cropped(x: col.0, y: row.0, width: col.1, height: row.1)
                pieces.append(item(piece, CGRect(x: dcol.0, y: drow.0, width: dcol.1, height: drow.1), tiled: tiled))
            }
        }
        return pieces
    }
}
