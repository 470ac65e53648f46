import Foundation
import CCairo
import CPango
import CFontconfig
import EaselCore

/// Questions asked of the fontconfig configuration Easel renders with (its
/// bundled faces included), for `easel doctor` and the render environment.
public enum FontProbe {
    public struct Match: Sendable, Equatable {
        public var family: String
        /// The file's full path.
        public var path: String
        /// Whether the file is one of Easel's bundled faces.
        public var isBundled: Bool
    }

    /// The face fontconfig picks for `request` (a family list, "Inter,sans-serif");
    /// with `character`, the best face that has that character, or nil when no
    /// installed face has it (Pango would draw a missing-glyph box).
    public static func match(_ request: String, character: Unicode.Scalar? = nil) -> Match? {
        BundledFonts.prepare()
        guard let pattern = FcNameParse(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var charset: OpaquePointer?
        if let character {
            // The character set outranks the family in fontconfig's match, so the
            // answer is a face with the character whenever one is installed.
            charset = FcCharSetCreate()
            _ = FcCharSetAddChar(charset, character.value)
            _ = FcPatternAddCharSet(pattern, "charset", charset)
        }
        defer { if let charset { FcCharSetDestroy(charset) } }
        FcConfigSubstitute(nil, pattern, fcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = fcResultNoMatch
        guard let found = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        if let character {
            var has: OpaquePointer?
            guard FcPatternGetCharSet(found, "charset", 0, &has) == fcResultMatch, let has,
                  FcCharSetHasChar(has, character.value) != 0 else { return nil }
        }
        var file: UnsafeMutablePointer<FcChar8>?, name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, "file", 0, &file) == fcResultMatch, let file else { return nil }
        let path = String(cString: file)
        var family = ""
        if FcPatternGetString(found, "family", 0, &name) == fcResultMatch, let name { family = String(cString: name) }
        let bundled = BundledFonts.directory.map { path.hasPrefix($0.path + "/") } ?? false
        return Match(family: family, path: path, isBundled: bundled)
    }
}

extension FontProbe {
    /// The face Easel's default text draws `text` with, asked of Pango itself (its
    /// family list, script faces and fontconfig's per-character fallback); nil when
    /// it is drawn as missing-glyph boxes.
    public static func defaultTextFace(for text: String) -> Match? {
        let request = TextRequest(runs: [TextRun(string: text, font: ResolvedFont(size: 17), color: RGBA(red: 0, green: 0, blue: 0, alpha: 1))])
        let runs = DefaultTextEngine.shared.layout(request).glyphRuns
        guard let run = runs.first(where: { $0.glyphs.contains { !$0.isMissing } }),
              !runs.contains(where: { $0.missingCharacters > 0 }) else { return nil }
        let path = run.face.filePath
        let bundled = BundledFonts.directory.map { path.hasPrefix($0.path + "/") } ?? false
        return Match(family: run.face.family, path: path, isBundled: bundled)
    }
}
