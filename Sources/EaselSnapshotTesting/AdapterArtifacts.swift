#if SwiftSnapshotTesting
import Foundation
import EaselCairo
import EaselText
import EaselTesting
#if canImport(Testing)
import Testing
#endif

/// Where a failing comparison inside swift-snapshot-testing leaves its files.
///
/// A `Diffing` sees only the two images, not the test. The test is the running Swift
/// Testing test, else the call site of `.image(…)` (its `#fileID`, `#filePath` and
/// `#function` defaults, which name the XCTest method that wrote the assertion); the
/// golden is the file in that test file's `__Snapshots__/<File>/` folder holding exactly
/// the reference bytes. When neither finds it (the bare `.image` under XCTest, or a
/// custom `snapshotDirectory`), files are named by the actual image's digest under
/// `Unidentified/`. The folder is EaselTesting's: `SnapshotConfiguration`'s
/// `artifactsRoot`, `$EASEL_SNAPSHOT_ARTIFACTS`, `$SNAPSHOT_ARTIFACTS`, else the package's
/// `.artifacts/snapshots`.
struct AdapterArtifacts {
    /// Where `.image(…)` was written: the test, when no Swift Testing test is running.
    struct CallSite: Sendable {
        var fileID: String, filePath: String, function: String
    }

    let folder: URL
    let baseName: String
    let root: URL
    let package: URL?
    let test: String
    let golden: String
    let module: String
    let testFunction: String

    static func locate(golden: Data, actual: Data, callSite: CallSite?) -> AdapterArtifacts {
        let env = ProcessInfo.processInfo.environment
        func root(package: URL?) -> URL {
            if let configured = SnapshotConfiguration.current.artifactsRoot { return configured }
            for key in ["EASEL_SNAPSHOT_ARTIFACTS", "SNAPSHOT_ARTIFACTS"] {
                if let value = env[key], !value.isEmpty { return URL(fileURLWithPath: value, isDirectory: true) }
            }
            if let package { return package.appendingPathComponent(".artifacts/snapshots", isDirectory: true) }
            return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
                .appendingPathComponent("easel-snapshot-artifacts", isDirectory: true)
        }
        var test: (module: String, filePath: String, function: String)?
        #if canImport(Testing)
        if let current = Test.current {
            test = (current.id.moduleName, current.sourceLocation.filePath, current.id.nameComponents.last ?? current.name)
        }
        #endif
        if test == nil, let callSite {
            let module = callSite.fileID.split(separator: "/").first.map(String.init) ?? ""
            test = (module, callSite.filePath, callSite.function)
        }
        if let test {
            let file = URL(fileURLWithPath: test.filePath)
            let fileName = file.deletingPathExtension().lastPathComponent
            let snapshots = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(fileName)", isDirectory: true)
            var function = Substring(test.function)
            if let paren = function.firstIndex(of: "(") { function = function[..<paren] }
            if let goldenFile = reference(in: snapshots, matching: golden, testFunction: String(function)) {
                let package = packageRoot(containing: file)
                let r = root(package: package)
                return AdapterArtifacts(
                    folder: r.appendingPathComponent(test.module).appendingPathComponent(fileName),
                    baseName: goldenFile.deletingPathExtension().lastPathComponent, root: r, package: package,
                    test: "\(test.module)/\(fileName)/\(function)", golden: goldenFile.path,
                    module: test.module, testFunction: String(function))
            }
        }
        let r = root(package: nil)
        let digest = String(RenderEnvironment.sha256Hex(actual).prefix(16))
        return AdapterArtifacts(folder: r.appendingPathComponent("Unidentified"), baseName: digest, root: r,
                                package: nil, test: "Unidentified/\(digest)", golden: "(not known to the comparator)",
                                module: "", testFunction: "")
    }

    /// The `.png` in `folder` with exactly these bytes; among equal files, one named
    /// after the test (`<test>.<name>.png`).
    static func reference(in folder: URL, matching data: Data, testFunction: String) -> URL? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let prefix = testFunction + "."
        let candidates = names.filter { $0.hasSuffix(".png") }.sorted { a, b in
            a.hasPrefix(prefix) != b.hasPrefix(prefix) ? a.hasPrefix(prefix) : a < b
        }
        for name in candidates {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.contents(atPath: url.path) == data { return url }
        }
        return nil
    }

    static func packageRoot(containing file: URL) -> URL? {
        var dir = file.deletingLastPathComponent()
        while dir.path != "/" && !dir.path.isEmpty {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    func url(_ suffix: String) -> URL { folder.appendingPathComponent("\(baseName).\(suffix)") }

    var files: [URL] { ["expected.png", "actual.png", "diff.png", "failure.json"].map(url) }

    func clear() {
        var removed = false
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            removed = (try? FileManager.default.removeItem(at: file)) != nil || removed
        }
        if removed { SnapshotReportAtExit.pruneReport(artifactsRoot: root) }
    }

    /// Writes the artifacts and returns the failure message: the comparison, the
    /// paths, and how to re-record.
    func write(mismatch: SnapshotMismatch, golden goldenData: Data, actual: Data) -> String {
        var message = mismatch.message
        let fm = FileManager.default
        let rerecord = module.isEmpty ? "SNAPSHOT_TESTING_RECORD=failed swift test"
            : FailureGuidance.rerecordCommand(variable: "SNAPSHOT_TESTING_RECORD", module: module, testName: testFunction)
        var diffName: String?
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try? fm.removeItem(at: file) }
            try goldenData.write(to: url("expected.png"), options: .atomic)
            try actual.write(to: url("actual.png"), options: .atomic)
            message += "\nExpected: \(url("expected.png").path)\nActual: \(url("actual.png").path)"
            for artifact in mismatch.artifacts {
                let file = url("\(artifact.suffix).\(artifact.pathExtension)")
                try artifact.data.write(to: file, options: .atomic)
                if artifact.suffix == "diff" { diffName = file.lastPathComponent }
                message += "\n\(artifact.suffix.prefix(1).uppercased() + artifact.suffix.dropFirst()): \(file.path)"
            }
        } catch {
            message += "\nCould not write the failure artifacts to \(folder.path): \(error)"
        }
        message += "\nIf the change is intended, re-record this snapshot: \(rerecord)"
        if let package, let hint = FailureGuidance.gitignoreHint(package: package, artifactsRoot: root) {
            message += "\n" + hint
        }
        let record = SnapshotFailureRecord(
            test: test, name: baseName, kind: "mismatch", golden: golden, message: message,
            expected: "\(baseName).expected.png", actual: "\(baseName).actual.png", diff: diffName,
            difference: mismatch.details, rerecord: rerecord)
        if let data = try? record.encoded(), (try? data.write(to: url("failure.json"), options: .atomic)) != nil {
            SnapshotReportAtExit.register(artifactsRoot: root)
        }
        return message
    }
}
#endif
