import Foundation
import EaselCore

/// Puts "file:line:column: warning: key path:" in front of a missing-glyph warning: the
/// scene value the box comes from. A symbol is found by its name; text by a string
/// that holds one of the missing characters, or else the text itself (text built
/// from data is found where the scene writes it, or not at all).
enum GlyphWarningSite {
    static func locate(_ warning: String, in scene: BuiltScene) -> String {
        guard MissingGlyphs.isMissingGlyphMessage(warning), let body = scene.body else { return warning }
        let quoted = quotedValue(warning)
        let missing = codePoints(warning)
        let isSymbol = warning.hasPrefix("symbol ")
        var found: (SourceLocation, String)?
        walk(body, path: "body") { string, location, path in
            guard found == nil else { return }
            let hit = isSymbol ? string == quoted
                : missing.contains(where: { string.unicodeScalars.contains($0) }) || (!quoted.isEmpty && string.contains(quoted))
            if hit { found = (location, path) }
        }
        guard let (location, path) = found else { return warning }
        return "\(scene.file):\(location): warning: \(path): \(warning)"
    }

    /// The first "…" of the message (the text or the symbol's name), without a trailing ellipsis.
    private static func quotedValue(_ message: String) -> String {
        guard let open = message.firstIndex(of: "\""),
              let close = message[message.index(after: open)...].firstIndex(of: "\"") else { return "" }
        let s = String(message[message.index(after: open)..<close])
        return s.hasSuffix("…") ? String(s.dropLast()) : s
    }

    private static func codePoints(_ message: String) -> [Unicode.Scalar] {
        message.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { word in
            guard word.hasPrefix("U+"), let v = UInt32(word.dropFirst(2), radix: 16) else { return nil }
            return Unicode.Scalar(v)
        }
    }

    private static func walk(_ node: SceneNode, path: String, _ visit: (String, SourceLocation, String) -> Void) {
        switch node.kind {
        case .string(let s): visit(s, node.location, path)
        case .sequence(let items): for (i, item) in items.enumerated() { walk(item, path: "\(path)[\(i)]", visit) }
        case .mapping(let pairs): for p in pairs { walk(p.value, path: "\(path).\(p.key)", visit) }
        default: break
        }
    }
}
