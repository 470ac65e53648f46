import Foundation
import Easel
import EaselImageDiff

/// Times the snapshot comparator on two 2400×1260 images (a 1200×630 social card
/// at scale 2): identical pixels, which take the memcmp fast path, and images that
/// differ in a block and along anti-aliased edges, which take the per-pixel path.
func runCompareBenchmarks() {
    let width = 2400, height = 1260
    let base = compareBenchImage(width: width, height: height, shift: 0, mark: false)
    let same = compareBenchImage(width: width, height: height, shift: 0, mark: false)
    let changed = compareBenchImage(width: width, height: height, shift: 0.4, mark: true)

    let identical = compareBenchMedian(runs: 9) { _ = ImageComparator.identical(base, same) }
    let fullSame = compareBenchMedian(runs: 5) {
        _ = ImageComparator.compare(expected: base, actual: same)
    }
    var result: ImageDifference?
    let different = compareBenchMedian(runs: 5) {
        result = ImageComparator.compare(expected: base, actual: changed)
    }
    let withDiff = compareBenchMedian(runs: 5) {
        _ = ImageComparator.compare(expected: base, actual: changed, makeDiffImage: true)
    }
    print("compare \(width)×\(height) identical (fast path)  median \(compareBenchFormat(identical))")
    print("compare \(width)×\(height) identical (per pixel)  median \(compareBenchFormat(fullSame))")
    print("compare \(width)×\(height) different             median \(compareBenchFormat(different))"
          + "  (\(result?.differentPixels ?? 0) differ, \(result?.antiAliasedPixels ?? 0) anti-aliased)")
    print("compare \(width)×\(height) different + diff image median \(compareBenchFormat(withDiff))")
}

/// Vertical grey bars with fractional edges (shifted by `shift` px) on white, plus
/// an optional solid block that a real change would add.
private func compareBenchImage(width: Int, height: Int, shift: Double, mark: Bool) -> RasterImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for x in 0..<width {
        // Bars 40 px wide every 100 px; coverage of this column by the shifted bar.
        let period = 100.0, barStart = 30.0 + shift, barWidth = 40.0
        let cell = (Double(x) / period).rounded(.down) * period
        let lo = max(Double(x), cell + barStart), hi = min(Double(x + 1), cell + barStart + barWidth)
        let coverage = max(0, hi - lo)
        guard coverage > 0 else { continue }
        let v = UInt8((255 - 200 * coverage).rounded())
        for y in 100..<(height - 100) {
            let i = (y * width + x) * 4
            pixels[i] = v; pixels[i + 1] = v; pixels[i + 2] = v
        }
    }
    if mark {
        for y in 600..<700 { for x in 1000..<1100 {
            let i = (y * width + x) * 4
            pixels[i] = 230; pixels[i + 1] = 20; pixels[i + 2] = 20
        } }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
}

private func compareBenchMedian(runs: Int, _ body: () -> Void) -> Double {
    body() // warm-up: first-touch page faults and caches are not what we measure
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
}

private func compareBenchFormat(_ ms: Double) -> String { String(format: "%.2f ms", ms) }
