import Foundation
import EaselCore
import EaselCairo

extension SnapshotDiffing where Format == String {
    /// UTF-8 text compared line by line; the message shows the differing lines.
    public static var lines: SnapshotDiffing {
        SnapshotDiffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { golden, actual in
                guard let diff = LineDiff.diff(golden: golden, actual: actual) else { return nil }
                return SnapshotMismatch(message: "Text differs (− golden, + actual):\n\(diff)")
            })
    }
}

extension SnapshotDiffing where Format == Data {
    /// PNG files compared by their pixels: equal bytes pass at once; otherwise both
    /// are decoded and compared with `ImageComparator`, and a failure carries a diff image.
    public static func png(_ options: ImageDiffOptions = .default) -> SnapshotDiffing {
        SnapshotDiffing(
            toData: { $0 },
            fromData: { $0 },
            diff: { golden, actual in
                if golden == actual { return nil }
                let expected: RasterImage, got: RasterImage
                do { expected = try PNGCodec.decode(golden) } catch {
                    return SnapshotMismatch(message: "The golden is not a readable PNG (\(error)).")
                }
                do { got = try PNGCodec.decode(actual) } catch {
                    return SnapshotMismatch(message: "The new snapshot is not a readable PNG (\(error)).")
                }
                // Same pixels in a different encoding (another zlib, other chunks) match.
                if ImageComparator.identical(expected, got) { return nil }
                let difference = ImageComparator.compare(expected: expected, actual: got,
                                                         options: options, makeDiffImage: true)
                if difference.isWithinTolerance { return nil }
                var artifacts: [SnapshotArtifact] = []
                if let image = difference.diffImage {
                    artifacts.append(SnapshotArtifact(suffix: "diff", pathExtension: "png",
                                                      data: try PNGCodec.encode(image, compression: .fast)))
                }
                return SnapshotMismatch(message: difference.summary, artifacts: artifacts, details: difference)
            })
    }
}
