import Testing
import Foundation
@testable import EaselCairo
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
        let box = try #require(l.backing as? PangoLayoutBox)
        #expect(box.unknownGlyphCount == 0)
        #expect(l.size.width > 0)
        if let family { #expect(l.lines[0].runs.contains { $0.familyName == family }) }
        #expect(l.lines[0].runs.allSatisfy { !$0.familyName.isEmpty })
    }

    @Test func mixedScriptsInOneString() throws {
        let l = engine.layout(request("Hi 😀 中文 مرحبا שלום नमस्ते"))
        #expect(try #require(l.backing as? PangoLayoutBox).unknownGlyphCount == 0)
        let families = Set(l.lines[0].runs.map(\.familyName))
        #expect(families.isSuperset(of: ["Inter", "Noto Color Emoji", "Noto Sans Devanagari"]))
    }

    @Test func aMissingCharacterIsReportedAsUnknown() throws {
        // A private-use code point no installed font covers: the check can fail. Not in the
        // BMP's private-use area, which the Material Icons font (symbols) fills up to U+F8FF.
        let l = engine.layout(request("a\u{F0000}b"))
        #expect(try #require(l.backing as? PangoLayoutBox).unknownGlyphCount == 1)
    }
}
