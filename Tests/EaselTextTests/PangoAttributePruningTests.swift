import Testing
import Foundation
@testable import EaselText
import EaselCore

/// Pango gets colour attributes only for text with decorations or backgrounds,
/// and the no-hyphen attribute only when lines can break (a width, a height or a
/// line limit). Leaving them out must not move a glyph: checked against requests
/// that carry them, over the strings `IdealLayoutReuseTests` uses.
@Suite struct PangoAttributePruningTests {
    static let red = RGBA(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.6)

    static func request(_ s: String, size: CGFloat = 17, _ edit: (inout TextRequest) -> Void = { _ in }) -> TextRequest {
        var r = TextRequest(runs: [TextRun(string: s, font: ResolvedFont(size: size), color: red)])
        edit(&r)
        return r
    }

    /// Everything but the decorations and the colour the request gives.
    static func sameGlyphs(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.size == b.size && a.firstBaseline == b.firstBaseline && a.lines.count == b.lines.count
            && zip(a.lines, b.lines).allSatisfy { la, lb in
                la.frame == lb.frame && la.runs.count == lb.runs.count && zip(la.runs, lb.runs).allSatisfy {
                    $0.glyphs == $1.glyphs && $0.clusters == $1.clusters && $0.textClusters == $1.textClusters
                        && $0.origin == $1.origin && $0.lineOrigin == $1.lineOrigin && $0.advance == $1.advance && $0.face == $1.face
                }
            }
    }

    @Test func colourAttributesDoNotMoveGlyphs() {
        let engine = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false)
        var compared = 0
        for s in IdealLayoutReuseTests.strings {
            for size: CGFloat in [11, 17, 28] {
                let plain = Self.request(s, size: size) { $0.systemTracking = true }
                // A run with a strikethrough makes every run take its colour attributes.
                var coloured = plain
                coloured.runs.append(TextRun(string: "", font: ResolvedFont(size: size), color: .black))
                coloured.runs[1].strikethrough = TextDecoration(style: .solid, color: nil)
                #expect(Self.sameGlyphs(engine.layout(plain), engine.layout(coloured)), "\(s) at \(size)")
                compared += 1
            }
        }
        #expect(compared == IdealLayoutReuseTests.strings.count * 3)
    }

    @Test func decorationsStillTakeTheRunColour() throws {
        let engine = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false)
        let layout = engine.layout(Self.request("Red underline") { $0.runs[0].underline = TextDecoration(style: .solid, color: nil) })
        let line = try #require(layout.lines.first?.runs.first?.decorations.first)
        // Pango's 16-bit channels: 0.8 × 65535 = 52428, 0.1 × 65535 = 6553.5 → 6554, alpha 0.6 → 39321.
        #expect(line.kind == .underline)
        #expect(line.color == RGBA(red: 52428.0 / 65535, green: 6554.0 / 65535, blue: 6554.0 / 65535, alpha: 39321.0 / 65535))
    }

    @Test func hyphenAttributeOnlyMattersWhereLinesBreak() {
        let engine = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false)
        for s in ["Supercalifragilisticexpialidocious", "WWWWWWWWWWWWWWWWWWWW", "1234567890123456"] {
            let ideal = engine.layout(Self.request(s))
            // A width no line needs: the hyphen attribute is set, nothing wraps.
            let wide = engine.layout(Self.request(s) { $0.width = ideal.size.width + 200 })
            #expect(Self.sameGlyphs(ideal, wide), "\(s)")
            // A width the word overflows: broken inside the word, with no hyphen glyph added.
            let narrow = engine.layout(Self.request(s) { $0.width = ideal.size.width / 2 })
            let glyphs = { (l: TextLayout) in l.lines.flatMap(\.runs).reduce(0) { $0 + $1.glyphs.count } }
            #expect(narrow.lines.count >= 2, "\(s)")
            #expect(glyphs(narrow) == glyphs(ideal) && glyphs(ideal) == s.count, "\(s)")
        }
    }
}
