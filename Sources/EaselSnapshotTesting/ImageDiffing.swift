import Foundation
import SnapshotTesting
import EaselCore
import EaselCairo
import EaselTesting

extension Diffing where Value == Data {
    /// PNG data compared with Easel's perceptual comparator (YIQ threshold,
    /// anti-aliasing ignored, pixel tolerances) instead of byte equality.
    ///
    /// swift-snapshot-testing does not save attachments on Linux, so the diff image
    /// is written next to its failure artifacts (`$SNAPSHOT_ARTIFACTS`, else the
    /// temporary directory) under `EaselDiffs/`, and its path is in the message.
    public static func easelPNG(_ options: ImageDiffOptions = .default) -> Diffing {
        let compare = SnapshotDiffing<Data>.png(options).diff
        return .diff(toData: { $0 }, fromData: { $0 }) { golden, actual in
            let mismatch: SnapshotMismatch?
            do { mismatch = try compare(golden, actual) } catch {
                return ("Could not compare the PNG snapshots: \(error)", [])
            }
            guard let mismatch else { return nil }
            var message = mismatch.message
            var attachments: [DiffAttachment] = []
            for artifact in mismatch.artifacts {
                attachments.append(.data(artifact.data, name: "\(artifact.suffix).\(artifact.pathExtension)"))
                if let url = writeArtifact(artifact, actual: actual) {
                    message += "\n\(artifact.suffix.prefix(1).uppercased() + artifact.suffix.dropFirst()): \(url.path)"
                }
            }
            return (message, attachments)
        }
    }

    /// Named by the actual image's digest: stable across re-runs of the same
    /// failure and distinct between different ones.
    private static func writeArtifact(_ artifact: SnapshotArtifact, actual: Data) -> URL? {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("EaselDiffs", isDirectory: true)
        let name = "\(RenderEnvironment.sha256Hex(actual).prefix(16)).\(artifact.suffix).\(artifact.pathExtension)"
        let url = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try artifact.data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}
