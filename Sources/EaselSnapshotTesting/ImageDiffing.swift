#if SwiftSnapshotTesting
import Foundation
import SnapshotTesting
import EaselCore
import EaselCairo
import EaselTesting

extension Diffing where Value == Data {
    /// PNG data compared with Easel's perceptual comparator (YIQ threshold,
    /// anti-aliasing ignored, pixel tolerances) instead of byte equality.
    ///
    /// swift-snapshot-testing saves no attachments on Linux, so a failure leaves
    /// `<test>.<name>.expected.png`, `.actual.png`, `.diff.png` and `.failure.json`
    /// (what `easel report` reads) under the artifacts folder, named after the test;
    /// a later pass removes them (see `AdapterArtifacts`).
    public static func easelPNG(_ options: ImageDiffOptions = .default) -> Diffing {
        easelPNG(options, callSite: nil)
    }

    static func easelPNG(_ options: ImageDiffOptions, callSite: AdapterArtifacts.CallSite?) -> Diffing {
        let compare = SnapshotDiffing<Data>.png(options).diff
        return .diff(toData: { $0 }, fromData: { $0 }) { golden, actual in
            let mismatch: SnapshotMismatch?
            do { mismatch = try compare(golden, actual) } catch {
                return ("Could not compare the PNG snapshots: \(error)", [])
            }
            let place = AdapterArtifacts.locate(golden: golden, actual: actual, callSite: callSite)
            guard let mismatch else {
                place.clear()
                return nil
            }
            let message = place.write(mismatch: mismatch, golden: golden, actual: actual)
            let attachments = mismatch.artifacts.map {
                DiffAttachment.data($0.data, name: "\($0.suffix).\($0.pathExtension)")
            }
            return (message, attachments)
        }
    }
}
#endif
