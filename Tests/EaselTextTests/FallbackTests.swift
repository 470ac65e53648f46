import Testing
import Foundation
import EaselText
import EaselCore

@Suite struct FallbackTests {
    /// Each script draws real glyphs (no .notdef boxes) from a face that has it.
    @Test(arguments: [
        ("Party 🎉😀", "Noto Color Emoji"),
        ("漢字とかな", "Noto Sans CJK JP"),
        ("مرحبا بالعالم", "Noto Sans Arabic"),
        ("שלום עולם", "Noto Sans Hebrew"),
        ("नमस्ते दुनिया", "Noto Sans Devanagari"),
    ] as [(String, String?)])
    func scriptsFallBackToRealGlyphs(_ text: String, _ family: String?) throws {
        let l = engine.layout(request(text))
        #expect(missing(l) == 0)
        #expect(l.size.width > 0)
        if let family { #expect(l.lines[0].runs.contains { $0.familyName == family }) }
        #expect(l.lines[0].runs.allSatisfy { !$0.familyName.isEmpty })
    }

    @Test func mixedScriptsInOneString() throws {
        let l = engine.layout(request("Hi 😀 中文 مرحبا שלום नमस्ते"))
        #expect(missing(l) == 0)
        let families = Set(l.lines[0].runs.map(\.familyName))
        #expect(families.isSuperset(of: ["Inter", "Noto Color Emoji", "Noto Sans Devanagari"]))
    }

    @Test func aMissingCharacterIsReportedAsUnknown() throws {
        // An unassigned code point, which no font covers: the check can fail. (A
        // private-use one is not safe: icon fonts such as Material Icons claim them.)
        let l = engine.layout(request("a\u{0378}b"))
        #expect(missing(l) == 1)
        // The run keeps the code point, so a backend can draw Pango's box for it.
        #expect(l.glyphRuns.flatMap(\.glyphs).contains { $0.isMissing && $0.id & 0x1F_FFFF == 0x378 })
    }

    func missing(_ l: TextLayout) -> Int { l.glyphRuns.reduce(0) { $0 + $1.missingCharacters } }
}
