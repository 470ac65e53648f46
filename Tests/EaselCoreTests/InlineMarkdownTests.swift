import Foundation
import Testing
@testable import EaselCore

@Suite struct InlineMarkdownTests {
    func styles(_ key: LocalizedStringKey) -> [(String, [Text.Modifier])] {
        Text(key).segments.map { ($0.string, $0.modifiers) }
    }

    @Test func strongEmphasisCodeStrikeAndLinks() {
        let s = styles("**Free** shipping on _all_ orders, see [terms](https://x) or `code` ~~old~~")
        #expect(s.map(\.0) == ["Free", " shipping on ", "all", " orders, see ", "terms", " or ", "code", " ", "old"])
        #expect(s[0].1 == [.weight(.bold)])
        #expect(s[2].1 == [.italic])
        #expect(s[4].1 == [.color(.accentColor)])
        #expect(s[6].1 == [.design(.monospaced)])
        #expect(s[8].1 == [.strikethrough(true, TextDecoration())])
    }

    @Test func strongAndEmphasisTogether() {
        let s = styles("***both*** and __strong__")
        #expect(s[0].0 == "both" && s[0].1 == [.weight(.bold), .italic])
        #expect(s[2].0 == "strong" && s[2].1 == [.weight(.bold)])
    }

    @Test func unmatchedAndIntrawordDelimitersStayText() {
        #expect(styles("2 * 3 = 6").map(\.0) == ["2 * 3 = 6"])
        #expect(styles("snake_case_name").map(\.0) == ["snake_case_name"])
        #expect(styles("a **b").map(\.0) == ["a **b"])
        #expect(styles(#"\*not emphasis\*"#).map(\.0) == ["*not emphasis*"])
    }

    @Test func interpolatedValuesAreNeverSyntaxButTakeTheSpanTheyAreIn() {
        let name = "*Ada*"
        let s = styles("**Hello \(name)**!")
        #expect(s.map(\.0) == ["Hello *Ada*", "!"])
        #expect(s[0].1 == [.weight(.bold)])
    }

    @Test func stringValuesAndVerbatimStayLiteral() {
        let value = "**raw**"
        #expect(Text(value).segments.map(\.string) == ["**raw**"])
        #expect(Text(verbatim: "**raw**").segments.map(\.string) == ["**raw**"])
    }

    /// Literals without syntax characters skip the parser; the segments must be
    /// the parser's own, for every mix of literals and interpolated values.
    @Test func plainLiteralsGiveTheParsersSegments() {
        let literals = ["Row ", " of ", "", "Hello, world!", "a*b", "snake_case", "~~x~~", "`c`", "[l](u)", #"back\slash"#,
                        "**bold**", "Ünïcödé ", "e\u{301}", "漢字 ", "😀👍🏽", "\u{F0000}", "\u{F0001}x", "\u{10FFFD}", "\u{C0000}"]
        let values = ["17", "*", "_x_", "", "e\u{301}", "\u{F0000}", "`", "plain words"]
        var compared = 0, skipped = 0
        for a in literals {
            for v in values {
                for b in literals {
                    for parts: [LocalizedStringKey.Part] in [[.literal(a)], [.literal(a), .value(v), .literal(b)],
                                                            [.value(v), .literal(b), .value(v)]] {
                        let fast = LocalizedStringKey.markdown(parts)
                        let parsed = LocalizedStringKey.parsedMarkdown(parts)
                        #expect(fast == parsed, "\(a.debugDescription) \(v.debugDescription) \(b.debugDescription)")
                        compared += 1
                        if LocalizedStringKey.plainText(parts) != nil { skipped += 1 }
                    }
                }
            }
        }
        #expect(skipped > 500 && skipped < compared, "\(skipped) of \(compared)")
        // A Text interpolated keeps its own styles, through the parser.
        #expect(LocalizedStringKey.plainText([.literal("a "), .text(Text("b").bold().segments)]) == nil)
    }

    @Test func integersInterpolateAsTheirDigits() {
        let n = -100_000, m = 17
        #expect(styles("Row \(m) of \(n)").map(\.0) == ["Row 17 of -100000"])
        #expect(styles("\(Int.min)").map(\.0) == [String(describing: Int.min)])
    }
}
