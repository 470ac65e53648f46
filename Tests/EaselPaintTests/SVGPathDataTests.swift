import Foundation
import Testing
import EaselCore
@testable import EaselSVG

/// Path data and colours are written without `String(format:)`; the bytes must
/// be the ones the formatted version wrote, so every SVG stays as it was.
@Suite struct SVGPathDataTests {
    @Test func everyElementKindIsWrittenWithItsCommandLetter() {
        var p = Path()
        p.move(to: CGPoint(x: 1.5, y: -2))
        p.addLine(to: CGPoint(x: 10, y: 0.0625))
        p.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 15, y: 3.14159))
        p.addCurve(to: CGPoint(x: 0, y: 40.1875), control1: CGPoint(x: 12.5, y: 30), control2: CGPoint(x: -3.0401, y: 35))
        p.closeSubpath()
        #expect(SVGDocument.pathData(p) == "M1.5 -2L10 0.062Q15 3.142 20 20C12.5 30 -3.04 35 0 40.188Z")
        #expect(SVGDocument.pathData(Path()) == "")
    }

    @Test func coloursAreTheTwoDigitLowercaseHexOfTheRoundedChannels() {
        for v in 0...255 {
            let c = RGBA(red: Double(v) / 255, green: Double(255 - v) / 255, blue: Double(v / 2) / 255)
            #expect(SVGDocument.hex(c) == String(format: "#%02x%02x%02x", v, 255 - v, v / 2))
        }
        #expect(SVGDocument.hex(RGBA(red: 1, green: 0.5, blue: 0)) == "#ff8000")
        // Out-of-range channels (extended-range colours) are clamped, not wrapped.
        #expect(SVGDocument.hex(RGBA(red: 1.4, green: -0.2, blue: 0.999)) == "#ff00ff")
    }
}
