import Foundation

/// Where one assertion's golden and failure artifacts live.
///
/// Goldens are namespaced `Snapshots/<TestTarget>/<TestFileName>/<test>.<name>.<ext>`,
/// so two test targets with a file of the same name keep apart. A golden recorded
/// before that namespacing, at `Snapshots/<TestFileName>/…`, is still found there and
/// compared (and re-recorded in place) until it is moved.
struct SnapshotLocations {
    let golden: URL
    let goldenDirectory: URL
    /// Set when the golden was found at its pre-namespacing place.
    let isLegacy: Bool
    let artifactsRoot: URL
    let artifactsDirectory: URL
    /// `<testName>.<name>`, shared by the golden and the artifacts.
    let baseName: String
    let pathExtension: String
    let package: URL
    /// The test target (the module of `#fileID`) and the file's name without `.swift`.
    let target: String
    let fileName: String

    /// The failing snapshot. Artifacts carry a role suffix, so they never share a name
    /// with the golden even when both are configured into one folder.
    var actual: URL { artifact("actual", pathExtension) }
    var expected: URL { artifact("expected", pathExtension) }
    var record: URL { artifactsDirectory.appendingPathComponent(baseName + ".failure.json") }
    func artifact(_ a: SnapshotArtifact) -> URL { artifact(a.suffix, a.pathExtension) }
    func artifact(_ suffix: String, _ ext: String) -> URL {
        artifactsDirectory.appendingPathComponent("\(baseName).\(suffix).\(ext)")
    }
    var environmentFile: URL { goldenDirectory.appendingPathComponent("environment.json") }
    /// Every file a failure of this assertion may leave, to clear once it passes.
    var artifactFiles: [URL] {
        [actual, expected, record, artifact("diff", "png")]
    }

    init(filePath: String, fileID: String, testName: String, name: String, pathExtension: String,
         snapshotDirectory: String?, configuration: SnapshotConfiguration,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        let testFile = URL(fileURLWithPath: filePath)
        fileName = testFile.deletingPathExtension().lastPathComponent
        target = Self.module(fileID: fileID, filePath: filePath)
        package = Self.packageRoot(containing: testFile)
        baseName = "\(Self.sanitize(testName)).\(Self.sanitize(name))"
        self.pathExtension = pathExtension
        let file = "\(baseName).\(pathExtension)"
        if let snapshotDirectory {
            goldenDirectory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
            isLegacy = false
        } else {
            let root = configuration.snapshotsRoot ?? package.appendingPathComponent("Snapshots", isDirectory: true)
            let namespaced = root.appendingPathComponent(target, isDirectory: true)
                .appendingPathComponent(fileName, isDirectory: true)
            let legacy = root.appendingPathComponent(fileName, isDirectory: true)
            let fm = FileManager.default
            if !fm.fileExists(atPath: namespaced.appendingPathComponent(file).path)
                && fm.fileExists(atPath: legacy.appendingPathComponent(file).path) {
                goldenDirectory = legacy
                isLegacy = true
            } else {
                goldenDirectory = namespaced
                isLegacy = false
            }
        }
        artifactsRoot = configuration.artifactsRoot
            ?? environment["EASEL_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? package.appendingPathComponent(".artifacts/snapshots", isDirectory: true)
        artifactsDirectory = artifactsRoot.appendingPathComponent(target, isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: true)
        golden = goldenDirectory.appendingPathComponent(file)
    }

    /// `#fileID` is `Module/File.swift`; without one (a caller passing only a path),
    /// the folder above the file, which is the target under SwiftPM's `Tests/<Target>/`.
    static func module(fileID: String, filePath: String) -> String {
        if let slash = fileID.firstIndex(of: "/"), slash > fileID.startIndex {
            return sanitize(String(fileID[..<slash]))
        }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().lastPathComponent
        return sanitize(folder)
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
