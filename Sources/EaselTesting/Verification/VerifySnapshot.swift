import Foundation
import EaselCairo

/// Snapshots `value` with `strategy` and checks it against its golden, recording
/// goldens as the record mode says. Returns nil on success and the failure
/// otherwise, without reporting it (see `assertSnapshot`).
///
/// - Parameters:
///   - name: distinguishes several snapshots in one test; defaults to a counter
///     ("1", "2", …) per test.
///   - record: overrides `SnapshotConfiguration.current` and the environment variables.
///   - snapshotDirectory: the exact folder for this golden, instead of
///     `<package>/Snapshots/<TestFileName>/`.
///   - environment: the render environment to record and compare against the
///     golden folder's `environment.json`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    environment: RenderEnvironment? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> SnapshotFailure? {
    let configuration = SnapshotConfiguration.current
    let mode = record ?? configuration.record ?? SnapshotRecordMode.fromEnvironment()
    let filePath = "\(file)"
    let identifier = name ?? SnapshotCounter.next(file: filePath, test: testName)
    let places = SnapshotLocations(filePath: filePath, testName: testName, name: identifier,
                                   pathExtension: strategy.pathExtension,
                                   snapshotDirectory: snapshotDirectory, configuration: configuration)
    var failure = SnapshotFailure(kind: .error, message: "", golden: places.golden, actual: nil,
                                  artifacts: [], difference: nil, environmentDifferences: [])
    let fm = FileManager.default

    func fail(_ kind: SnapshotFailure.Kind, _ message: String) -> SnapshotFailure {
        failure.kind = kind
        failure.message = message
        return failure
    }

    let snapshot: Format, snapshotData: Data
    do {
        snapshot = try strategy.snapshot(value())
        snapshotData = try strategy.diffing.toData(snapshot)
    } catch {
        return fail(.error, "Could not snapshot the value: \(error)")
    }
    let renderEnvironment = environment ?? RenderEnvironment.current

    func writeGolden() throws {
        try fm.createDirectory(at: places.goldenDirectory, withIntermediateDirectories: true)
        try snapshotData.write(to: places.golden, options: .atomic)
        try EnvironmentRecord.write(renderEnvironment, to: places.environmentFile)
    }

    let goldenExists = fm.fileExists(atPath: places.golden.path)
    if mode == .all || (!goldenExists && mode != .never) {
        do { try writeGolden() } catch {
            return fail(.error, "Could not write the golden \(places.golden.path): \(error)")
        }
        let why = goldenExists ? "Record mode is \"all\"" : "No golden existed"
        return fail(.recorded, "\(why): recorded \(places.golden.path). Check it and run the test again.")
    }
    guard goldenExists else {
        return fail(.missingGolden, "No golden at \(places.golden.path), and the record mode is \"never\". "
                    + "Run the tests without CI set, or with EASEL_SNAPSHOT_RECORD=missing, to record it.")
    }

    let mismatch: SnapshotMismatch
    do {
        guard let goldenData = fm.contents(atPath: places.golden.path) else {
            return fail(.error, "Could not read the golden \(places.golden.path).")
        }
        if goldenData == snapshotData { return nil }
        guard let found = try strategy.diffing.diff(strategy.diffing.fromData(goldenData), snapshot) else { return nil }
        mismatch = found
    } catch {
        return fail(.error, "Could not compare with the golden \(places.golden.path): \(error)")
    }
    failure.difference = mismatch.details

    var message = ""
    if let env = EnvironmentRecord.mismatchNote(current: renderEnvironment, recordedAt: places.environmentFile) {
        failure.environmentDifferences = env.lines
        message += env.note + "\n\n"
    }
    message += "Snapshot does not match \(places.golden.path)\n\(mismatch.message)"

    if mode == .failed {
        do { try writeGolden() } catch {
            return fail(.error, message + "\nCould not re-record the golden: \(error)")
        }
        return fail(.recorded, message + "\nRecord mode is \"failed\": re-recorded the golden. Check it and run the test again.")
    }

    // Keep the evidence where a person (or a CI artifact upload) can find it.
    do {
        try fm.createDirectory(at: places.artifactsDirectory, withIntermediateDirectories: true)
        try snapshotData.write(to: places.actual, options: .atomic)
        failure.actual = places.actual
        message += "\nActual: \(places.actual.path)"
        for artifact in mismatch.artifacts {
            let url = places.artifact(artifact)
            try artifact.data.write(to: url, options: .atomic)
            failure.artifacts.append(url)
            message += "\n\(artifact.suffix.prefix(1).uppercased() + artifact.suffix.dropFirst()): \(url.path)"
        }
    } catch {
        message += "\nCould not write the failure artifacts to \(places.artifactsDirectory.path): \(error)"
    }
    return fail(.mismatch, message)
}

/// Numbers the unnamed snapshots of each test in the order they are taken.
enum SnapshotCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    static func next(file: String, test: String) -> String {
        lock.lock(); defer { lock.unlock() }
        let key = file + "\u{0}" + test
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        return String(n)
    }
}
