import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes `report.html` into every artifacts folder that received a failure, when the
/// test process exits: neither XCTest nor Swift Testing lets a library run code at
/// the end of a run, but both end the process normally, which runs `atexit` handlers.
/// `EASEL_SNAPSHOT_REPORT=0` turns it off.
public enum SnapshotReportAtExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var roots: Set<String> = []
    nonisolated(unsafe) private static var installed = false

    public static func register(artifactsRoot: URL) {
        if let flag = ProcessInfo.processInfo.environment["EASEL_SNAPSHOT_REPORT"], ["0", "false", "no"].contains(flag.lowercased()) {
            return
        }
        lock.lock(); defer { lock.unlock() }
        roots.insert(artifactsRoot.standardizedFileURL.path)
        if !installed {
            installed = true
            atexit { SnapshotReportAtExit.writeReports() }
        }
    }

    /// Called when a passing assertion removed its stale artifacts: once no failure is
    /// left under the folder, its report describes nothing current, so it goes too.
    public static func pruneReport(artifactsRoot: URL) {
        let report = artifactsRoot.appendingPathComponent("report.html")
        guard FileManager.default.fileExists(atPath: report.path),
              let entries = try? SnapshotReport.collect(in: artifactsRoot), entries.isEmpty else { return }
        try? FileManager.default.removeItem(at: report)
    }

    static func writeReports(announce: Bool = true) {
        lock.lock()
        let folders = roots.sorted()
        lock.unlock()
        for folder in folders {
            let root = URL(fileURLWithPath: folder, isDirectory: true)
            guard FileManager.default.fileExists(atPath: root.path) else { continue }
            let output = root.appendingPathComponent("report.html")
            let line: String
            do {
                let count = try SnapshotReport.write(from: root, to: output)
                guard count > 0 else { continue }
                line = "Snapshot report (\(count) failure\(count == 1 ? "" : "s")): \(output.path)\n"
            } catch {
                line = "Could not write the snapshot report in \(folder): \(error)\n"
            }
            if announce { FileHandle.standardError.write(Data(line.utf8)) }
        }
    }
}
