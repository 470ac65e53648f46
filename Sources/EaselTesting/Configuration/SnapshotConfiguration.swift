import Foundation

/// Settings for every snapshot assertion in a scope; nil fields fall back to the
/// environment variables and then to the defaults.
public struct SnapshotConfiguration: Sendable {
    public var record: SnapshotRecordMode?
    /// Replaces `<package>/Snapshots`: goldens go to `<root>/<TestFileName>/`.
    public var snapshotsRoot: URL?
    /// Replaces `$EASEL_SNAPSHOT_ARTIFACTS` / `<package>/.artifacts/snapshots`.
    public var artifactsRoot: URL?
    /// Whether a view's snapshot may draw text or symbols as missing-glyph boxes
    /// (`MissingGlyphs`); unset means no: such a snapshot fails, since the box is
    /// almost always a font this machine lacks, and the golden would record it.
    public var allowsMissingGlyphs: Bool?

    public init(record: SnapshotRecordMode? = nil, snapshotsRoot: URL? = nil, artifactsRoot: URL? = nil,
                allowsMissingGlyphs: Bool? = nil) {
        self.record = record; self.snapshotsRoot = snapshotsRoot; self.artifactsRoot = artifactsRoot
        self.allowsMissingGlyphs = allowsMissingGlyphs
    }

    /// The configuration in force for the current task (and the tasks it starts).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// Inner settings win; unset inner fields keep the outer ones.
    func overriding(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record,
                              snapshotsRoot: inner.snapshotsRoot ?? snapshotsRoot,
                              artifactsRoot: inner.artifactsRoot ?? artifactsRoot,
                              allowsMissingGlyphs: inner.allowsMissingGlyphs ?? allowsMissingGlyphs)
    }
}

/// Runs `operation` with snapshot settings, e.g. `withSnapshotConfiguration(record: .all) { … }`.
public func withSnapshotConfiguration<R>(record: SnapshotRecordMode? = nil, snapshotsRoot: URL? = nil,
                                         artifactsRoot: URL? = nil, allowsMissingGlyphs: Bool? = nil,
                                         operation: () throws -> R) rethrows -> R {
    let merged = SnapshotConfiguration.current.overriding(
        with: SnapshotConfiguration(record: record, snapshotsRoot: snapshotsRoot, artifactsRoot: artifactsRoot,
                                    allowsMissingGlyphs: allowsMissingGlyphs))
    return try SnapshotConfiguration.$current.withValue(merged, operation: operation)
}

public func withSnapshotConfiguration<R>(record: SnapshotRecordMode? = nil, snapshotsRoot: URL? = nil,
                                         artifactsRoot: URL? = nil, allowsMissingGlyphs: Bool? = nil,
                                         operation: () async throws -> R) async rethrows -> R {
    let merged = SnapshotConfiguration.current.overriding(
        with: SnapshotConfiguration(record: record, snapshotsRoot: snapshotsRoot, artifactsRoot: artifactsRoot,
                                    allowsMissingGlyphs: allowsMissingGlyphs))
    return try await SnapshotConfiguration.$current.withValue(merged, operation: operation)
}
