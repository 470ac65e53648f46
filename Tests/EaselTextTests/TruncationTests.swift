import Testing
import Foundation
@testable import EaselText
@testable import EaselSVG
import EaselCore

@Suite struct TruncationTests {
    let paragraph = "Easel lays out SwiftUI views on Linux and renders them to images with real fonts"
    var lineHeight: CGFloat { engine.layout(request("x")).size.height }

    @Test(arguments: [1, 2, 3])
    func aShortHeightKeepsWholeLinesAndEllipsizesTheLast(_ lines: Int) {
        let h = CGFloat(lines) * lineHeight + lineHeight / 2
        let l = engine.layout(request(paragraph, width: 150, height: h))
        #expect(l.lines.count == lines)
        #expect(lineTexts(l).last!.hasSuffix("…"))
        #expect(abs(l.size.height - CGFloat(lines) * lineHeight) < 0.01)
        #expect(l.size.width <= 150)
    }

    @Test func aHeightBelowOneLineStillShowsOneLine() {
        let l = engine.layout(request(paragraph, width: 150, height: 5))
        #expect(l.lines.count == 1 && lineTexts(l)[0].hasSuffix("…"))
    }

    @Test func lineLimitCapsLines() {
        let l = engine.layout(request(paragraph, width: 150) { $0.lineLimit = 2 })
        #expect(l.lines.count == 2 && lineTexts(l)[1].hasSuffix("…"))
        let zero = engine.layout(request(paragraph, width: 150) { $0.lineLimit = 0 })
        #expect(zero.lines.count == 1)
    }

    @Test func aCutAtAnExplicitNewlineStillShowsTheEllipsis() {
        // The second line is whole, but the third is hidden: SwiftUI marks it "two…".
        let l = engine.layout(request("one\ntwo\nthree") { $0.lineLimit = 2 })
        #expect(lineTexts(l) == ["one", "two…"])
        let expected = interRegular.width("two", size: 17) + interRegular.width("…", size: 17)
        #expect(abs(l.size.width - expected) < 0.05)
        // Held to a width where "two…" does not fit, the line itself is shortened.
        let narrow = engine.layout(request("one\ntwoooo\nthree", width: interRegular.width("twoooo", size: 17) + 1) { $0.lineLimit = 2 })
        #expect(narrow.lines.count == 2)
        #expect(lineTexts(narrow)[1].hasSuffix("…") && lineTexts(narrow)[1].hasPrefix("two"))
        #expect(narrow.size.width <= interRegular.width("twoooo", size: 17) + 1)
        // Nothing hidden, nothing marked.
        #expect(lineTexts(engine.layout(request("one\ntwo") { $0.lineLimit = 2 })) == ["one", "two"])
    }

    @Test func reservesSpaceForTheMinimumLineCount() {
        let l = engine.layout(request("One line") { $0.lineLimit = 3; $0.minimumLines = 3 })
        #expect(l.lines.count == 1)
        #expect(abs(l.size.height - 3 * lineHeight) < 0.01)
    }

    @Test func truncationModes() {
        let head = lineTexts(engine.layout(request(paragraph, width: 150) { $0.lineLimit = 1; $0.truncationMode = .head }))[0]
        let middle = lineTexts(engine.layout(request(paragraph, width: 150) { $0.lineLimit = 1; $0.truncationMode = .middle }))[0]
        let tail = lineTexts(engine.layout(request(paragraph, width: 150) { $0.lineLimit = 1 }))[0]
        #expect(head.hasPrefix("…") && head.hasSuffix("fonts"))
        #expect(middle.hasPrefix("Easel") && middle.hasSuffix("fonts") && middle.contains("…"))
        #expect(tail.hasPrefix("Easel") && tail.hasSuffix("…"))
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let title = "A single line title"
        let natural = engine.layout(request(title)).size.width
        let w = natural * 0.8
        let l = engine.layout(request(title, width: w) { $0.lineLimit = 1; $0.minimumScaleFactor = 0.5 })
        #expect(!lineTexts(l)[0].contains("…"))
        let size = l.lines[0].runs[0].font.size
        #expect(size < 17 && size >= 17 * 0.75)
        #expect(l.size.width <= w)
        // Not below the factor: truncates at the floor instead.
        let floor = engine.layout(request(title, width: natural * 0.3) { $0.lineLimit = 1; $0.minimumScaleFactor = 0.5 })
        #expect(floor.lines[0].runs[0].font.size == 8.5 && lineTexts(floor)[0].hasSuffix("…"))
    }

    @Test func allowsTighteningSqueezesBeforeTruncating() {
        let title = "Tighten this title"
        let natural = engine.layout(request(title)).size.width
        let l = engine.layout(request(title, width: natural - 4) { $0.lineLimit = 1; $0.allowsTightening = true })
        #expect(lineTexts(l)[0] == title)
        let plain = engine.layout(request(title, width: natural - 4) { $0.lineLimit = 1 })
        #expect(lineTexts(plain)[0].hasSuffix("…"))
    }
}

@Suite struct EllipsisTests {
    @Test func aTruncatedLineReportsItsContentWidthWithTheEllipsisAtItsOwnAdvance() {
        let l = engine.layout(request("Easel lays out SwiftUI views on Linux", width: 150) { $0.lineLimit = 1 })
        let text = lineTexts(l)[0]
        #expect(text.hasSuffix("…"))
        let kept = String(text.dropLast())
        let expected = interRegular.width(kept, size: 17) + interRegular.width("…", size: 17)
        #expect(abs(l.size.width - expected) < 0.05)
        #expect(l.size.width <= 150)
    }

    @Test func rightToLeftEllipsisSitsAgainstTheText() {
        let l = engine.layout(request("النص هو المكان الذي تنجح فيه البطاقات أو تفشل", width: 150) { $0.lineLimit = 1; $0.layoutDirection = .rightToLeft })
        let runs = l.lines[0].runs
        let ellipsis = runs.first { $0.text == "…" }!
        // The ellipsis is the leftmost run and the next run starts where its advance ends.
        let others = runs.filter { $0.text != "…" }.flatMap { $0.glyphs.map(\.x) }
        #expect(ellipsis.glyphs[0].x <= others.min()!)
        #expect(others.min()! - ellipsis.glyphs[0].x < 17)
    }
}
