import Foundation
import Testing
@testable import EaselSVG

/// The SVG writer formats numbers from integers; the digits must be `%.3f`'s
/// with trailing zeros dropped, so output stays what it was and stays stable.
@Suite struct SVGNumberTests {
    @Test func digitsAgreeWithPrintf() {
        var values: [CGFloat] = [0, -0.0, 1, -1, 0.5, 0.0005, -0.0005, 0.0015, 0.0025, 1.2345, 2.675, 99.9995, 1e-9, -1e-9,
                                 123456.789, -0.4, 0.1 + 0.2, 1000, 1e12, 3.14159, 0.001, 0.01, 0.1, 10.05]
        var seed: UInt64 = 42
        for _ in 0..<20_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let v = Double(Int64(bitPattern: seed >> 1) % 200_000_000) / Double(1 << (seed % 17))
            values.append(CGFloat(v / 1000))
            values.append(CGFloat((v / 8).rounded() / 125))
            // cairo's 1/256 grid: many of these end in an exact half of a thousandth.
            values.append(CGFloat((v / 1000).rounded() / 256))
        }
        for v in values { #expect(SVGNumber.format(v) == SVGNumber.printed(v), "\(v)") }
        #expect(SVGNumber.format(40.1875) == "40.188" && SVGNumber.format(40.0625) == "40.062")
        #expect(SVGNumber.format(-0.0001) == "0")
        #expect(SVGNumber.format(12.5) == "12.5")
        #expect(SVGNumber.format(-3.0401) == "-3.04")
        #expect(SVGNumber.format(.nan) == "0")
    }
}
