import Foundation
import Testing
import EaselCore
@testable import EaselImageDiff

/// swift-snapshot-testing's `precision` and `perceptualPrecision` on Easel's
/// comparator: CIE94 ΔE per pixel (Core Image's `CILabDeltaE`), and a share of pixels.
@Suite struct PerceptualPrecisionTests {
    func lab(_ rgba: [UInt8]) -> (l: Double, a: Double, b: Double) {
        rgba.withUnsafeBufferPointer { LabDeltaE.lab($0.baseAddress!) }
    }
    func deltaE(_ p: [UInt8], _ q: [UInt8]) -> Double {
        p.withUnsafeBufferPointer { a in q.withUnsafeBufferPointer { b in LabDeltaE.delta(a.baseAddress!, b.baseAddress!) } }
    }

    @Test func srgbRedHasItsStandardLabCoordinates() {
        // sRGB (255, 0, 0) under D65: L* 53.24, a* 80.09, b* 67.20.
        let red = lab([255, 0, 0, 255])
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
        let grey = lab([128, 128, 128, 255])
        #expect(abs(grey.l - 53.59) < 0.01 && abs(grey.a) < 0.01 && abs(grey.b) < 0.01)
    }

    @Test func deltaE94OfKnownPairs() {
        // Black against white differs only in lightness: ΔE94 = ΔL* = 100.
        #expect(abs(deltaE([255, 255, 255, 255], [0, 0, 0, 255]) - 100) < 0.001)
        // Red against white, red the reference: ΔL* 46.76, ΔC* 104.55 weighted by
        // S_C = 1 + 0.045 × 104.55, no hue difference: √(46.76² + 18.33²) = 50.22.
        #expect(abs(deltaE([255, 0, 0, 255], [255, 255, 255, 255]) - 50.22) < 0.01)
        // Transparent is white, whatever its colour bytes.
        #expect(deltaE([0, 0, 0, 0], [255, 255, 255, 255]) == 0)
    }

    /// A 10×10 grey image with `count` pixels lightened from 128 to `to`.
    func image(changing count: Int, to value: UInt8) -> RasterImage {
        var pixels = [UInt8](repeating: 128, count: 400)
        for i in 0..<100 { pixels[i * 4 + 3] = 255 }
        for i in 0..<count { pixels[i * 4] = value; pixels[i * 4 + 1] = value; pixels[i * 4 + 2] = value }
        return RasterImage(width: 10, height: 10, pixels: pixels)
    }

    @Test func perceptualPrecisionIsAMaximumDeltaE() {
        // 130 grey against 128: L* 54.37 against 53.59, so ΔE94 0.78, under the eye's ~2.
        let slight = image(changing: 100, to: 130)
        let base = image(changing: 0, to: 128)
        let loose = ImageDiffOptions.pointfree(precision: 1, perceptualPrecision: 0.99)   // ΔE ≤ 1
        let strict = ImageDiffOptions.pointfree(precision: 1, perceptualPrecision: 0.995) // ΔE ≤ 0.5
        #expect(abs(loose.maxDeltaE! - 1) < 1e-9 && loose.maxDiffPixelRatio == 0 && loose.includeAntiAliasing)
        #expect(ImageComparator.compare(expected: base, actual: slight, options: loose).isWithinTolerance)
        let failed = ImageComparator.compare(expected: base, actual: slight, options: strict)
        #expect(!failed.isWithinTolerance && failed.differentPixels == 100)
        #expect(abs(failed.largestDifference - 0.783) < 0.001)
        #expect(failed.summary.contains("largest ΔE94 0.783"))
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() {
        let base = image(changing: 0, to: 128)
        let twoOff = image(changing: 2, to: 255)
        let ninetyEight = ImageDiffOptions.pointfree(precision: 0.98, perceptualPrecision: 0.98)
        let ninetyNine = ImageDiffOptions.pointfree(precision: 0.99, perceptualPrecision: 0.98)
        #expect(ImageComparator.compare(expected: base, actual: twoOff, options: ninetyEight).isWithinTolerance)
        #expect(!ImageComparator.compare(expected: base, actual: twoOff, options: ninetyNine).isWithinTolerance)
    }
}
