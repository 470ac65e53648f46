import Testing
import Foundation
@testable import EaselText
@testable import EaselSVG
import EaselCore

@Suite struct MeasurementTests {
    @Test(arguments: ["Hello, World!", "Typography 0123456789", "AVAST Wavy Toffee", "fi fl ffi — “quotes”"])
    func idealWidthIsTheSumOfHarfBuzzAdvances(_ s: String) {
        let l = engine.layout(request(s))
        #expect(l.lines.count == 1)
        #expect(l.lines[0].runs.allSatisfy { $0.familyName == "Inter" })
        #expect(abs(l.size.width - interRegular.width(s, size: 17)) < 0.02)
    }

    @Test func boldUsesTheBoldFaceAdvances() {
        let s = "Bold headline text"
        let l = engine.layout(request(s, size: 28, weight: .bold))
        // From 20 pt the system font is Inter Display, as SF Pro Display takes over from SF Pro Text.
        #expect(abs(l.size.width - interDisplayBold.width(s, size: 28)) < 0.02)
        #expect(l.size.width > engine.layout(request(s, size: 28)).size.width)
        let small = engine.layout(request(s, size: 17, weight: .bold))
        #expect(abs(small.size.width - interBold.width(s, size: 17)) < 0.02)
    }

    @Test func idealSizeHasOneLinePerExplicitLine() {
        let l = engine.layout(request("first line\nsecond, longer line\nthird"))
        #expect(lineTexts(l).map { $0.trimmingCharacters(in: .newlines) } == ["first line", "second, longer line", "third"])
        #expect(abs(l.size.width - interRegular.width("second, longer line", size: 17)) < 0.02)
        let one = engine.layout(request("x"))
        #expect(abs(l.size.height - 3 * one.size.height) < 0.01)
    }

    @Test func lineHeightAndBaselineComeFromTheFontMetrics() {
        let l = engine.layout(request("Hxg", size: 20))
        let m = l.firstLineMetrics
        // At 20 pt the face is Inter Display: hhea ascender 1974/2048 em, descender 502/2048 em,
        // no line gap, cap height 1472/2048 em (Inter's text cut: 2728, 680 and 2048 of 2816).
        #expect(abs(m.ascent - 20 * 1974 / 2048) < 0.01)
        #expect(abs(m.descent - 20 * 502 / 2048) < 0.01)
        #expect(abs(m.capHeight - 20 * 1472 / 2048) < 0.01)
        #expect(abs(l.firstBaseline - m.ascent) < 0.01)
        #expect(abs(l.size.height - (m.ascent + m.descent)) < 0.01)
    }

    @Test func monospacedDigitsUseTabularFigures() {
        var ones = request("1111"), eights = request("8888")
        ones.runs[0].font.monospacedDigit = true; eights.runs[0].font.monospacedDigit = true
        let w1 = engine.layout(ones).size.width, w8 = engine.layout(eights).size.width
        #expect(abs(w1 - w8) < 0.001)
        #expect(abs(w1 - interRegular.width("1111", size: 17, features: "tnum")) < 0.02)
        #expect(engine.layout(request("1111")).size.width < w1)
    }

    @Test func kerningAddsSpaceBetweenCharacters() {
        let plain = engine.layout(request("abcd")).size.width
        let spaced = engine.layout(request("abcd") { $0.runs[0].kerning = 4 }).size.width
        // Pango letter-spaces between graphemes: three gaps in four letters.
        #expect(abs(spaced - plain - 12) < 0.01)
    }

    @Test func italicAndWidthPickMatchingFaces() {
        var r = request("Italic"); r.runs[0].font.italic = true
        let l = engine.layout(r)
        #expect(l.lines[0].runs[0].familyName == "Inter")
        #expect(abs(l.size.width - HarfBuzzReference(file: BundledFonts.directory!.appendingPathComponent("Inter-Italic.otf").path).width("Italic", size: 17)) < 0.02)
    }

    @Test func designsMapToFamilies() {
        var mono = request("mono"); mono.runs[0].font.design = .monospaced
        var serif = request("serif"); serif.runs[0].font.design = .serif
        #expect(engine.layout(mono).lines[0].runs[0].familyName == "DejaVu Sans Mono")
        #expect(engine.layout(serif).lines[0].runs[0].familyName == "Noto Serif")
        #expect(engine.layout(request("custom", family: "No Such Family")).lines[0].runs[0].familyName == "Inter")
        #expect(engine.layout(request("custom", family: "DejaVu Serif")).lines[0].runs[0].familyName == "DejaVu Serif")
    }

    @Test func concatenatedRunsKeepTheirStyles() {
        var r = TextRequest(runs: [
            TextRun(string: "Red ", font: ResolvedFont(size: 17), color: RGBA(red: 1, green: 0, blue: 0)),
            TextRun(string: "bold blue", font: ResolvedFont(size: 17, weight: .bold), color: RGBA(red: 0, green: 0, blue: 1)),
        ])
        r.width = nil
        let l = engine.layout(r)
        let runs = l.lines[0].runs
        #expect(runs.count == 2)
        #expect(runs[0].color == RGBA(red: 1, green: 0, blue: 0) && runs[0].font.weight == .regular)
        #expect(runs[1].color == RGBA(red: 0, green: 0, blue: 1) && runs[1].font.weight == .bold)
        let expected = interRegular.width("Red ", size: 17) + interBold.width("bold blue", size: 17)
        #expect(abs(l.size.width - expected) < 0.05)
        // Cluster positions advance left to right through both runs.
        let xs = runs.flatMap { $0.textClusters.map(\.x) }
        #expect(xs == xs.sorted() && xs.count == "Red bold blue".count)
    }
}
