#if canImport(Testing)
import Foundation
import Testing

/// Applies a `SnapshotConfiguration` to a Swift Testing test or suite, e.g.
/// `@Suite(.snapshotConfiguration(record: .failed))`.
public struct SnapshotConfigurationTrait: TestTrait, SuiteTrait, TestScoping {
    public var configuration: SnapshotConfiguration

    /// A suite's setting reaches every test inside it.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotConfiguration(record: configuration.record,
                                            snapshotsRoot: configuration.snapshotsRoot,
                                            artifactsRoot: configuration.artifactsRoot) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotConfigurationTrait {
    public static func snapshotConfiguration(record: SnapshotRecordMode? = nil, snapshotsRoot: URL? = nil,
                                             artifactsRoot: URL? = nil) -> Self {
        SnapshotConfigurationTrait(configuration: SnapshotConfiguration(
            record: record, snapshotsRoot: snapshotsRoot, artifactsRoot: artifactsRoot))
    }
}
#endif
