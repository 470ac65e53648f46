import Foundation
import Easel

/// Fails a view snapshot whose render drew missing-glyph boxes, unless the
/// snapshot configuration allows them (`allowsMissingGlyphs`).
struct MissingGlyphError: Error, CustomStringConvertible {
    let messages: [String]
    var description: String {
        "the view draws missing-glyph boxes (a font this machine lacks?):\n"
            + messages.map { "  • \($0)" }.joined(separator: "\n")
            + "\nRun `easel doctor`; to record the boxes on purpose, use withSnapshotConfiguration(allowsMissingGlyphs: true)."
    }

    static func check(_ diagnostics: [String]) throws {
        guard SnapshotConfiguration.current.allowsMissingGlyphs != true else { return }
        let missing = diagnostics.filter(MissingGlyphs.isMissingGlyphMessage)
        if !missing.isEmpty { throw MissingGlyphError(messages: missing) }
    }
}
