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
}
