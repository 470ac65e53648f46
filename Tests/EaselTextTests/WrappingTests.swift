import Testing
import Foundation
@testable import EaselText
@testable import EaselSVG
import EaselCore

@Suite struct WrappingTests {
    let sentence = "The quick brown fox jumps over the lazy dog while the cat watches"

    /// Greedy wrap at spaces, measured with HarfBuzz: what UAX #14 gives for plain words.
    func expectedLines(_ s: String, width: CGFloat) -> [String] {
        var lines: [String] = [], line = ""
        for word in s.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if interRegular.width(candidate, size: 17) <= width || line.isEmpty { line = candidate } else { lines.append(line); line = String(word) }
        }
        lines.append(line)
        return lines
    }

    @Test(arguments: [90.0, 150.0, 210.0, 333.0])
    func wrapsAtWordBoundaries(_ width: CGFloat) {
        let l = engine.layout(request(sentence, width: width))
        let expected = expectedLines(sentence, width: width)
        #expect(lineTexts(l).map { $0.trimmingCharacters(in: .whitespaces) } == expected)
        // Reported width: the longest laid-out line, never the proposal.
        let longest = expected.map { interRegular.width($0, size: 17) }.max()!
        #expect(abs(l.size.width - longest) < 0.05)
        #expect(l.size.width <= width)
        #expect(abs(l.size.height - CGFloat(expected.count) * engine.layout(request("x")).size.height) < 0.01)
    }

    @Test func aWordWiderThanTheProposalBreaksInside() {
        let word = "Supercalifragilisticexpialidocious"
        let l = engine.layout(request(word, width: 80))
        #expect(l.lines.count > 1)
        #expect(lineTexts(l).joined() == word)
        #expect(l.lines.allSatisfy { $0.frame.width <= 80 })
    }

    @Test func aWidthThatFitsKeepsTheIdealSize() {
        let ideal = engine.layout(request("Short"))
        let offered = engine.layout(request("Short", width: 500))
        #expect(offered.size == ideal.size)
    }

    @Test func lineSpacingAddsBetweenLines() {
        let one = engine.layout(request("x")).size.height
        let l = engine.layout(request("a\nb\nc") { $0.lineSpacing = 10 })
        #expect(abs(l.size.height - (3 * one + 20)) < 0.01)
        #expect(abs(l.lastBaseline - l.firstBaseline - 2 * (one + 10)) < 0.01)
    }

    @Test func multilineAlignmentPlacesShorterLines() {
        let text = "A longer first line\nshort"
        let leading = engine.layout(request(text))
        let center = engine.layout(request(text) { $0.alignment = .center })
        let trailing = engine.layout(request(text) { $0.alignment = .trailing })
        let w = leading.size.width
        #expect(leading.lines[1].frame.minX == 0)
        #expect(abs(center.lines[1].frame.midX - w / 2) < 0.01)
        #expect(abs(trailing.lines[1].frame.maxX - w) < 0.01)
    }

    @Test func rightToLeftMakesLeadingAlignRight() {
        let l = engine.layout(request(sentence, width: 150) { $0.layoutDirection = .rightToLeft })
        #expect(l.lines.count > 1)
        for line in l.lines { #expect(abs(line.frame.maxX - l.size.width) < 0.01) }
        let trailing = engine.layout(request(sentence, width: 150) { $0.layoutDirection = .rightToLeft; $0.alignment = .trailing })
        for line in trailing.lines { #expect(line.frame.minX == 0) }
    }

    @Test func bidiOrdersHebrewRightToLeft() {
        let l = engine.layout(request("abc שלום def"))
        let hebrew = l.lines[0].runs.first { $0.text.contains("ש") }!
        // Logical order ש ל ו ם is drawn right to left.
        let xs = hebrew.textClusters.map(\.x)
        #expect(xs == xs.sorted(by: >))
        #expect(l.lines[0].runs.map(\.text).first == "abc ")
    }
}
