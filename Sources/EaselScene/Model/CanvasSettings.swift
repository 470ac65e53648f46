import Foundation
import EaselCore
import EaselCairo

/// How the scene is rendered: the size offered to the body (an axis given here
/// is also the image's size on that axis), scale, background and the
/// environment every view starts with.
public struct CanvasSettings: Sendable {
    public var width: Double?
    public var height: Double?
    public var scale: Double = 1
    public var alignment: Alignment = .center
    public var background: AnyShapeStyle?
    public var font: Font?
    public var fonts: [URL] = []
    public var colorScheme: ColorScheme = .light
    public var layoutDirection: LayoutDirection = .leftToRight
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Render full screen on a device: its size, scale, safe area, size classes,
    /// status bar and home indicator (`ImageRenderer.device`).
    public var device: Device?
    /// The asset catalog named colours and images come from: `--assets`, else
    /// the canvas's `assets:`, else the first `*.xcassets` folder beside the scene.
    public var assetCatalog: AssetCatalog?
    /// SF Pro's tracking table on the default family (`EnvironmentValues.systemFontTracking`).
    public var systemTracking: Bool = SystemFontTracking.enabledByDefault

    /// Device presets by the names scenes write.
    static let devices: [(String, Device)] = [
        ("iPhone15Pro", .iPhone15Pro), ("iPhone15ProMax", .iPhone15ProMax), ("iPhoneSE", .iPhoneSE), ("iPadAir11", .iPadAir11),
    ]

    static let keys: [ParamSpec] = [
        ParamSpec("width", .number(min: 1), "Points offered to the body, and the image width."),
        ParamSpec("height", .number(min: 1), "Points offered to the body, and the image height."),
        ParamSpec("scale", .number(min: 0.1, max: SceneLimits.default.maxScale), "Pixels per point (0.1…8)."),
        ParamSpec("alignment", .alignment, "Where the body sits when it is smaller than width/height."),
        ParamSpec("background", .style, "Fills the whole image behind the body."),
        ParamSpec("font", .font, "The default font."),
        ParamSpec("fonts", .list(.file), "Font files to register, relative to the scene file."),
        ParamSpec("colorScheme", .choice(Cursor.colorSchemes)),
        ParamSpec("layoutDirection", .choice(Cursor.layoutDirections)),
        ParamSpec("dynamicTypeSize", .choice(Cursor.dynamicTypeSizes)),
        ParamSpec("systemTracking", .bool, "SF Pro's published tracking per point size on the default family (default true, or EASEL_SYSTEM_TRACKING)."),
        ParamSpec("device", .choice(CanvasSettings.devices.map(\.0)),
                  "Render full screen on a device (size, scale, safe area, status bar, home indicator); width, height and scale default to the device's."),
        ParamSpec("assets", .folder, "An asset catalog folder (*.xcassets) for Color {asset:} and Image {name:}; default: one beside the scene."),
    ]

