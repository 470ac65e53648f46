import Foundation
import CPango
import CFontconfig

/// The font files Easel's defaults draw with, shipped with Easel (the `Fonts`
/// resource folder of this target) so that a render gives the same pixels on
/// every machine: Inter for the default family (SF Pro's stand-in; Inter Display
/// from 20 pt, where iOS switches to SF Pro Display) and Material Icons for SF
/// Symbols' stand-ins. They are the very files Debian 12's `fonts-inter`
/// (4.0~beta7+ds-1) and `fonts-material-design-icons-iconfont` (6.7.0+dfsg-1) install.
///
/// The system's fonts stay fallbacks for what these faces lack (other scripts,
/// emoji, CJK), and for the serif and monospaced designs.
public enum BundledFonts {
    /// The families the bundled faces provide. Copies of these families installed
    /// on the system are hidden from fontconfig, so another version (a newer
    /// `fonts-inter` on another distribution) never replaces the bundled one.
    public static let families = ["Inter", "Inter Display", "Material Icons"]

    /// The face files, by name; every one must be in the folder.
    public static let fileNames: [String] = {
        let styles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        // Both optical sizes in all nine weights, upright and italic: SwiftUI offers
        // every weight and italic for the system font at any size, and a face missing
        // from a family makes fontconfig substitute a neighbouring weight or slant the
        // upright one.
        let inter = ["Inter", "InterDisplay"].flatMap { family in
            styles.flatMap { s in ["\(family)-\(s).otf", s == "Regular" ? "\(family)-Italic.otf" : "\(family)-\(s)Italic.otf"] }
        }
        return inter + ["MaterialIcons-Regular.ttf"]
    }()

    /// Where the faces were found, or nil (then the system's copies are used, and
    /// `easel doctor` says so). Looked up once.
    public static let directory: URL? = candidates().first(where: isComplete)

    /// The places looked in, in order:
    /// 1. `EASEL_FONT_DIR`, for a relocated installation;
    /// 2. `PREFIX/share/easel/fonts` beside `PREFIX/bin/easel` (`make install`, `make dist`);
    /// 3. SwiftPM's resource bundle beside the executable (`swift build`/`swift test`,
    ///    and any package that depends on Easel);
    /// 4. this source folder, for a build run from elsewhere while its checkout exists.
    public static func candidates() -> [URL] {
        var out: [URL] = []
        if let raw = getenv("EASEL_FONT_DIR"), raw.pointee != 0 {
            out.append(URL(fileURLWithPath: String(cString: raw), isDirectory: true))
        }
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let bin = exe.deletingLastPathComponent()
            out.append(bin.deletingLastPathComponent().appendingPathComponent("share/easel/fonts", isDirectory: true))
            out.append(bin.appendingPathComponent("Easel_EaselText.resources/Fonts", isDirectory: true))
        }
        out.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts", isDirectory: true))
        return out
    }

    static func isComplete(_ dir: URL) -> Bool {
        fileNames.allSatisfy { FileManager.default.isReadableFile(atPath: dir.appendingPathComponent($0).path) }
    }

    /// A fontconfig configuration with the bundled faces as application fonts and
    /// the system's copies of their families rejected; nil when the faces were not
    /// found. Costs what fontconfig's own start costs (the system configuration and
    /// its caches), plus the bundled folder's cache.
    static func makeConfig() -> OpaquePointer? {
        guard let dir = directory, let config = FcInitLoadConfig() else { return nil }
        let paths = fileNames.map { dir.appendingPathComponent($0).path }
        // Accept patterns outrank reject patterns, so the bundled files pass the
        // family rejection that hides every other copy (system .otf, .woff, .ttf).
        let accept = paths.map { "<pattern><patelt name=\"file\"><string>\(xmlEscaped($0))</string></patelt></pattern>" }
        let reject = families.map { "<pattern><patelt name=\"family\"><string>\(xmlEscaped($0))</string></patelt></pattern>" }
        let xml = "<?xml version=\"1.0\"?><fontconfig><selectfont><acceptfont>\(accept.joined())</acceptfont>"
            + "<rejectfont>\(reject.joined())</rejectfont></selectfont></fontconfig>"
        let parsed = xml.withCString { p in
            p.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard parsed != 0, FcConfigBuildFonts(config) != 0 else { FcConfigDestroy(config); return nil }
        // One folder, read through fontconfig's cache (written to the user's cache folder
        // on the first run, then only mapped): scanning the files (19 when measured) on every start cost
        // about 7 ms of a cold render's CPU. The folder holds only these faces and
        // their licences, which fontconfig skips.
        let folder = dir.path
        _ = folder.withCString { p in
            p.withMemoryRebound(to: FcChar8.self, capacity: folder.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) }
        }
        return config
    }

    private static func xmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Makes sure the configuration is in place (it is set up with Easel's Pango
    /// runtime, before its first render); code that asks fontconfig directly
    /// calls this first.
    public static func prepare() { _ = PangoRuntime.shared }
}
