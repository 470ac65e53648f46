import Foundation
import CCairo
import CPango
import CFreeType
import CHarfBuzz
import CFontconfig

/// What, besides Easel's own code, decides the pixels of a render: the versions of
/// the C libraries loaded at run time and the exact font files the default families
/// resolve to. Stored beside goldens so a failing comparison on another machine
/// can say "the environment differs" before anyone hunts for a layout bug.
public struct RenderEnvironment: Codable, Hashable, Sendable {
    public struct FontFile: Codable, Hashable, Sendable {
        /// The family list asked for, e.g. "Inter,Noto Sans,DejaVu Sans,sans-serif".
        public var request: String
        /// File name only: the directory differs between machines without changing pixels.
        public var file: String
        public var sha256: String
        public init(request: String, file: String, sha256: String) {
            self.request = request; self.file = file; self.sha256 = sha256
        }
    }

    public var cairo: String
    public var freetype: String
    public var harfbuzz: String
    public var pango: String
    public var fontconfig: String
    public var fonts: [FontFile]
    /// Easel's bundled faces (`BundledFonts`) by content: a digest over every face's
    /// name and whole-file checksum; nil when they were not found (the system's
    /// copies are used) or in records written before fonts were bundled.
    public var bundledFonts: String?

    public init(cairo: String, freetype: String, harfbuzz: String, pango: String, fontconfig: String, fonts: [FontFile],
                bundledFonts: String? = nil) {
        self.cairo = cairo; self.freetype = freetype; self.harfbuzz = harfbuzz
        self.pango = pango; self.fontconfig = fontconfig; self.fonts = fonts; self.bundledFonts = bundledFonts
    }

    /// The family lists Easel's text engine asks for by default (sans-serif, its
    /// display cut for 20 pt and more, serif, monospaced designs), most preferred first.
    public static let defaultFontRequests = [
        "Inter,Noto Sans,DejaVu Sans,sans-serif",
        "Inter Display",
        "Noto Serif,DejaVu Serif,serif",
        "DejaVu Sans Mono,Noto Sans Mono,monospace",
        "Material Icons",
    ]

    /// This process's environment. Hashing the fonts reads a few megabytes, so the
    /// result is computed once.
    public static let current: RenderEnvironment = probe(fontRequests: defaultFontRequests)

    public static func probe(fontRequests: [String]) -> RenderEnvironment {
        // The bundled faces are registered with fontconfig before anything is asked of it.
        BundledFonts.prepare()
        return RenderEnvironment(cairo: String(cString: cairo_version_string()),
                          freetype: freetypeVersion(),
                          harfbuzz: String(cString: hb_version_string()),
                          pango: String(cString: pango_version_string()),
                          fontconfig: fontconfigVersion(),
                          // SF Pro, where it replaces Inter as the system font, is part of the picture too.
                          fonts: (fontRequests + SystemFont.sfProFamilies).compactMap(fontFile(for:)),
                          bundledFonts: BundledFonts.digest)
    }

    /// The differences from `other` as "what: here vs there" lines, empty when equal.
    public func differences(from other: RenderEnvironment, labels: (mine: String, theirs: String)) -> [String] {
        var lines: [String] = []
        func compare(_ name: String, _ a: String, _ b: String) {
            if a != b { lines.append("\(name) \(a) (\(labels.mine)) vs \(b) (\(labels.theirs))") }
        }
        compare("Cairo", cairo, other.cairo)
        compare("FreeType", freetype, other.freetype)
        compare("HarfBuzz", harfbuzz, other.harfbuzz)
        compare("Pango", pango, other.pango)
        compare("fontconfig", fontconfig, other.fontconfig)
        if let other = other.bundledFonts, bundledFonts != other {
            compare("bundled fonts", bundledFonts.map { String($0.prefix(12)) } ?? "not found",
                    String(other.prefix(12)))
        }
        let theirs = Dictionary(other.fonts.map { ($0.request, $0) }, uniquingKeysWith: { a, _ in a })
        for font in fonts {
            guard let match = theirs[font.request] else {
                lines.append("font for \"\(font.request)\": \(font.file) (\(labels.mine)) vs none (\(labels.theirs))")
                continue
            }
            if match.file != font.file {
                lines.append("font for \"\(font.request)\": \(font.file) (\(labels.mine)) vs \(match.file) (\(labels.theirs))")
            } else if match.sha256 != font.sha256 {
                lines.append("font file \(font.file) has different contents (SHA-256 \(font.sha256.prefix(12))… vs \(match.sha256.prefix(12))…)")
            }
        }
        let mine = Set(fonts.map(\.request))
        for font in other.fonts where !mine.contains(font.request) {
            lines.append("font for \"\(font.request)\": none (\(labels.mine)) vs \(font.file) (\(labels.theirs))")
        }
        return lines
    }

    private static func freetypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static func fontconfigVersion() -> String {
        // Encoded as major * 10000 + minor * 100 + revision.
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    /// The file fontconfig picks for a family list, with its digest.
    private static func fontFile(for request: String) -> FontFile? {
        guard FcInit() != 0, let pattern = FcNameParse(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, fcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = fcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var raw: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &raw) == fcResultMatch, let raw else { return nil }
        let path = String(cString: raw)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return FontFile(request: request, file: URL(fileURLWithPath: path).lastPathComponent, sha256: SHA256.hex(data))
    }
}

extension RenderEnvironment {
    /// SHA-256 of `data` as lowercase hex, the digest used for font files.
    package static func sha256Hex(_ data: Data) -> String { SHA256.hex(data) }
}
