import Easel
import Testing

/// iOS 16's text styles on any view reach the Text inside, and the Text's own wins.
@Suite struct ViewTextStyleTests {
    @Test func monospacedDigitOnAContainerReachesItsText() {
        let onContainer = TextProbe.width(VStack { Text("1111") }.monospacedDigit())
        let onText = TextProbe.width(Text("1111").monospacedDigit())
        let plain = TextProbe.width(Text("1111"))
        #expect(onContainer == onText)
        // Inter's tabular ones are wider than its proportional ones.
        #expect(onText > plain)
    }

    @Test func kerningAndTrackingOnAContainerMatchTheTextModifiers() {
        #expect(TextProbe.width(HStack { Text("Kern") }.kerning(2)) == TextProbe.width(Text("Kern").kerning(2)))
        #expect(TextProbe.width(HStack { Text("Kern") }.tracking(2)) == TextProbe.width(Text("Kern").tracking(2)))
    }

    @Test func theTextsOwnStyleWins() throws {
        let inner = TextProbe.width(VStack { Text("Kern").kerning(1) }.kerning(4))
        #expect(inner == TextProbe.width(Text("Kern").kerning(1)))
        let run = try #require(TextProbe.runs(VStack { Text("x").fontDesign(.default) }.fontDesign(.serif)).first)
        #expect(run.font.design == .default)
    }

    @Test func underlineOnAContainerDrawsUnderEveryText() {
        let runs = TextProbe.runs(VStack { Text("One"); Text("Two") }.underline())
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0.decorations.contains { $0.kind == .underline } })
    }
}
