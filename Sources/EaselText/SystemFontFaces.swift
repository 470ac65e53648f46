import Foundation
import CPango
import CFontconfig

/// SF Pro, when the machine has it: Easel ships no SF Pro (Apple's licence lets
/// developers use it for mock-ups of their own apps, not redistribute it), but when
/// SF Pro Text/Display or SF Pro's variable font is installed, in `EASEL_SYSTEM_FONT_DIR`,
/// or registered (`Font.register(fileAt:)`, a scene's canvas `fonts:`), the system
/// font is SF Pro instead of the bundled Inter, so widths match iOS.
///
/// Optical sizes: SF Pro Text below 20 pt, SF Pro Display from 20 pt (Apple, WWDC 2015
/// session 804 "Introducing the New System Fonts", and the HIG's SF Pro guidance until
/// the variable font); with the variable font, its `opsz` axis is set to the size.
/// `EASEL_SYSTEM_FONT=stand-in` keeps Inter even where SF Pro is installed (goldens
/// recorded with Inter stay reproducible).
enum SystemFontFaces {
    struct Faces: Equatable {
        var text: Bool, display: Bool, variable: Bool
        /// Whether an SF Pro file carries its own AAT tracking table (`trak`), which
        /// HarfBuzz applies; Apple's table must then not be added on top.
        var ownTracking: Bool
    }

    /// Apple's size at which Display takes over from Text.
    static let displayFromSize: CGFloat = 20

    static let disabled: Bool = {
        guard let raw = getenv("EASEL_SYSTEM_FONT") else { return false }
        return String(cString: raw).lowercased() == "stand-in"
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: (generation: Int, faces: Faces?)?

    /// The SF Pro faces available now; nil when none (or disabled). Re-read when fonts are registered.
    static var current: Faces? {
        if disabled { return nil }
        let generation = PangoRuntime.shared.fontGeneration
        lock.lock(); defer { lock.unlock() }
        if let cache, cache.generation == generation { return cache.faces }
        let text = files(of: "SF Pro Text"), display = files(of: "SF Pro Display"), variable = files(of: "SF Pro")
        var faces: Faces? = nil
        if !text.isEmpty || !display.isEmpty || !variable.isEmpty {
            let all = text + display + variable
            faces = Faces(text: !text.isEmpty, display: !display.isEmpty, variable: !variable.isEmpty,
                          ownTracking: all.contains { FontFileChecksum.hasTable("trak", in: URL(fileURLWithPath: $0)) })
        }
        cache = (generation, faces)
        return faces
    }

    /// The SF Pro family for text of `size` points, and the `opsz` to set (variable font only).
    static func family(forSize size: CGFloat, in faces: Faces) -> (name: String, opticalSize: CGFloat?) {
        let wantsDisplay = size >= displayFromSize
        if wantsDisplay, faces.display { return ("SF Pro Display", nil) }
        if !wantsDisplay, faces.text { return ("SF Pro Text", nil) }
        if faces.variable { return ("SF Pro", size) }
        return (faces.text ? "SF Pro Text" : "SF Pro Display", nil)
    }

    /// The bundled stand-in's optical size for text of `size` points: Inter Display
    /// from `displayFromSize`, as SF Pro Display takes over from SF Pro Text; nil
    /// below it (Inter, the text cut, leads the default family list). Inter Display
    /// is Inter's cut for large text, tighter and finer, as SF Pro Display is.
    static func standInFamily(forSize size: CGFloat) -> String? {
        size >= displayFromSize ? "Inter Display" : nil
    }

    /// Files of one family in the configuration Pango renders with.
    private static func files(of family: String) -> [String] {
        BundledFonts.prepare()
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { p in
            p.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, "family", $0) }
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "file")
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var out: [String] = []
        for i in 0..<Int(list.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let font = list.pointee.fonts[i], FcPatternGetString(font, "file", 0, &file) == fcResultMatch, let file {
                out.append(String(cString: file))
            }
        }
        return out.sorted()
    }
}

/// What draws the system font on this machine, for `easel doctor` and the render environment.
public enum SystemFont {
    /// The SF Pro families in use ("SF Pro Text", "SF Pro Display", "SF Pro"), empty
    /// when the bundled Inter stands in.
    public static var sfProFamilies: [String] {
        guard let f = SystemFontFaces.current else { return [] }
        return (f.text ? ["SF Pro Text"] : []) + (f.display ? ["SF Pro Display"] : []) + (f.variable ? ["SF Pro"] : [])
    }
    /// Whether SF Pro's own tracking table is used instead of Apple's published one.
    public static var usesFontTracking: Bool { SystemFontFaces.current?.ownTracking == true }
}
