#if SwiftSnapshotTesting
import Foundation
@_spi(Internals) import SnapshotTesting
import EaselTesting

/// One record switch for both libraries: EaselTesting reads `EASEL_SNAPSHOT_RECORD`
/// and then `SNAPSHOT_TESTING_RECORD`; this makes swift-snapshot-testing read
/// `SNAPSHOT_TESTING_RECORD` and then `EASEL_SNAPSHOT_RECORD`. Each library's own
/// variable, its own `record:` argument, trait and `withSnapshotTesting` still win.
enum RecordSwitch {
    /// Runs once, when the first Easel strategy is built; that is an argument of the
    /// first `assertSnapshot` call, so it happens before that call reads the mode.
    static func bridge() { _ = installed }

    /// The mode to hand swift-snapshot-testing: nil when its own variable is set (it
    /// wins) or Easel's is absent or not a mode.
    static func mode(_ env: [String: String]) -> SnapshotTestingConfiguration.Record? {
        guard env["SNAPSHOT_TESTING_RECORD"] == nil,
              let raw = env["EASEL_SNAPSHOT_RECORD"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
        return SnapshotTestingConfiguration.Record(rawValue: raw)
    }

    private static let installed: Bool = {
        guard let mode = mode(ProcessInfo.processInfo.environment) else { return false }
        // swift-snapshot-testing's process-wide default, which its environment variable
        // initialises; exposed to adapters as the `Internals` SPI.
        __record = mode
        return true
    }()
}
#endif
