import Testing
import Foundation
import EaselText
import EaselCore

/// Lines whose glyphs come from a fallback face (Arabic, CJK, emoji) take
/// their height from the text's primary font, as CoreText's lines do: within
/// 15 % of a Latin line at the same size, where Pango alone sizes them by the
/// fallback face (Noto Sans Arabic's 17-pt line is 35.9 pt against Inter's 20.6).
@Suite struct FallbackLineHeightTests {
    static let samples = ["مرحبا بالعالم", "漢字とかな", "🎉😀", "Hello 🎉 مرحبا 漢字"]

    func lineHeight(_ text: String, size: CGFloat = 17, family: String? = nil) -> CGFloat {
        let l = engine.layout(request(text, size: size, family: family))
        return l.lines[0].frame.height
    }

    @Test(arguments: samples)
    func fallbackLinesStayNearALatinLine(_ text: String) {
        for size: CGFloat in [12, 17, 34] {
            let latin = lineHeight("Hello", size: size)
            let h = lineHeight(text, size: size)
            // Inter's ascender plus descender, 1.2109 em: 20.59 pt at 17 pt; from 20 pt
            // Inter Display's, (1974 + 502) / 2048 = 1.2090 em.
            #expect(abs(latin - size * (size >= 20 ? 1.2090 : 1.2109)) < 0.05)
            #expect(abs(h - latin) / latin < 0.15, "\(text) at \(size) pt: \(h) pt against \(latin)")
        }
    }

    @Test func twoArabicLinesAreSpacedLikeLatinLines() {
        let arabic = engine.layout(request("مرحبا\nبالعالم"))
        let latin = engine.layout(request("Hello\nWorld"))
        let arabicStep = arabic.lines[1].baseline - arabic.lines[0].baseline
        let latinStep = latin.lines[1].baseline - latin.lines[0].baseline
        #expect(abs(arabicStep - latinStep) / latinStep < 0.15, "\(arabicStep) against \(latinStep)")
    }

    @Test func aTextsOwnFontKeepsItsOwnHeight() {
        // Set by the text itself, Noto Sans Arabic is the primary font: its own, taller line.
        let own = lineHeight("مرحبا بالعالم", family: "Noto Sans Arabic")
        let latin = lineHeight("Hello")
        #expect(own > latin * 1.4)
    }
}
