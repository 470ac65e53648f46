import XCTest
import Foundation
import Easel

/// Registering a font drops every cached layout and line metric (the font
/// generation changes), and text that does not use the new font must render
/// to the same bytes afterwards as before.
///
/// An XCTest case on purpose: XCTest cases run one at a time, in a process of
/// their own, so this registration cannot land in the middle of the Swift
/// Testing suites that check cache identity or compare concurrent renders.
final class FontRegistrationRenderTests: XCTestCase {
    static func card() -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Before and after — registration").font(.headline)
            Text("Fallback: مرحبا 漢字 😀").font(.caption).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
    }

    func testRenderingIsTheSameBeforeAndAfterAFontIsRegistered() throws {
        func png() throws -> Data {
            let r = ImageRenderer(content: Self.card()); r.scale = 2
            return try r.pngData()
        }
        func svg() throws -> Data { try ImageRenderer(content: Self.card()).svgData() }
        let (pngBefore, svgBefore) = (try png(), try svg())
        // Bytes are kept in a file named by their hash, a file fontconfig has not
        // seen in this process, so the registration really adds a font.
        try Font.register(data: try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")))
        XCTAssertEqual(try png(), pngBefore)
        XCTAssertEqual(try svg(), svgBefore)
    }
}