    init(_ cursor: Cursor?, overrides: CanvasOverrides) throws {
        if let cursor, !cursor.node.isNull {
            let names = CanvasSettings.keys.map(\.name)
            for (k, untyped) in try cursor.entries(what: "canvas settings") {
                var c = untyped
                c.declared = CanvasSettings.keys.first { $0.name == k && k != "scale" }?.kind
                switch k {
                case "width": width = try c.number(.size)
                case "height": height = try c.number(.size)
                case "scale": scale = try c.number(NumberRule(min: 0.1, max: cursor.limits.maxScale))
                case "alignment": alignment = try c.alignment()
                case "background": background = try c.style()
                case "font": font = try c.font()
                case "fonts": fonts = try c.items().compactMap { item in
                    let path = try item.string()
                    let url: URL
                    do { url = try item.context.assets.resolve(path) } catch let f as AssetResolver.Failure {
                        throw item.error(f.description)
                    }
                    // A font listed again costs nothing: only new files are read, counted and registered.
                    guard try item.context.budget.registerFont(url, at: item) else { return nil }
                    do { _ = try item.context.assets.read(path) } catch let f as AssetResolver.Failure {
                        throw item.error(f.description)
                    }
                    // Registration is per process and idempotent, so batches re-registering the same file are harmless.
                    do { try Font.register(fileAt: url) } catch {
                        throw item.error("'\(path)' is not a font file (TTF, OTF or TTC) that fontconfig can read")
                    }
                    return url
                }
                case "colorScheme": colorScheme = try c.colorScheme()
                case "layoutDirection": layoutDirection = try c.layoutDirection()
                case "dynamicTypeSize": dynamicTypeSize = try c.dynamicTypeSize()
                case "systemTracking": systemTracking = try c.bool()
                case "device":
                    let name = try c.string()
                    guard let d = CanvasSettings.devices.first(where: { $0.0 == name })?.1 else {
                        throw c.error("unknown device '\(name)'; expected \(CanvasSettings.devices.map(\.0).joined(separator: ", "))",
                                      suggestion: Suggestions.nearest(to: name, in: CanvasSettings.devices.map(\.0)))
                    }
                    device = d
                case "assets":
                    let path = try c.string()
                    let url: URL
                    do { url = try c.context.assets.resolve(path, folder: true) } catch let f as AssetResolver.Failure { throw c.error(f.description) }
                    do { assetCatalog = try AssetCatalog(contentsOf: url) } catch { throw c.error("\(error)") }
                default:
                    throw c.error("unknown canvas setting '\(k)'", suggestion: Suggestions.nearest(to: k, in: names))
                }
            }
        }
        if let d = device {
            // The device's screen and scale, unless the scene or the command line says otherwise.
            let given = { (key: String) in cursor?.node.value(forKey: key) != nil }
            if !given("width") { width = Double(d.size.width) }
            if !given("height") { height = Double(d.size.height) }
            if !given("scale") { scale = Double(d.scale) }
        }
        if let url = overrides.assets {
            do { assetCatalog = try AssetCatalog(contentsOf: url) } catch {
                throw SceneError(file: "--assets", location: nil, keyPath: "", message: "\(error)")
            }
        } else if assetCatalog == nil, let base = cursor?.context.assets.baseDirectory {
            let beside = (try? FileManager.default.contentsOfDirectory(at: base, includingPropertiesForKeys: nil)) ?? []
            if let found = beside.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }).first {
                assetCatalog = try? AssetCatalog(contentsOf: found)
            }
        }
        let limits = cursor?.limits ?? .default
        let file = cursor?.file ?? "canvas"
        // A command-line value is checked as what the user typed, and blamed on its option.
        func overridden(_ name: String, _ v: Double?) throws -> Double? {
            guard let v else { return nil }
            let range = name == "scale" ? "between 0.1 and \(DataValue.format(limits.maxScale))" : "a finite number ≥ 0"
            let fits = name == "scale" ? v >= 0.1 && v <= limits.maxScale : v.isFinite && v >= 0
            guard fits else { throw SceneError(file: "--\(name)", location: nil, keyPath: "", message: "must be \(range), got \(v)") }
            return v
        }
        if let w = try overridden("width", overrides.width) { width = w }
        if let h = try overridden("height", overrides.height) { height = h }
        if let s = try overridden("scale", overrides.scale) { scale = s }
        // Where a message points: the option when one was given, else the canvas key.
        func blame(_ name: String) -> (String, SourceLocation?, String) {
            let given: Double? = name == "width" ? overrides.width : name == "height" ? overrides.height : overrides.scale
            if given != nil { return ("--\(name)", nil, "") }
            return (file, cursor?.node.value(forKey: name)?.location ?? cursor?.node.location, "canvas.\(name)")
        }
        guard scale >= 0.1, scale <= limits.maxScale else {
            let (f, loc, key) = blame("scale")
            throw SceneError(file: f, location: loc, keyPath: key,
                             message: "scale must be between 0.1 and \(DataValue.format(limits.maxScale)), got \(scale)")
        }
        for (name, v) in [("width", width), ("height", height)] {
            guard let v else { continue }
            let (f, loc, key) = blame(name)
            guard v.isFinite, v >= 0 else {
                throw SceneError(file: f, location: loc, keyPath: key, message: "must be a non-negative number")
            }
            if v * scale > Double(limits.maxPixelDimension) {
                throw SceneError(file: f, location: loc, keyPath: key,
                                 message: "\(DataValue.format(v)) points at scale \(DataValue.format(scale)) is \(Int(v * scale)) pixels; the limit is \(limits.maxPixelDimension)"
                                    + SceneLimits.raise("maxPixelDimension"))
            }
        }
        if let w = width, let h = height, w * h * scale * scale > Double(limits.maxTotalPixels) {
            let (f, loc, key) = overrides.width != nil || overrides.height != nil ? ("--width/--height", nil, "") : (file, cursor?.node.location, "canvas")
            throw SceneError(file: f, location: loc as SourceLocation?, keyPath: key,
                             message: "\(Int(w * scale))×\(Int(h * scale)) pixels is over the limit of \(limits.maxTotalPixels) pixels" + SceneLimits.raise("maxTotalPixels"))
        }
    }
}

/// The scene's `canvas:` settings were called `Canvas`, a name SwiftUI gives a view
/// and that `DisplayList`'s pixel surface also had.
@available(*, deprecated, renamed: "CanvasSettings")
public typealias Canvas = CanvasSettings
