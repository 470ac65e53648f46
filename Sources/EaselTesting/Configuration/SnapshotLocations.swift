import Foundation

/// Where one assertion's golden and failure artifacts live.
struct SnapshotLocations {
    let golden: URL
    let goldenDirectory: URL
    let artifactsDirectory: URL
    /// `<testName>.<name>`, shared by the golden and the artifacts.
    let baseName: String
    let pathExtension: String

    /// The failing snapshot; never the golden itself, even when the artifacts are
    /// configured into the golden folder.
    var actual: URL {
        let url = artifactsDirectory.appendingPathComponent("\(baseName).\(pathExtension)")
        guard url.standardizedFileURL.path == golden.standardizedFileURL.path else { return url }
        return artifactsDirectory.appendingPathComponent("\(baseName).actual.\(pathExtension)")
    }
    func artifact(_ a: SnapshotArtifact) -> URL {
        artifactsDirectory.appendingPathComponent("\(baseName).\(a.suffix).\(a.pathExtension)")
    }
    var environmentFile: URL { goldenDirectory.appendingPathComponent("environment.json") }

    init(filePath: String, testName: String, name: String, pathExtension: String,
         snapshotDirectory: String?, configuration: SnapshotConfiguration,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        let testFile = URL(fileURLWithPath: filePath)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let package = Self.packageRoot(containing: testFile)
        if let snapshotDirectory {
            goldenDirectory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else {
            let root = configuration.snapshotsRoot ?? package.appendingPathComponent("Snapshots", isDirectory: true)
            goldenDirectory = root.appendingPathComponent(fileName, isDirectory: true)
        }
        let artifactsRoot = configuration.artifactsRoot
            ?? environment["EASEL_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? package.appendingPathComponent(".artifacts/snapshots", isDirectory: true)
        artifactsDirectory = artifactsRoot.appendingPathComponent(fileName, isDirectory: true)
        baseName = "\(Self.sanitize(testName)).\(Self.sanitize(name))"
        self.pathExtension = pathExtension
        golden = goldenDirectory.appendingPathComponent("\(baseName).\(pathExtension)")
    }

    /// The nearest ancestor of the test file holding `Package.swift`; the test file's
    /// own folder when there is none (a test compiled outside a package).
    static func packageRoot(containing file: URL) -> URL {
        var dir = file.deletingLastPathComponent()
        let fm = FileManager.default
        while dir.path != "/" && !dir.path.isEmpty {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// `testFoo()` → `testFoo`, `render(size:)` → `render`; anything but letters,
    /// digits, `-` and `_` becomes `-`, so names are portable file names.
    static func sanitize(_ name: String) -> String {
        var base = Substring(name)
        if let paren = base.firstIndex(of: "(") { base = base[..<paren] }
        let mapped = base.unicodeScalars.map { s -> Character in
            (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_") && s.isASCII
                ? Character(s) : "-"
        }
        let result = String(mapped)
        return result.isEmpty ? "snapshot" : result
    }
}
