import Foundation
import Testing
import Easel
@testable import EaselTesting

/// A view drawn with missing-glyph boxes fails its snapshot unless allowed (issue #35).
@Suite struct MissingGlyphTests {
    // U+0378 is unassigned, so no font on any machine has it.
    let odd = Text("odd \u{378}")

    @Test func theRendererReportsTheBox() {
        let r = ImageRenderer(content: odd)
        _ = r.pass()
        #expect(r.diagnostics == ["text \"odd \u{378}\" draws U+0378 as a missing-glyph box: no available font has that character (easel doctor lists the fallback fonts installed)"])
        let fine = ImageRenderer(content: Text("fine"))
        _ = fine.pass()
        #expect(fine.diagnostics.isEmpty)
    }

    @Test func pngAndSVGSnapshotsFailOnItByDefault() throws {
        #expect(throws: MissingGlyphError.self) { _ = try SnapshotStrategy<Text, Data>.png.snapshot(odd) }
        #expect(throws: MissingGlyphError.self) { _ = try SnapshotStrategy<Text, String>.svg.snapshot(odd) }
        #expect(throws: Never.self) { _ = try SnapshotStrategy<Text, Data>.png.snapshot(Text("fine")) }
    }

    @Test func aConfigurationCanAllowIt() throws {
        try withSnapshotConfiguration(allowsMissingGlyphs: true) {
            _ = try SnapshotStrategy<Text, Data>.png.snapshot(odd)
        }
    }
}
