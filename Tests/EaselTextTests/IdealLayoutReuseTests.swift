import Testing
import Foundation
@testable import EaselText
import EaselCore

/// A proposal at least as wide as a one-line text's ideal width is answered
/// with the ideal layout, not shaped again. The answer must be exactly what
/// Pango gives for that proposal: checked here against an engine that always
/// asks Pango, over scripts, styles and widths where a difference would show
/// (kerning, letter spacing and tracking, right-to-left and mixed direction,
/// fallback faces, decorations, alignment, limits, scaling).
@Suite struct IdealLayoutReuseTests {
    static let strings = [
        "Row 17 of 1000", "AVATAR Type WAVE To.", "office ﬁ ffl", "Hello, world!", " leading and trailing ",
        "مرحبا بالعالم", "שלום עולם", "Mixed English עברית and عربي", "漢字とかな", "Emoji 😀👍🏽 flags 🇫🇷",
        "e\u{301}te\u{301}", "Tab\tstop", "x", "", "1234567890", "WWWWWWWWWWWW", "Ünïcödé Çåfé",
    ]

    static func requests() -> [TextRequest] {
        var out: [TextRequest] = []
        for (i, s) in strings.enumerated() {
            out.append(request(s))
            out.append(request(s, size: 11, weight: .bold) { $0.systemTracking = true })
            out.append(request(s, size: 28) { $0.runs[0].kerning = 1.5; $0.alignment = .center })
            out.append(request(s) { $0.runs[0].tracking = -0.7; $0.layoutDirection = .rightToLeft; $0.alignment = .trailing })
            out.append(request(s, size: 15) {
                $0.runs[0].underline = TextDecoration(style: .solid, color: nil)
                $0.lineLimit = 1; $0.minimumScaleFactor = 0.5; $0.allowsTightening = true
            })
            // Two runs, styles meeting mid-text.
            let cut = s.index(s.startIndex, offsetBy: s.count / 2)
            var r = request(String(s[..<cut]), size: 14) { $0.minimumLines = i % 3 }
            r.runs.append(TextRun(string: String(s[cut...]), font: ResolvedFont(size: 19, weight: .semibold), color: .black))
            out.append(r)
        }
        return out
    }

    @Test func reusedIdealLayoutsEqualPangosOwn() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false)
        var reused = 0
        for base in Self.requests() {
            let ideal = pango.layout(base)
            let w = ideal.size.width
            for (width, height) in [(w, nil), (w + 0.001, nil), (w + 0.5, nil), (w.rounded(.up), nil), (w + 40, 12), (800, nil), (800, 500)]
                as [(CGFloat, CGFloat?)] {
                var r = base
                r.width = width; r.height = height
                let engine = PangoTextEngine(cacheCapacity: 8)
                _ = engine.layout(base)
                let answered = engine.layout(r)
                if answered === engine.layout(base) { reused += 1 }
                #expect(sameLayout(answered, pango.layout(r)), "\(base.string.debugDescription) at \(width)×\(String(describing: height))")
            }
        }
        // The corpus must exercise the reuse, not only the fallback.
        #expect(reused > 300)
    }

    @Test func narrowerProposalsAndWrappedTextAreShapedAnew() {
        let engine = PangoTextEngine(cacheCapacity: 8)
        let ideal = engine.layout(request("Narrower than its ideal width"))
        let narrow = engine.layout(request("Narrower than its ideal width", width: ideal.size.width - 1))
        #expect(narrow !== ideal && narrow.lines.count == 2)
        let twoLines = engine.layout(request("Two\nlines"))
        #expect(engine.layout(request("Two\nlines", width: 800)) !== twoLines)
        // Reuse answers from the ideal layout without adding it to what was asked.
        let e2 = PangoTextEngine(cacheCapacity: 8)
        _ = e2.layout(request("Only a width", width: 500))
        #expect(e2.cachedLayoutCount == 1)
    }
}
