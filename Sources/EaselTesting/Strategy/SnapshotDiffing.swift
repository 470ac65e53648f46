import Foundation

/// How to store a snapshot format on disk and how to tell two of them apart.
///
/// Kept apart from `SnapshotStrategy` (how to *produce* the format from a value), so
/// one diffing serves every strategy that yields the same format.
public struct SnapshotDiffing<Format> {
    public var toData: (Format) throws -> Data
    public var fromData: (Data) throws -> Format
    /// nil when `actual` matches `golden`; otherwise what differs.
    public var diff: (_ golden: Format, _ actual: Format) throws -> SnapshotMismatch?

    public init(toData: @escaping (Format) throws -> Data,
                fromData: @escaping (Data) throws -> Format,
                diff: @escaping (_ golden: Format, _ actual: Format) throws -> SnapshotMismatch?) {
        self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

/// Why a snapshot did not match, plus files that help a person see it.
public struct SnapshotMismatch: Sendable {
    public var message: String
    /// Extra files written next to the actual snapshot, e.g. `("diff", "png", data)`.
    public var artifacts: [SnapshotArtifact]
    /// The pixel comparison behind an image mismatch, for callers that inspect it.
    public var details: ImageDifference?

    public init(message: String, artifacts: [SnapshotArtifact] = [], details: ImageDifference? = nil) {
        self.message = message; self.artifacts = artifacts; self.details = details
    }
}

public struct SnapshotArtifact: Sendable {
    /// Inserted before the extension: `test.name.<suffix>.png`.
    public var suffix: String
    public var pathExtension: String
    public var data: Data
    public init(suffix: String, pathExtension: String, data: Data) {
        self.suffix = suffix; self.pathExtension = pathExtension; self.data = data
    }
}
