import Foundation

/// When goldens are written.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Record goldens that do not exist yet (the run fails so they get reviewed);
    /// compare the others.
    case missing
    /// Re-record every golden, failing each assertion so it is not left on by accident.
    case all
    /// Compare, and overwrite the golden of every snapshot that does not match.
    case failed
    /// Only compare: a missing golden is a failure. The default on CI.
    case never

    /// The mode from the environment: `EASEL_SNAPSHOT_RECORD`, then swift-snapshot-testing's
    /// `SNAPSHOT_TESTING_RECORD`, else `never` when `CI` is set and `missing` otherwise.
    /// An unknown value is ignored rather than silently treated as a mode.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode {
        for key in ["EASEL_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            if let raw = env[key]?.trimmingCharacters(in: .whitespaces).lowercased(),
               let mode = SnapshotRecordMode(rawValue: raw) {
                return mode
            }
        }
        if let ci = env["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}
