import Testing
import Foundation
@testable import EaselText
import EaselCore

/// A proposal at least as wide as a one-line text's ideal width is answered
/// with the ideal layout instead of shaping again. That answer must be the one
/// Pango gives for the proposal itself, field for field: checked against an
/// engine that always asks Pango, over strings and styles where a difference
/// would show (kerning pairs, ligatures, letter spacing and SF tracking,
/// right-to-left and mixed direction, fallback faces, decorations, alignment,
/// line limits, scaling, reserved lines, two runs).
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
            let cut = s.index(s.startIndex, offsetBy: s.count / 2)
            var twoRuns = request(String(s[..<cut]), size: 14) { $0.minimumLines = i % 3; $0.systemTracking = true }
            twoRuns.runs.append(TextRun(string: String(s[cut...]), font: ResolvedFont(size: 19, weight: .semibold), color: .black))
            out.append(twoRuns)
        }
        return out
    }

    static func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.size == b.size && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
            && a.firstLineMetrics == b.firstLineMetrics && a.lastLineMetrics == b.lastLineMetrics
            && a.lines.count == b.lines.count
            && zip(a.lines, b.lines).allSatisfy { $0.baseline == $1.baseline && $0.frame == $1.frame && $0.runs == $1.runs }
    }

    @Test func reusedIdealLayoutsEqualPangosOwnAnswer() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false)
        var reused = 0, compared = 0
        for base in Self.requests() {
            let w = pango.layout(base).size.width
            let proposals: [(CGFloat, CGFloat?)] = [(w, nil), (w + 0.001, nil), (w + 0.5, nil), (w.rounded(.up), nil),
                                                    (w + 40, 12), (800, nil), (800, 500), (w - 1, nil)]
            for (width, height) in proposals where width >= 0 {
                var r = base
                r.width = width; r.height = height
                let engine = PangoTextEngine(cacheCapacity: 8)
                let ideal = engine.layout(base)
                let answered = engine.layout(r)
                if answered === ideal { reused += 1 }
                compared += 1
                #expect(Self.same(answered, pango.layout(r)), "\(base.string.debugDescription) at \(width)×\(String(describing: height))")
            }
        }
        // The corpus must exercise the reuse, and the fallback to shaping too.
        #expect(reused > 300 && reused < compared, "\(reused) of \(compared)")
    }

    @Test func narrowerProposalsAndWrappedTextAreShapedAnew() {
        let engine = PangoTextEngine(cacheCapacity: 8)
        let ideal = engine.layout(request("Narrower than its ideal width"))
        let narrow = engine.layout(request("Narrower than its ideal width", width: ideal.size.width - 1))
        #expect(narrow !== ideal && narrow.lines.count == 2)
        let twoLines = engine.layout(request("Two\nlines"))
        #expect(engine.layout(request("Two\nlines", width: 800)) !== twoLines)
        // The answer is the ideal layout, kept apart from what was shaped as asked.
        let other = PangoTextEngine(cacheCapacity: 8)
        let answer = other.layout(request("Only a width", width: 500))
        #expect(other.cachedLayoutCount == 0)
        #expect(other.layout(request("Only a width")) === answer)
    }

    /// Line metrics are computed once per font: the cached answer equals a fresh one.
    @Test func cachedLineMetricsEqualFreshOnes() {
        for font in [ResolvedFont(size: 17), ResolvedFont(size: 11, weight: .bold), ResolvedFont(family: "DejaVu Serif", size: 23),
                     ResolvedFont(size: 34, italic: true)] {
            var r = TextRequest(runs: [TextRun(string: "Metrics", font: font, color: .black)])
            r.displayScale = 3
            let laidOut = PangoTextEngine(cacheCapacity: 1).layout(r)
            let fresh = PangoRuntime.shared.locked { FontLineMetrics.compute(font, context: PangoRuntime.shared.context) }
            #expect(laidOut.firstLineMetrics.ascent == fresh.ascent && laidOut.firstLineMetrics.descent == fresh.descent)
            #expect(laidOut.firstLineMetrics.leading == fresh.leading && laidOut.firstLineMetrics.capHeight == fresh.capHeight)
            #expect(laidOut.firstLineMetrics.pixelLength == CGFloat(1) / 3)
        }
    }
}
