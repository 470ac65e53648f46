import Foundation

/// An Xcode asset catalog (`*.xcassets`) read from disk: its colour sets and
/// image sets, by name, with their light/dark appearances and @1x/@2x/@3x
/// files. `Color("Name")` and `Image("name")` look here first when the
/// environment has a catalog (`EnvironmentValues.assetCatalog`).
///
/// Folders inside the catalog group sets; a group whose Contents.json says
/// `"provides-namespace": true` prefixes its sets' names (`Brand/Accent`), as
/// Xcode does. High-contrast variants and device idioms other than universal
/// and iphone are not chosen.
public struct AssetCatalog: Sendable {
    public let url: URL
    struct ColorEntry: Sendable { var any: RGBA?; var light: RGBA?; var dark: RGBA? }
    struct ImageFile: Sendable { var url: URL; var scale: Int?; var dark: Bool }
    private(set) var colors: [String: ColorEntry] = [:]
    private(set) var images: [String: [ImageFile]] = [:]
    /// Sets whose Contents.json could not be read, with why.
    public private(set) var problems: [String] = []

    public enum Failure: Error, CustomStringConvertible {
        case notAFolder(String)
        public var description: String {
            switch self { case .notAFolder(let p): return "asset catalog '\(p)' is not a folder" }
        }
    }

    public init(contentsOf url: URL) throws {
        self.url = url.standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw Failure.notAFolder(url.path)
        }
        scan(url, prefix: "", depth: 0)
    }

    public var colorNames: [String] { colors.keys.sorted() }
    public var imageNames: [String] { images.keys.sorted() }

    /// The colour named `name` for a colour scheme; nil when the catalog has none.
    public func color(named name: String, scheme: ColorScheme) -> RGBA? {
        guard let e = colors[name] else { return nil }
        return scheme == .dark ? (e.dark ?? e.any ?? e.light) : (e.light ?? e.any ?? e.dark)
    }

    /// The file for image `name` at the display scale and scheme, and its scale:
    /// the scale's own file, else the nearest larger, else the largest.
    public func imageFile(named name: String, displayScale: CGFloat, scheme: ColorScheme) -> (URL, CGFloat)? {
        guard let files = images[name], !files.isEmpty else { return nil }
        let wanted = Int(max(1, min(3, displayScale.rounded())))
        let dark = scheme == .dark
        let pool = files.contains { $0.dark == dark } ? files.filter { $0.dark == dark } : files.filter { !$0.dark }
        // A single-scale (vector-style) entry has no scale and serves every display at 1x.
        if let single = pool.first(where: { $0.scale == nil }) { return (single.url, 1) }
        let byScale = pool.sorted { ($0.scale ?? 1) < ($1.scale ?? 1) }
        let pick = byScale.first { $0.scale == wanted } ?? byScale.first { ($0.scale ?? 1) > wanted } ?? byScale.last
        return pick.map { ($0.url, CGFloat($0.scale ?? 1)) }
    }

    private mutating func scan(_ dir: URL, prefix: String, depth: Int) {
        guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil) else { return }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let ext = entry.pathExtension
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch ext {
            case "colorset": readColorSet(entry, name: name)
            case "imageset": readImageSet(entry, name: name)
            case "": // a group folder
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDir), isDir.boolValue else { continue }
                let contents = json(entry.appendingPathComponent("Contents.json"))
                let namespaced = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                scan(entry, prefix: namespaced ? prefix + entry.lastPathComponent + "/" : prefix, depth: depth + 1)
            default: continue
            }
        }
    }

    private func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// `luminosity` appearance of an entry: "light", "dark" or nil (any); nil too for high-contrast variants' marker.
    private static func appearance(_ entry: [String: Any]) -> (luminosity: String?, highContrast: Bool) {
        var lum: String?, hc = false
        for a in entry["appearances"] as? [[String: Any]] ?? [] {
            if a["appearance"] as? String == "luminosity" { lum = a["value"] as? String }
            if a["appearance"] as? String == "contrast" { hc = true }
        }
        return (lum, hc)
    }

    private static func idiomFits(_ entry: [String: Any]) -> Bool {
        let idiom = entry["idiom"] as? String ?? "universal"
        return idiom == "universal" || idiom == "iphone"
    }

    private mutating func readColorSet(_ dir: URL, name: String) {
        let file = dir.appendingPathComponent("Contents.json")
        guard let root = json(file), let list = root["colors"] as? [[String: Any]] else {
            problems.append("\(file.path): not a colour set's Contents.json"); return
        }
        var e = ColorEntry()
        for item in list where AssetCatalog.idiomFits(item) {
            let (lum, hc) = AssetCatalog.appearance(item)
            guard !hc else { continue }
            guard let color = item["color"] as? [String: Any], let c = AssetCatalog.rgba(color) else {
                problems.append("\(file.path): a colour Easel cannot read"); continue
            }
            switch lum {
            case "dark": e.dark = c
            case "light": e.light = c
            default: e.any = c
            }
        }
        colors[name] = e
    }

    /// Xcode writes components as "0.800", "204" (0–255) or "0xCC"; grey spaces use `white`.
    static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let comps = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let s = comps[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = comps[key] as? NSNumber { raw = n.stringValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let v = Int(raw.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(raw) else { return nil }
            // Xcode writes floats with a decimal point; a bare integer is the 0–255 input (alpha is always a fraction).
            return key != "alpha" && !raw.contains(".") ? v / 255 : v
        }
        let alpha = value("alpha") ?? 1
        if let w = value("white") { return RGBA(red: w, green: w, blue: w, alpha: alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        // Display P3 and linear sets are converted to the sRGB Easel draws in.
        let space: Color.RGBColorSpace
        switch color["color-space"] as? String {
        case "display-p3": space = .displayP3
        case "extended-linear-srgb", "linear-srgb": space = .sRGBLinear
        default: space = .sRGB
        }
        let (sr, sg, sb) = ColorSpaces.sRGB(space, r, g, b)
        return RGBA(red: sr, green: sg, blue: sb, alpha: alpha)
    }

    private mutating func readImageSet(_ dir: URL, name: String) {
        let file = dir.appendingPathComponent("Contents.json")
        guard let root = json(file), let list = root["images"] as? [[String: Any]] else {
            problems.append("\(file.path): not an image set's Contents.json"); return
        }
        var files: [ImageFile] = []
        for item in list where AssetCatalog.idiomFits(item) {
            guard let filename = item["filename"] as? String else { continue }  // an empty slot
            let (lum, hc) = AssetCatalog.appearance(item)
            guard !hc else { continue }
            let scale = (item["scale"] as? String).flatMap { Int($0.replacingOccurrences(of: "x", with: "")) }
            files.append(ImageFile(url: dir.appendingPathComponent(filename), scale: scale, dark: lum == "dark"))
        }
        images[name] = files
    }
}

struct AssetCatalogKey: EnvironmentKey { static let defaultValue: AssetCatalog? = nil }
extension EnvironmentValues {
    /// The asset catalog `Color("Name")` and `Image("name")` read; nil: none
    /// (named images then come from `imageDirectory`).
    public var assetCatalog: AssetCatalog? {
        get { self[AssetCatalogKey.self] } set { self[AssetCatalogKey.self] = newValue }
    }
}
