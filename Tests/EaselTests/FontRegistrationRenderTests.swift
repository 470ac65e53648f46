import Testing
import Foundation
import Easel

/// Registering a font drops every cached layout and line metric (the font
/// generation changes), and text that does not use the new font must render
/// to the same bytes afterwards as before.
@Suite struct FontRegistrationRenderTests {
    static func card() -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Before and after — registration").font(.headline)
            Text("Fallback: مرحبا 漢字 😀").font(.caption).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
    }

    @Test func renderingIsTheSameBeforeAndAfterAFontIsRegistered() throws {
        func png() throws -> Data {
            let r = ImageRenderer(content: Self.card()); r.scale = 2
            return try r.pngData()
        }
        func svg() throws -> Data { try ImageRenderer(content: Self.card()).svgData() }
        let (pngBefore, svgBefore) = (try png(), try svg())
        try Font.register(data: try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
        try Font.register(fileAt: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
        #expect(try png() == pngBefore)
        #expect(try svg() == svgBefore)
    }
}
