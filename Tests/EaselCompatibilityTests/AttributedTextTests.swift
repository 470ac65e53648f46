import Easel
import Testing

/// `Text(AttributedString)` with SwiftUI's attribute scope, written as iOS code writes it.
@Suite struct AttributedTextTests {
    @Test func fontAndColourAttributesStyleTheRun() throws {
        var s = AttributedString("Headline")
        s.font = .headline
        s.foregroundColor = .red
        let run = try #require(TextProbe.runs(Text(s)).first)
        // .headline is 17 pt semibold; systemRed is (255, 59, 48) in light mode.
        #expect(run.font.size == 17)
        #expect(run.font.weight == .semibold)
        #expect(TextProbe.bytes(run.color) == [255, 59, 48])
        #expect(TextProbe.width(Text(s)) == TextProbe.width(Text("Headline").font(.headline)))
    }

    @Test func attributesWinOverModifiersOnTheText() {
        var s = AttributedString("Title")
        s.font = .title
        // SwiftUI: an attribute in the string takes precedence over the view's font.
        #expect(TextProbe.width(Text(s).font(.caption)) == TextProbe.width(Text("Title").font(.title)))
        #expect(TextProbe.height(Text(s).font(.caption)) == TextProbe.height(Text("Title").font(.title)))
    }

    @Test func onlyTheAttributedRangeChanges() throws {
        var s = AttributedString("Total: 42")
        let range = try #require(s.range(of: "42"))
        s[range].font = .body.bold()
        s[range].foregroundColor = .blue
        let runs = TextProbe.runs(Text(s))
        #expect(runs.map(\.text) == ["Total: ", "42"])
        #expect(runs[0].font.weight == .regular)
        #expect(runs[1].font.weight == .bold)
        #expect(TextProbe.bytes(runs[1].color) == [0, 122, 255])
        let concatenated = Text("Total: ") + Text("42").bold().foregroundColor(.blue)
        #expect(TextProbe.width(Text(s)) == TextProbe.width(concatenated))
    }

    @Test func kernTrackingAndBaselineOffsetAreTheModifiersValues() throws {
        var kerned = AttributedString("Kern")
        kerned.kern = 3
        var tracked = AttributedString("Kern")
        tracked.tracking = 3
        let plain = TextProbe.width(Text("Kern"))
        #expect(TextProbe.width(Text(kerned)) == TextProbe.width(Text("Kern").kerning(3)))
        #expect(TextProbe.width(Text(tracked)) == TextProbe.width(Text("Kern").tracking(3)))
        // Pango's letter spacing goes between letters: 3 gaps of 3 pt in "Kern".
        #expect(abs(TextProbe.width(Text(kerned)) - plain - 9) < 0.01)

        var raised = AttributedString("up")
        raised.baselineOffset = 5
        let run = try #require(TextProbe.runs(Text(AttributedString("x ")) + Text(raised)).last)
        // A raised run's origin is 5 pt above the line's baseline (y down).
        #expect(run.origin.y == -5)
    }

    @Test func underlineAndStrikethroughStylesDrawTheirLines() throws {
        var s = AttributedString("Sale")
        s.underlineStyle = .single
        s.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .red)
        let run = try #require(TextProbe.runs(Text(s)).first)
        #expect(run.underline != nil)
        #expect(run.strikethrough?.color.map(TextProbe.bytes) == [255, 59, 48])
        let kinds = run.decorations.map(\.kind)
        #expect(kinds.contains(.underline) && kinds.contains(.strikethrough))
        // The underline spans the word's advance; Pango trims the strikethrough to the ink.
        let underline = try #require(run.decorations.first { $0.kind == .underline })
        #expect(abs(underline.rect.width - run.advance) < 0.01)
        let strike = try #require(run.decorations.first { $0.kind == .strikethrough })
        #expect(strike.rect.minX >= 0 && strike.rect.maxX <= run.advance && strike.rect.width > run.advance * 0.9)
    }

    @Test func aLinkTakesTheAccentColour() throws {
        var s = AttributedString("Read the terms")
        let range = try #require(s.range(of: "terms"))
        s[range].link = URL(string: "https://example.com/terms")
        let runs = TextProbe.runs(Text(s))
        #expect(runs.map(\.text) == ["Read the ", "terms"])
        #expect(TextProbe.bytes(runs[1].color) == [0, 122, 255])
        #expect(TextProbe.bytes(runs[0].color) == [0, 0, 0])
    }

    @Test func backgroundColourFillsBehindItsRunOnly() throws {
        var s = AttributedString("Find me here")
        let range = try #require(s.range(of: "me"))
        s[range].backgroundColor = .yellow
        // Without SF Pro tracking, so that pieces measured alone add up (Pango
        // trims half the letter spacing at a paragraph's edges).
        let view = Text(s).padding(10).environment(\.systemFontTracking, false)
        let shapes = TextProbe.shapes(view)
        #expect(shapes.count == 1)
        let rect = try #require(shapes.first?.path.boundingRect)
        let runs = TextProbe.runs(view)
        let before = TextProbe.width(Text("Find ").environment(\.systemFontTracking, false))
        let word = TextProbe.width(Text("me").environment(\.systemFontTracking, false))
        // From the end of "Find " to the end of "me", the line's full height, under the text.
        #expect(abs(rect.minX - (10 + before)) < 0.01)
        #expect(abs(rect.width - word) < 0.01)
        #expect(abs(rect.minY - 10) < 0.01)
        #expect(abs(rect.height - TextProbe.height(Text("Find me here"))) < 0.01)
        #expect(runs.count == 3)
        if case .color(let c) = shapes[0].paint { #expect(TextProbe.bytes(c) == [255, 204, 0]) } else { Issue.record("not a colour") }
        // Drawn first: the background is behind the glyphs.
        let order = TextProbe.items(view).map { item -> String in if case .text = item { return "text" }; return "shape" }
        #expect(order == ["shape", "text"])
    }

    @Test func anEmptyAttributedStringIsAnEmptyText() {
        #expect(TextProbe.width(Text(AttributedString())) == 0)
        #expect(TextProbe.height(Text(AttributedString())) == TextProbe.height(Text("")))
    }
}

@Suite struct AccentTintTests {
    /// Found by the equal-width buttons screen: `.tint(.accentColor)` recursed forever.
    @Test func tintingWithTheAccentColourIsTheDefaultBlue() throws {
        let runs = TextProbe.runs(Text("Tap").foregroundColor(.accentColor).tint(.accentColor))
        #expect(TextProbe.bytes(try #require(runs.first).color) == [0, 122, 255])
        let pink = TextProbe.runs(Text("Tap").foregroundColor(.accentColor).tint(.pink))
        #expect(TextProbe.bytes(try #require(pink.first).color) == [255, 45, 85])
    }
}
