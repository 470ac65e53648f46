import Foundation
import EaselCore
import EaselCairo

/// One preview of a `PreviewProvider`, rendered.
public struct RenderedPreview: Sendable {
    /// The file name without extension: the provider's name, then the display name
    /// (or the preview's number) when the provider has several previews.
    public let name: String
    public let traits: PreviewTraits
    public let png: Data
    public let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point: the preview device's.
    public let scale: CGFloat
    public let diagnostics: [String]
}

public enum PreviewRenderingError: Error, CustomStringConvertible, Equatable {
    case unknownDevice(provider: String, index: Int, name: String)
    case noPreviews(provider: String)
    public var description: String {
        switch self {
        case let .unknownDevice(p, i, n):
            return "\(p) preview \(i + 1): no device named \"\(n)\"; Easel has \(Device.presets.map { "\"\($0.name)\"" }.joined(separator: ", "))"
        case .noPreviews(let p): return "\(p).previews has no views"
        }
    }
}

/// Renders a `PreviewProvider`'s previews as Xcode's canvas lays them out:
/// `.device` (the default) fills the preview device's screen, `.sizeThatFits`
/// is the view's ideal size and `.fixed(width:height:)` a container of that
/// size with the view centred. Scale and size classes are the device's (iPhone 15
/// Pro unless `.previewDevice` names another), and the background is the system
/// background of the preview's colour scheme, as on the canvas.
public enum PreviewRenderer {
    public static let defaultDevice = Device.iPhone15Pro

    public static func render<P: PreviewProvider>(_ provider: P.Type) throws -> [RenderedPreview] {
        let previews = P.previews
        let typeName = String(describing: P.self)
        let envs = PreviewList.environments(of: previews)
        guard !envs.isEmpty else { throw PreviewRenderingError.noPreviews(provider: typeName) }
        let names = fileNames(base: baseName(typeName), displayNames: envs.map(\.previewTraits.displayName))
        return try envs.enumerated().map { i, env in
            let traits = env.previewTraits
            var device = defaultDevice
            if let wanted = traits.device {
                guard let d = wanted.device else {
                    throw PreviewRenderingError.unknownDevice(provider: typeName, index: i, name: wanted.rawValue)
                }
                device = d
            }
            let selection = PreviewSelection(previews, index: i)
            let renderer: ImageRenderer<AnyView>
            switch traits.layout ?? .device {
            case .device:
                renderer = ImageRenderer(content: AnyView(selection))
                renderer.device = device
            case .sizeThatFits:
                renderer = ImageRenderer(content: AnyView(selection))
            case let .fixed(width, height):
                renderer = ImageRenderer(content: AnyView(selection.frame(width: width, height: height)))
                renderer.proposedSize = ProposedViewSize(width: width, height: height)
            }
            renderer.scale = device.scale
            renderer.environment.horizontalSizeClass = device.horizontalSizeClass
            renderer.environment.verticalSizeClass = device.verticalSizeClass
            renderer.environment.colorScheme = env.colorScheme
            renderer.isOpaque = true
            let raster = try renderer.rasterImage()
            let png = try PNGCodec.encode(raster, compression: renderer.pngCompression)
            return RenderedPreview(name: names[i], traits: traits, png: png, pixelWidth: raster.width,
                                   pixelHeight: raster.height, scale: device.scale, diagnostics: renderer.diagnostics)
        }
    }

    /// Writes each preview as `NAME.png` in `directory` (created if missing),
    /// each file atomically; returns the files in preview order.
    @discardableResult
    public static func write<P: PreviewProvider>(_ provider: P.Type, to directory: URL) throws -> [URL] {
        let rendered = try render(provider)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try rendered.map { r in
            let url = directory.appendingPathComponent(r.name + ".png")
            do { try r.png.write(to: url, options: .atomic) }
            catch { throw RenderError.io("cannot write \(url.path): \(error.localizedDescription)") }
            return url
        }
    }

