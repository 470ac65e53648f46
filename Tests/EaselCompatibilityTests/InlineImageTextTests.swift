import Easel
import Testing

/// Images interpolated in Text and `Text(Image(…))`, drawn as glyphs of the paragraph.
@Suite struct InlineImageTextTests {
    @Test func aSymbolInALiteralIsAGlyphRunSizedByTheFont() throws {
        let runs = TextProbe.runs(Text("\(Image(systemName: "star.fill")) 4.8"))
        try #require(runs.count == 2)
        let star = try #require(runs.first)
        // The icon font's em is 0.996 × 24/20 = 1.1952 × the body's 17 pt, as for a
        // stand-alone symbol (SF Symbols' round symbol at 0.996 × the point size, in
        // Material's 20/24 live area); a Material glyph advances one em.
        #expect(star.face.family == "Material Icons")
        #expect(abs(star.font.size - 20.318) < 0.001)
        #expect(abs(star.advance - 20.318) < 0.01)
        #expect(runs[1].text == " 4.8")
        // The glyph's middle (em/2 above its own baseline) sits on the middle of
        // the capitals: lowered by em/2 − cap/2.
        let cap = TextProbe.capHeight(size: 17)
        #expect(abs(star.origin.y - (20.318 / 2 - cap / 2)) < 0.01)
        #expect(star.origin.y > 3 && star.origin.y < 6)
        // The paragraph is the glyph's advance plus the text's. Measured without
        // SF Pro tracking: Pango trims half the letter spacing at a paragraph's
        // edges, so a piece measured alone is narrower than inside a paragraph.
        let width = TextProbe.width(Text("\(Image(systemName: "star.fill")) 4.8").environment(\.systemFontTracking, false))
        #expect(abs(width - (star.advance + TextProbe.width(Text(" 4.8").environment(\.systemFontTracking, false)))) < 0.01)
    }

    @Test func concatenationAndInterpolationLayOutAlike() {
        let interpolated = Text("\(Image(systemName: "heart.fill")) Liked")
        let concatenated = Text(Image(systemName: "heart.fill")) + Text(" Liked")
        #expect(TextProbe.width(interpolated) == TextProbe.width(concatenated))
        #expect(TextProbe.height(interpolated) == TextProbe.height(concatenated))
    }

    @Test func theSymbolFollowsTheFontAndItsColour() throws {
        let view = Text("\(Image(systemName: "star.fill")) Favourites").font(.title).foregroundColor(.orange)
        let star = try #require(TextProbe.runs(view).first)
        // .title is 28 pt: a 33.466-pt em.
        #expect(abs(star.font.size - 33.466) < 0.001)
        #expect(TextProbe.bytes(star.color) == [255, 149, 0])
        let cap = TextProbe.capHeight(size: 28)
        #expect(abs(star.origin.y - (33.466 / 2 - cap / 2)) < 0.01)
    }

    @Test func markdownSpansEncloseAnImage() throws {
        let runs = TextProbe.runs(Text("**\(Image(systemName: "bolt.fill")) Fast** delivery"))
        #expect(runs.first?.face.family == "Material Icons")
        #expect(runs.first?.font.weight == .bold)
        #expect(runs.dropFirst().first?.font.weight == .bold)
    }

    @Test func theLineGrowsByLessThanAPoint() {
        // The icon font's em box reaches em/2 + cap/2 above the baseline; the body's
        // ascent is close to that, so a star barely changes the line.
        let plain = TextProbe.height(Text("Rated 4.8"))
        let starred = TextProbe.height(Text("Rated \(Image(systemName: "star.fill")) 4.8"))
        #expect(starred >= plain)
        #expect(starred - plain < 1)
    }

    @Test func anUnknownSymbolDrawsNothingAndSaysSo() {
        let renderer = ImageRenderer(content: Text("\(Image(systemName: "no.such.symbol"))Hi").id("t"))
        let width = renderer.layout()["t"]!.frame.width
        #expect(width == TextProbe.width(Text("Hi")))
        #expect(renderer.diagnostics.contains { $0.contains("no.such.symbol") })
    }

    @Test func aNonSymbolImageInTextIsReported() {
        let renderer = ImageRenderer(content: Text("\(Image("avatar")) Ann").id("t"))
        #expect(renderer.layout()["t"]!.frame.width == TextProbe.width(Text(" Ann")))
        #expect(renderer.diagnostics.contains { $0.contains("only system symbols") })
    }
}
