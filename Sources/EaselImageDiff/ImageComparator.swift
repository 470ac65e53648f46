import Foundation
import EaselCore

/// Compares two straight-RGBA images the way a person would judge them: colour
/// changes below a perceptual threshold and anti-aliasing noise do not count.
public enum ImageComparator {
    /// Compares `actual` against `expected`.
    /// - Parameter makeDiffImage: also paint the diff image (costs one more buffer).
    public static func compare(expected: RasterImage, actual: RasterImage,
                               options: ImageDiffOptions = .default,
                               makeDiffImage: Bool = false) -> ImageDifference {
        var result = ImageDifference(
            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
            differentPixels: 0, antiAliasedPixels: 0, largestDifference: 0,
            changedRegion: nil, diffImage: nil, options: options)
        guard result.sizesMatch else {
            if makeDiffImage { result.diffImage = SizeMismatchImage.sideBySide(expected: expected, actual: actual, options: options) }
            return result
        }
        let width = expected.width, height = expected.height, count = width * height
        guard count > 0 else { return result }

        let useDeltaE = options.maxDeltaE != nil
        let limit = options.maxDeltaE ?? YIQ.limit(forThreshold: options.threshold)
        let detector = AntiAliasingDetector(width: width, height: height)
        var output = makeDiffImage ? [UInt8](repeating: 0, count: count * 4) : []
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var different = 0, antiAliased = 0, largest = 0.0

        expected.pixels.withUnsafeBufferPointer { eBuf in
            actual.pixels.withUnsafeBufferPointer { aBuf in
                output.withUnsafeMutableBufferPointer { oBuf in
                    let e = eBuf.baseAddress!, a = aBuf.baseAddress!
                    // An empty array's buffer may still have a (dangling) base address.
                    let out = makeDiffImage ? oBuf.baseAddress : nil
                    let e32 = UnsafeRawPointer(e), a32 = UnsafeRawPointer(a)
                    for y in 0..<height {
                        for x in 0..<width {
                            let i = y * width + x
                            let same = e32.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                                == a32.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                            let delta = same ? 0 : useDeltaE ? LabDeltaE.delta(e + i * 4, a + i * 4) : YIQ.delta(e + i * 4, a + i * 4)
                            guard delta > limit else {
                                if let out { paintFaded(out + i * 4, from: e + i * 4) }
                                continue
                            }
                            if !options.includeAntiAliasing
                                && (detector.isAntiAliased(e, x, y, other: a) || detector.isAntiAliased(a, x, y, other: e)) {
                                antiAliased += 1
                                if let out { paint(out + i * 4, 255, 255, 0) }
                                continue
                            }
                            different += 1
                            largest = max(largest, delta)
                            minX = min(minX, x); maxX = max(maxX, x)
                            minY = min(minY, y); maxY = max(maxY, y)
                            if let out { paint(out + i * 4, 255, 0, 0) }
                        }
                    }
                }
            }
        }
        result.differentPixels = different
        result.antiAliasedPixels = antiAliased
        result.largestDifference = useDeltaE ? largest : YIQ.thresholdScale(largest)
        if different > 0 {
            result.changedRegion = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        if makeDiffImage { result.diffImage = RasterImage(width: width, height: height, pixels: output) }
        return result
    }

    /// Whether two images hold the same pixels; the cheap check before a full comparison.
    public static func identical(_ a: RasterImage, _ b: RasterImage) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }

    @inline(__always)
    static func paint(_ p: UnsafeMutablePointer<UInt8>, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        p[0] = r; p[1] = g; p[2] = b; p[3] = 255
    }

    /// The unchanged context: the expected pixel's luma, faded to 10% over white, so
    /// red and yellow marks stand out while the layout stays recognisable.
    @inline(__always)
    static func paintFaded(_ p: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>) {
        let v = UInt8(max(0, min(255, 255 + (YIQ.brightness(source) - 255) * 0.1)).rounded())
        paint(p, v, v, v)
    }
}