    /// `ProfileCard_Previews` and `ProfileCardPreviews` are both `ProfileCard`.
    public static func baseName(_ typeName: String) -> String {
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    /// One preview keeps the base name; several add `-DisplayName` (letters,
    /// digits, `-` and `_`; other runs become `-`) or their 1-based number, and a
    /// name already taken gets the number as well.
    public static func fileNames(base: String, displayNames: [String?]) -> [String] {
        if displayNames.count == 1, displayNames[0] == nil { return [base] }
        var seen = Set<String>()
        return displayNames.enumerated().map { i, display in
            var name = base + "-" + (display.map(slug).flatMap { $0.isEmpty ? nil : $0 } ?? String(i + 1))
            if seen.contains(name) { name += "-\(i + 1)" }
            seen.insert(name)
            return name
        }
    }

    static func slug(_ s: String) -> String {
        var out = "", dash = false
        for ch in s {
            if ch.isASCII && (ch.isLetter || ch.isNumber || ch == "_") { out.append(ch); dash = false }
            else if !dash && !out.isEmpty { out.append("-"); dash = true }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }
}

/// What the `render-previews` plugin's generated runner calls for each provider:
/// writes its previews, refuses two providers writing the same file, and tells
/// what it wrote. `finish()` is the runner's exit status.
public final class PreviewExport {
    public let directory: URL
    /// Adds `@2x` / `@3x` to each file name, as DocC and asset catalogs expect,
    /// so a page shows the image at its size in points.
    public let scaleSuffix: Bool
    var written: [String: String] = [:]
    var failures = 0
    /// `--file PATH`: only the previews written in that file (`easel preview`).
    public var onlyFile: String?
    /// `--name NAME`: only the previews with that display name or file name.
    public var onlyName: String?
    /// `--format png|svg|pdf`, repeatable: the files written per preview (PNG when none).
    public var formats: [OutputFormat] = [.png]

    public init(directory: URL, scaleSuffix: Bool = false) { self.directory = directory; self.scaleSuffix = scaleSuffix }

    /// The runner's command line: the output folder, then `--scale-suffix`,
    /// `--file PATH`, `--name NAME` and `--format F` in any order. The plugin has
    /// checked the formats; an unknown one is skipped here.
    public convenience init(arguments: [String]) {
        self.init(directory: URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "Previews", isDirectory: true),
                  scaleSuffix: arguments.dropFirst(2).contains("--scale-suffix"))
        let rest = Array(arguments.dropFirst(2))
        func values(_ flag: String) -> [String] {
            rest.indices.filter { rest[$0] == flag && $0 + 1 < rest.count }.map { rest[$0 + 1] }
        }
        onlyFile = values("--file").last
        onlyName = values("--name").last
        let asked = values("--format").compactMap { name in PreviewExport.formatNames.first { $0.name == name }?.format }
        if !asked.isEmpty { formats = asked }
    }

    /// The formats a preview can be written in: vector pages beside the pixels.
    public static let formatNames: [(name: String, format: OutputFormat)] = [("png", .png), ("svg", .svg), ("pdf", .pdf)]

    @MainActor
    public func add<P: PreviewProvider>(_ provider: P.Type) {
        // A provider cannot be placed in a file at run time; the runner's scanner knows
        // its file and skips the call when `--file` names another one.
        let typeName = String(reflecting: P.self)
        var entries = PreviewEntry.providerPreviews(provider)
        if entries.isEmpty {
            FileHandle.standardError.write(Data("error: \(typeName): \(PreviewRenderingError.noPreviews(provider: typeName))\n".utf8))
            failures += 1
        }
        if let onlyName { entries = entries.filter { $0.displayName == onlyName || $0.name == onlyName } }
        for entry in entries {
            do { try write(entry, from: typeName) }
            catch {
                FileHandle.standardError.write(Data("error: \(typeName): \(error)\n".utf8))
                failures += 1
            }
        }
    }

    public func finish() -> Int32 { failures == 0 ? 0 : 1 }
}
