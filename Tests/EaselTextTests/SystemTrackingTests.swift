import Foundation
import Testing
import Easel

/// SF Pro's published tracking (Apple HIG, Typography → Tracking values) on
/// the default family, Easel's stand-in for SF Pro.
@MainActor @Suite struct SystemTrackingTests {
    func width(_ text: String, size: CGFloat = 17, family: String? = nil, design: Font.Design = .default, tracking: Bool) -> CGFloat {
        engine.layout(request(text, size: size, family: family) {
            $0.systemTracking = tracking
            $0.runs[0].font.design = design
        }).size.width
    }

    @Test func theTableIsApples() {
        // Rows of the HIG's SF Pro table, in 1/1000 em and in points.
        #expect(SystemFontTracking.thousandths(forSize: 12) == 0)
        #expect(SystemFontTracking.thousandths(forSize: 17) == -26)
        #expect(SystemFontTracking.thousandths(forSize: 28) == 14)
        #expect(SystemFontTracking.thousandths(forSize: 96) == 0)
        #expect(abs(SystemFontTracking.points(forSize: 17) - -0.442) < 0.0005)
        #expect(abs(SystemFontTracking.points(forSize: 34) - 0.408) < 0.0005)
        // Between rows: 17.5 pt is halfway from −26 to −25.
        #expect(SystemFontTracking.thousandths(forSize: 17.5) == -25.5)
        #expect(SystemFontTracking.thousandths(forSize: 4) == 41)
    }

    @Test(arguments: [(CGFloat(17), "Hello"), (11, "Footnote text"), (34, "Large Title")])
    func defaultFamilyTextIsTrackedPerCharacter(_ size: CGFloat, _ text: String) {
        let on = width(text, size: size, tracking: true), off = width(text, size: size, tracking: false)
        // Pango adds the letter spacing after every character but the last one's trailing half.
        let perCharacter = SystemFontTracking.points(forSize: size)
        let n = CGFloat(text.count)
        #expect(abs((on - off) - perCharacter * (n - 1)) < 0.01 || abs((on - off) - perCharacter * n) < 0.01,
                "\(text) at \(size) pt: \(on) against \(off)")
    }

    @Test func textWithItsOwnFamilyOrDesignIsNotTracked() {
        #expect(width("Hello", family: "DejaVu Sans", tracking: true) == width("Hello", family: "DejaVu Sans", tracking: false))
        #expect(width("Hello", design: .serif, tracking: true) == width("Hello", design: .serif, tracking: false))
        #expect(width("Hello", design: .monospaced, tracking: true) == width("Hello", design: .monospaced, tracking: false))
    }

    /// Pango fits a line with its last character's letter spacing, which the
    /// reported width leaves out: offered its own ideal width, tracked text
    /// wrapped its last letter ("Titl" / "e" at 34 pt).
    @Test(arguments: [(CGFloat(34), "Title", CGFloat(0)), (17, "Hello", 0), (17, "Spaced out", 2), (17, "Tight", -1)])
    func trackedTextFitsItsOwnIdealWidth(_ size: CGFloat, _ text: String, _ userTracking: CGFloat) {
        let ideal = engine.layout(request(text, size: size) { $0.systemTracking = true; $0.runs[0].tracking = userTracking })
        let atIdeal = engine.layout(request(text, size: size, width: ideal.size.width) { $0.systemTracking = true; $0.runs[0].tracking = userTracking })
        #expect(ideal.lines.count == 1 && atIdeal.lines.count == 1, "\(text): \(lineTexts(atIdeal))")
        #expect(abs(atIdeal.size.width - ideal.size.width) < 0.001)
    }

    @Test func theEnvironmentSwitchesIt() throws {
        func textWidth(_ on: Bool) -> CGFloat {
            let r = ImageRenderer(content: Text("Tracking").font(.body).id("t"))
            r.environment.systemFontTracking = on
            return r.layout()["t"]!.frame.width
        }
        #expect(textWidth(true) < textWidth(false) - 2)
    }
}

/// Apple's `Text` documentation: "To be, or not to be, that is the question:" in
/// a 100-pt frame shows three lines. Inter alone draws four; with SF Pro's
/// tracking, three.
@Suite struct DocumentedTextWrappingTests {
    @Test func toBeOrNotToBeWrapsOnThreeLines() {
        let tracked = engine.layout(request("To be, or not to be, that is the question:", width: 100) { $0.systemTracking = true })
        // Three lines, as documented; the breaks fall "To be, or not" / "to be, that is" / "the question:".
        #expect(tracked.lines.count == 3)
        #expect(lineTexts(tracked).map { $0.trimmingCharacters(in: .whitespaces) } == ["To be, or not", "to be, that is", "the question:"])
        let untracked = engine.layout(request("To be, or not to be, that is the question:", width: 100) { $0.systemTracking = false })
        #expect(untracked.lines.count == 4)
    }
}
