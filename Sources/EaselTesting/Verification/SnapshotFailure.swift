import Foundation

/// Why a snapshot assertion failed; `verifySnapshot` returns it instead of reporting,
/// so the record and comparison logic can be tested (and reused) on its own.
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A golden was written (record mode `missing`, `all` or `failed`); review and re-run.
        case recorded
        /// No golden exists and the record mode is `never`.
        case missingGolden
        /// The snapshot differs from its golden.
        case mismatch
        /// The value could not be snapshotted or files could not be read or written.
        case error
    }

    public var kind: Kind
    public var message: String
    public var golden: URL
    /// Where the failing snapshot was written, for mismatches.
    public var actual: URL?
    /// A copy of the golden beside the actual snapshot, for mismatches.
    public var expected: URL?
    /// Extra files such as the diff image.
    public var artifacts: [URL]
    /// The `<test>.<name>.failure.json` that `easel report` reads.
    public var record: URL?
    /// The pixel comparison, for image mismatches.
    public var difference: ImageDifference?
    /// Set when the render environment differs from the one that recorded the goldens.
    public var environmentDifferences: [String]
    /// The shell command that re-records this snapshot alone.
    public var rerecordCommand: String = ""

    public var description: String { message }
}
