import Foundation
import Testing
import EaselCore
@testable import EaselTesting

@Suite struct ImageComparatorTests {
    let base = TestImages.rectangle(minX: 10, maxX: 30)

    @Test func identicalImagesHaveNoDifference() {
        let d = ImageComparator.compare(expected: base, actual: TestImages.rectangle(minX: 10, maxX: 30))
        #expect(d.differentPixels == 0)
        #expect(d.antiAliasedPixels == 0)
        #expect(d.changedRegion == nil)
        #expect(d.isWithinTolerance)
    }

    @Test func onePixelChangeIsCountedWithItsBox() {
        // A black dot in the flat white area above the rectangle.
        let changed = TestImages.setting(base, x: 25, y: 5, to: [0, 0, 0, 255])
        let d = ImageComparator.compare(expected: base, actual: changed)
        #expect(d.differentPixels == 1)
        #expect(d.antiAliasedPixels == 0)
        #expect(d.changedRegion == PixelRect(x: 25, y: 5, width: 1, height: 1))
        #expect(!d.isWithinTolerance)
        // Black against white: luma differs by 255 and the chroma terms cancel, so
        // delta = 0.5053·255², which on the threshold scale is √(delta / 35215).
        let expected = (0.5053 * 255 * 255 / 35215).squareRoot()
        #expect(abs(d.largestDifference - expected) < 1e-4)
        #expect(d.summary.contains("1 pixel differs"))
        #expect(d.summary.contains("1×1 at (25, 5)"))
    }

    @Test func boxSpansEveryChangedPixel() {
        var changed = TestImages.setting(base, x: 2, y: 3, to: [255, 0, 0, 255])
        changed = TestImages.setting(changed, x: 35, y: 26, to: [0, 0, 255, 255])
        let d = ImageComparator.compare(expected: base, actual: changed)
        #expect(d.differentPixels == 2)
        #expect(d.changedRegion == PixelRect(x: 2, y: 3, width: 34, height: 24))
    }

    @Test func subpixelShiftIsAntiAliasingAndPassesByDefault() {
        // The same rectangle moved 0.4 px right: only its edge columns change grey.
        let shifted = TestImages.rectangle(minX: 10.4, maxX: 30.4)
        let rows = 20 - 8
        let d = ImageComparator.compare(expected: base, actual: shifted)
        #expect(d.differentPixels == 0)
        #expect(d.antiAliasedPixels == 2 * rows)
        #expect(d.isWithinTolerance)

        let strict = ImageComparator.compare(expected: base, actual: shifted,
                                             options: ImageDiffOptions(includeAntiAliasing: true))
        #expect(strict.differentPixels == 2 * rows)
        #expect(strict.changedRegion == PixelRect(x: 10, y: 8, width: 21, height: rows))
    }

    @Test func movedShapeIsNotAntiAliasing() {
        // Two whole pixels to the right: columns change from black to white outright.
        let moved = TestImages.rectangle(minX: 12, maxX: 32)
        let d = ImageComparator.compare(expected: base, actual: moved)
        #expect(d.differentPixels == 2 * 2 * 12)
        #expect(d.changedRegion == PixelRect(x: 10, y: 8, width: 22, height: 12))
    }

    @Test func changesBelowTheThresholdDoNotCount() {
        // 255 → 250 grey: delta = 0.5053·5² ≈ 12.6, under 35215·0.1² ≈ 352.
        let faint = TestImages.setting(base, x: 25, y: 5, to: [250, 250, 250, 255])
        #expect(ImageComparator.compare(expected: base, actual: faint).differentPixels == 0)
        // …but a threshold of 0.01 (limit ≈ 3.5) catches it.
        let strict = ImageComparator.compare(expected: base, actual: faint, options: ImageDiffOptions(threshold: 0.01))
        #expect(strict.differentPixels == 1)
    }

    @Test func transparentPixelsAreComparedOverWhite() {
        // Fully transparent black and opaque white look the same.
        let clear = TestImages.setting(base, x: 25, y: 5, to: [0, 0, 0, 0])
        #expect(ImageComparator.compare(expected: base, actual: clear).differentPixels == 0)
    }

    @Test func tolerancesAllowSomeDifferingPixels() {
        var changed = base
        for x in 0..<5 { changed = TestImages.setting(changed, x: x, y: 2, to: [0, 0, 0, 255]) }
        #expect(ImageComparator.compare(expected: base, actual: changed).differentPixels == 5)
        #expect(!ImageComparator.compare(expected: base, actual: changed,
                                         options: ImageDiffOptions(maxDiffPixels: 4)).isWithinTolerance)
        #expect(ImageComparator.compare(expected: base, actual: changed,
                                        options: ImageDiffOptions(maxDiffPixels: 5)).isWithinTolerance)
        // 5 of 1200 pixels is 0.42%.
        #expect(ImageComparator.compare(expected: base, actual: changed,
                                        options: ImageDiffOptions(maxDiffPixelRatio: 0.005)).isWithinTolerance)
        #expect(!ImageComparator.compare(expected: base, actual: changed,
                                         options: ImageDiffOptions(maxDiffPixelRatio: 0.004)).isWithinTolerance)
    }

    @Test func sizeMismatchFailsAndNamesBothSizes() {
        let other = TestImages.rectangle(width: 41, height: 30, minX: 10, maxX: 30)
        let d = ImageComparator.compare(expected: base, actual: other)
        #expect(!d.isWithinTolerance)
        #expect(d.summary == "Image size differs: expected 40×30 px, got 41×30 px.")
    }

    @Test func diffImageMarksChangesRedAndAntiAliasingYellow() throws {
        var changed = TestImages.rectangle(minX: 10.4, maxX: 30.4)
        changed = TestImages.setting(changed, x: 25, y: 5, to: [0, 0, 0, 255])
        let d = ImageComparator.compare(expected: base, actual: changed, makeDiffImage: true)
        let image = try #require(d.diffImage)
        #expect(TestImages.pixel(image, 25, 5) == [255, 0, 0, 255])
        #expect(TestImages.pixel(image, 10, 10) == [255, 255, 0, 255])
        // Unchanged white stays white; unchanged black fades to 255 − 25.5 ≈ 230.
        #expect(TestImages.pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(TestImages.pixel(image, 20, 10) == [230, 230, 230, 255])
    }
}
