import Foundation
import EaselCore
import EaselCairo

extension SnapshotStrategy where Value == RasterImage, Format == Data {
    /// Pixels already rendered (by `ImageRenderer.rasterImage()` or anything else),
    /// stored as PNG and compared with `ImageComparator`.
    public static func png(threshold: Double = ImageDiffOptions.default.threshold,
                           maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) -> SnapshotStrategy {
        let options = ImageDiffOptions(threshold: threshold, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffPixelRatio)
        return SnapshotStrategy(pathExtension: "png", diffing: .png(options)) {
            try PNGCodec.encode($0, compression: .small)
        }
    }
}
