import Testing
import Foundation
@testable import EaselText
import EaselCore

/// `PangoDirectLine` lays plain one-line labels out without PangoLayout. Its
/// answer must be PangoLayout's, field for field (glyph ids and positions,
/// clusters, advances, run and line origins, faces, line boxes, baselines,
/// ideal size, line metrics), and everything it does not handle must fall back.
@Suite struct DirectLineTests {
    /// Kerning pairs, ligatures, digits, spaces at the edges and inside, punctuation.
    static let fragments = [
        "AV", "To", "Wa", "Ty", "LT", "fi", "ffl", "fj", "office", "1234567890", "0", "17", "100000", " ", "  ",
        "Row", "of", "Hello,", "world!", "(x)", "[a]", "{b}", "\"q\"", "'s", "a-b", "--", "->", "=>", "!=", "<=", "...",
        "#", "*", "@", "%", "&", "$9.99", "~", "^", "_", "|", "\\", "/", ":", ";", "?", "+", "1/2", "x", "W", "i", "l",
    ]

    /// A deterministic generator, so a failure names a string that can be tried again.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func strings() -> [String] {
        var g = Generator(state: 15)
        var out = ["Row 17 of 100000", "x", " ", " leading", "trailing ", "  both  ", "AVATAR Type WAVE To.", "office ffi ffl",
                   "WWWWWWWWWWWWWWWWWWWW", "Hello, world!", "home settings", "!\"#$%&'()*+,-./0123456789:;<=>?@",
                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
                   // Forty items in a family without letters: more than the direct path keeps glyph strings for.
                   "a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0"]
        for _ in 0..<60 {
            var s = ""
            for _ in 0..<(1 + g.next(6)) {
                if !s.isEmpty, g.next(3) > 0 { s += " " }
                s += fragments[g.next(fragments.count)]
            }
            out.append(s)
        }
        return out
    }

    /// Sizes, weights, designs, families (one lacking letters, so digits and
    /// letters fall to different faces, and one whose ligatures turn words into
    /// icons), tracking, kerning, SF tracking, tabular digits, line limits,
    /// reserved lines, alignment and direction.
    static func styles() -> [(String, (inout TextRequest) -> Void)] {
        func font(_ edit: @escaping (inout ResolvedFont) -> Void) -> (inout TextRequest) -> Void { { edit(&$0.runs[0].font) } }
        return [
            ("plain 17", { _ in }),
            ("SF tracking 17", { $0.systemTracking = true }),
            ("SF tracking 11 bold", { $0.systemTracking = true; $0.runs[0].font.size = 11; $0.runs[0].font.weight = .bold }),
            ("SF tracking 28 light", { $0.systemTracking = true; $0.runs[0].font.size = 28; $0.runs[0].font.weight = .light }),
            ("SF tracking 6", { $0.systemTracking = true; $0.runs[0].font.size = 6 }),
            ("9.5 italic", font { $0.size = 9.5; $0.italic = true }),
            ("43.5 heavy", font { $0.size = 43.5; $0.weight = .heavy }),
            ("serif", font { $0.design = .serif }),
            ("monospaced", font { $0.design = .monospaced; $0.size = 13 }),
            ("rounded tracked", { $0.runs[0].font.design = .rounded; $0.systemTracking = true }),
            ("condensed", font { $0.width = .condensed }),
            ("tabular digits", { $0.runs[0].font.monospacedDigit = true; $0.systemTracking = true }),
            ("DejaVu Serif", font { $0.family = "DejaVu Serif"; $0.size = 23 }),
            ("Noto Sans Arabic (no letters)", font { $0.family = "Noto Sans Arabic" }),
            ("Noto Color Emoji (digits only)", font { $0.family = "Noto Color Emoji"; $0.size = 20 }),
            ("Material Icons (word ligatures)", font { $0.family = "Material Icons"; $0.size = 24 }),
            ("kerning 1.5", { $0.runs[0].kerning = 1.5 }),
            ("whole tracking 3", { $0.runs[0].tracking = 3 }),
            ("whole tracking 1 + SF", { $0.runs[0].tracking = 1; $0.systemTracking = true }),
            ("tracking -0.7", { $0.runs[0].tracking = -0.7 }),
            ("tracking -4 (past the glyphs)", { $0.runs[0].tracking = -4; $0.runs[0].font.size = 9 }),
            ("tracking 0.25 kerning 0.5", { $0.runs[0].tracking = 0.25; $0.runs[0].kerning = 0.5 }),
            ("line limit 1", { $0.lineLimit = 1; $0.systemTracking = true }),
            ("reserved 3 lines, spacing 4", { $0.minimumLines = 3; $0.lineSpacing = 4 }),
            ("centred", { $0.alignment = .center; $0.systemTracking = true }),
            ("right to left trailing", { $0.layoutDirection = .rightToLeft; $0.alignment = .trailing }),
            ("display scale 3", { $0.displayScale = 3; $0.systemTracking = true }),
            ("tightening and scale (unused: it fits)", { $0.allowsTightening = true; $0.minimumScaleFactor = 0.5 }),
        ]
    }

    static func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.size == b.size && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
            && a.firstLineMetrics == b.firstLineMetrics && a.lastLineMetrics == b.lastLineMetrics
            && a.lines.count == b.lines.count
            && zip(a.lines, b.lines).allSatisfy { $0.baseline == $1.baseline && $0.frame == $1.frame && $0.runs == $1.runs }
    }

    static func direct(_ r: TextRequest) -> TextLayout? {
        PangoRuntime.shared.locked { PangoDirectLine.layout(PangoParagraph(r)) }
    }

    @Test func directLinesEqualPangoLayoutsAnswer() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false, usesDirectLines: false)
        var direct = 0, fellBack = 0, multiFace = 0, failures = 0
        for s in Self.strings() {
            for (name, style) in Self.styles() {
                var r = TextRequest(runs: [TextRun(string: s, font: ResolvedFont(size: 17), color: .black)])
                style(&r)
                #expect(PangoDirectLine.qualifies(r))
                let expected = pango.layout(r)
                guard let answer = Self.direct(r) else { fellBack += 1; continue }
                direct += 1
                if Set(answer.glyphRuns.map(\.face.key)).count > 1 { multiFace += 1 }
                if !Self.same(answer, expected) {
                    failures += 1
                    if failures <= 5 {
                        Issue.record("\(s.debugDescription), \(name):\n\(answer.glyphRuns)\nPango:\n\(expected.glyphRuns)\n\(answer.size) \(expected.size) \(answer.firstBaseline) \(expected.firstBaseline) \(answer.lines.map(\.frame)) \(expected.lines.map(\.frame))")
                    }
                }
            }
        }
        #expect(failures == 0)
        // Styles whose font covers ASCII answered most requests from a kept item.
        let kept = PangoRuntime.shared.locked { PangoItemTemplates.store.templates.count }
        #expect(kept >= 20, "\(kept) kept items")
        // The corpus must take the direct path almost always, with several faces on a line too.
        #expect(direct > 2000 && multiFace > 50, "\(direct) direct, \(fellBack) fell back, \(multiFace) with several faces")
    }

    /// Latin-1 and Latin Extended letters, emoji (presentation selectors, skin
    /// tones, joined families, flags, keycaps, tag sequences) and both mixed with
    /// ASCII: the direct path's answer, with PangoLayout's break analysis, is
    /// PangoLayout's, in every style, including letter spacing across clusters.
    static let nonASCII = [
        "🐱", "🐠", "🐶", "Café", "naïve façade", "Ærøskøbing", "Straße", "Łódź", "ǅemal", "«quoted» ©2024 ±3 µs",
        "no\u{A0}break", "👍🏽", "👨‍👩‍👧", "🇫🇷🇯🇵", "1️⃣ #️⃣", "❤️ ☺︎", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Cat 🐱 12", "🐶 Dog", "Résumé 👍",
        "ÀÉÎÕÜ àéîõü", "£3 ¥9 ¢1", "½ ¼ ¾", "🙂🙂🙂", "x🧑‍💻y", "é🇩🇪é",
    ]

    @Test func nonASCIILinesEqualPangoLayoutsAnswer() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false, usesDirectLines: false)
        var direct = 0, failures = 0
        for s in Self.nonASCII {
            for (name, style) in Self.styles() {
                var r = TextRequest(runs: [TextRun(string: s, font: ResolvedFont(size: 17), color: .black)])
                style(&r)
                #expect(PangoDirectLine.qualifies(r), "\(s.debugDescription)")
                let expected = pango.layout(r)
                guard let answer = Self.direct(r) else { continue }
                direct += 1
                if !Self.same(answer, expected) {
                    failures += 1
                    if failures <= 5 {
                        Issue.record("\(s.debugDescription), \(name):\n\(answer.glyphRuns)\nPango:\n\(expected.glyphRuns)\n\(answer.size) \(expected.size) \(answer.firstBaseline) \(expected.firstBaseline) \(answer.lines.map(\.frame)) \(expected.lines.map(\.frame))")
                    }
                }
            }
        }
        #expect(failures == 0)
        // Most of them are answered directly (right to left styles fall back).
        #expect(direct > Self.nonASCII.count * Self.styles().count * 3 / 4, "\(direct) direct")
    }

    /// A kept item answers text of its style whatever its letters, digits,
    /// spaces and punctuation; text with letters and text without are kept apart
    /// (Latin and Common script).
    @Test func keptItemsAnswerOtherTextOfTheirStyle() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false, usesDirectLines: false)
        let texts = ["Row 1 of 9", "100000", "  ", "fi fl", "(17)", "AV To", "#1", "x", "12:30 PM", "-", "Wa.", "3.14159"]
        for style in [ResolvedFont(size: 13, weight: .semibold), ResolvedFont(size: 21, design: .monospaced, monospacedDigit: true),
                      ResolvedFont(family: "DejaVu Sans", size: 15, italic: true)] {
            for pass in 0..<2 {
                for t in (pass == 0 ? texts : texts.reversed()) {
                    var r = TextRequest(runs: [TextRun(string: t, font: style, color: .black)])
                    r.systemTracking = true
                    r.lineLimit = pass == 0 ? nil : 1
                    let answer = Self.direct(r)
                    #expect(answer != nil && Self.same(answer!, pango.layout(r)), "\(t.debugDescription) \(style)")
                }
            }
        }
        let keys = PangoRuntime.shared.locked { PangoItemTemplates.store.templates.keys.filter { $0.font.size == 13 || $0.font.size == 21 } }
        #expect(Set(keys.map(\.hasLetter)) == [true, false] && Set(keys.map(\.mayBreakLines)) == [true, false])
    }

    /// A line of more items than the direct path keeps glyph strings for.
    @Test func aLineOfManyItems() {
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false, usesDirectLines: false)
        for _ in 0..<2 {
            var r = request("a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0", family: "Noto Sans Arabic")
            r.systemTracking = true
            let answer = Self.direct(r)
            #expect((answer?.glyphRuns.count ?? 0) == 40)
            #expect(answer.map { Self.same($0, pango.layout(r)) } == true)
        }
    }

    /// Text the direct path does not take: newlines, tabs, line and paragraph
    /// separators, soft hyphens, right-to-left, combining marks, CJK, decorations, raised baselines, several runs,
    /// a width or a height, empty text.
    @Test func everythingElseGoesThroughPangoLayout() {
        var twoRuns = request("Two ")
        twoRuns.runs.append(TextRun(string: "runs", font: ResolvedFont(size: 17, weight: .bold), color: .black))
        let others: [TextRequest] = [
            request("Two\nlines"), request("Tab\tstop"), request("שלום"), request("a\u{301}"), request("soft\u{AD}hyphen"),
            request("line\u{2028}separator"), request("next\u{85}line"), request("日本"), request("😀\u{2029}"),
            request("Underlined") { $0.runs[0].underline = TextDecoration() },
            request("Struck") { $0.runs[0].strikethrough = TextDecoration() },
            request("Highlighted") { $0.runs[0].backgroundColor = .black },
            request("Raised") { $0.runs[0].baselineOffset = 3 },
            twoRuns, request("Wide", width: 300), request("Tall", height: 40), request(""), request("\u{7F}"),
        ]
        for r in others {
            #expect(!PangoDirectLine.qualifies(r), "\(r.string.debugDescription)")
            #expect(Self.direct(r) == nil)
        }
        // And the engine's answer for them is still Pango's.
        let pango = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false, usesDirectLines: false)
        let engine = PangoTextEngine(cacheCapacity: 1)
        for r in others { #expect(Self.same(engine.layout(r), pango.layout(r)), "\(r.string.debugDescription)") }
    }

    /// Letter spacing's split around a glyph: half before, rounded to a whole
    /// point when the spacing is whole (Pango's hinting), the rest after.
    @Test func letterSpacingSplitsAsPangoDoes() {
        #expect(PangoDirectLine.split(-453) == (-226, -227))
        #expect(PangoDirectLine.split(1536) == (768, 768))
        #expect(PangoDirectLine.split(3072) == (2048, 1024))
        #expect(PangoDirectLine.split(1024) == (1024, 0))
        #expect(PangoDirectLine.split(-2048) == (-1024, -1024))
    }
}
