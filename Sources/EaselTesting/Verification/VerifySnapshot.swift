import Foundation
import EaselCairo
import EaselText

/// Snapshots `value` with `strategy` and checks it against its golden, recording
/// goldens as the record mode says. Returns nil on success and the failure
/// otherwise, without reporting it (see `assertSnapshot`).
///
/// - Parameters:
///   - name: distinguishes several snapshots in one test; defaults to a counter
///     ("1", "2", …) per test.
///   - record: overrides `SnapshotConfiguration.current` and the environment variables.
///   - snapshotDirectory: the exact folder for this golden, instead of
///     `<package>/Snapshots/<TestTarget>/<TestFileName>/`.
///   - environment: the render environment to record and compare against the
///     golden folder's `environment.json`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    environment: RenderEnvironment? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> SnapshotFailure? {
    let configuration = SnapshotConfiguration.current
    let mode = record ?? configuration.record ?? SnapshotRecordMode.fromEnvironment()
    let filePath = "\(file)"
    let identifier = name ?? SnapshotCounter.next(file: filePath, test: testName)
    let places = SnapshotLocations(filePath: filePath, fileID: "\(fileID)", testName: testName, name: identifier,
                                   pathExtension: strategy.pathExtension,
                                   snapshotDirectory: snapshotDirectory, configuration: configuration)
    let rerecord = FailureGuidance.rerecordCommand(variable: "EASEL_SNAPSHOT_RECORD", module: places.target, testName: testName)
    var failure = SnapshotFailure(kind: .error, message: "", golden: places.golden, actual: nil, expected: nil,
                                  artifacts: [], record: nil, difference: nil, environmentDifferences: [],
                                  rerecordCommand: rerecord)
    let fm = FileManager.default

    func fail(_ kind: SnapshotFailure.Kind, _ message: String) -> SnapshotFailure {
        failure.kind = kind
        failure.message = message
        return failure
    }
    // A snapshot that matches, or was just recorded, leaves no failure behind.
    func clearArtifacts() {
        var removed = false
        for url in places.artifactFiles where fm.fileExists(atPath: url.path) {
            removed = (try? fm.removeItem(at: url)) != nil || removed
        }
        if removed { SnapshotReportAtExit.pruneReport(artifactsRoot: places.artifactsRoot) }
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
        clearArtifacts()
        let why = goldenExists ? "Record mode is \"all\"" : "No golden existed"
        return fail(.recorded, "\(why): recorded \(places.golden.path). Check it and run the test again.")
    }

    var message = ""
    var mismatch: SnapshotMismatch?
    if goldenExists {
        do {
            guard let goldenData = fm.contents(atPath: places.golden.path) else {
                return fail(.error, "Could not read the golden \(places.golden.path).")
            }
            if goldenData == snapshotData { clearArtifacts(); return nil }
            guard let found = try strategy.diffing.diff(strategy.diffing.fromData(goldenData), snapshot) else {
                clearArtifacts()
                return nil
            }
            mismatch = found
        } catch {
            return fail(.error, "Could not compare with the golden \(places.golden.path): \(error)")
        }
        failure.difference = mismatch?.details
        if let env = EnvironmentRecord.mismatchNote(current: renderEnvironment, recordedAt: places.environmentFile) {
            failure.environmentDifferences = env.lines
            message += env.note + "\n\n"
        }
        message += "Snapshot does not match \(places.golden.path)\n\(mismatch!.message)"
        if mode == .failed {
            do { try writeGolden() } catch {
                return fail(.error, message + "\nCould not re-record the golden: \(error)")
            }
            clearArtifacts()
            return fail(.recorded, message + "\nRecord mode is \"failed\": re-recorded the golden. Check it and run the test again.")
        }
    } else {
        message = "No golden at \(places.golden.path), and the record mode is \"never\"."
    }

    // Keep the evidence where a person, `easel report` or a CI artifact upload finds it.
    do {
        try fm.createDirectory(at: places.artifactsDirectory, withIntermediateDirectories: true)
        for url in places.artifactFiles { try? fm.removeItem(at: url) }
        if goldenExists {
            try fm.copyItem(at: places.golden, to: places.expected)
            failure.expected = places.expected
            message += "\nExpected: \(places.expected.path)"
        }
        try snapshotData.write(to: places.actual, options: .atomic)
        failure.actual = places.actual
        message += "\nActual: \(places.actual.path)"
        for artifact in mismatch?.artifacts ?? [] {
            let url = places.artifact(artifact)
            try artifact.data.write(to: url, options: .atomic)
            failure.artifacts.append(url)
            message += "\n\(artifact.suffix.prefix(1).uppercased() + artifact.suffix.dropFirst()): \(url.path)"
        }
    } catch {
        message += "\nCould not write the failure artifacts to \(places.artifactsDirectory.path): \(error)"
    }
    if places.isLegacy {
        message += "\nThis golden is at its pre-namespacing place; move its folder to "
            + "\(places.goldenDirectory.deletingLastPathComponent().appendingPathComponent(places.target).path)/ "
            + "so another test target's \(places.fileName).swift cannot collide with it."
    }
    message += goldenExists
        ? "\nIf the change is intended, re-record this snapshot: \(rerecord)"
        : "\nTo record it: \(rerecord.replacingOccurrences(of: "=failed", with: "=missing"))"
    if let hint = FailureGuidance.gitignoreHint(package: places.package, artifactsRoot: places.artifactsRoot) {
        message += "\n" + hint
    }
    let kind: SnapshotFailure.Kind = goldenExists ? .mismatch : .missingGolden
    let record = SnapshotFailureRecord(
        test: "\(places.target)/\(places.fileName)/\(SnapshotLocations.sanitize(testName))", name: identifier,
        kind: kind == .mismatch ? "mismatch" : "missingGolden", golden: places.golden.path, message: message,
        expected: failure.expected?.lastPathComponent, actual: failure.actual?.lastPathComponent,
        diff: failure.artifacts.first { $0.lastPathComponent.hasSuffix(".diff.png") }?.lastPathComponent,
        difference: failure.difference, environmentDifferences: failure.environmentDifferences,
        rerecord: goldenExists ? rerecord : rerecord.replacingOccurrences(of: "=failed", with: "=missing"))
    if let data = try? record.encoded(), (try? data.write(to: places.record, options: .atomic)) != nil {
        failure.record = places.record
    }
    return fail(kind, message)
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
