import ArgumentParser
import EaselScene
import Foundation

/// The scene and data options every command shares.
struct SceneInput: ParsableArguments {
    @Argument(help: "The scene file (.yaml, .yml or .json), or - to read it from standard input.")
    var scene: String

    @Option(name: .customLong("data"), help: "A JSON (or YAML) file whose top-level keys replace the scene's data; - reads standard input.")
    var dataFile: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Sets one data value at a dotted path, e.g. --set pets.0.votes=30. Repeatable.",
                                                         valueName: "key=value"))
    var assignments: [String] = []

    @Option(name: .customLong("allow-path"), help: ArgumentHelp("Also allow images and fonts from this folder. Repeatable.", valueName: "dir"))
    var allowedPaths: [String] = []

    @OptionGroup var remote: RemoteOptions

    @OptionGroup var limitOptions: LimitOptions

    /// The default limits with --limit and --timeout applied.
    func limits() throws -> SceneLimits { try limitOptions.limits() }

    func validate() throws {
        if scene == "-" && dataFile == "-" { throw ValidationError("the scene and --data cannot both come from standard input") }
    }

    var allowedDirectories: [URL] { allowedPaths.map { URL(fileURLWithPath: $0) } }

    /// The scene with --data and --set applied; every failure is a located message.
    func load(limits given: SceneLimits? = nil) throws -> Scene {
        let limits = try given ?? self.limits()
        var s: Scene
        if scene == "-" {
            let bytes = try StandardInput.read(limit: limits.maxSceneBytes, what: "scene")
            s = try Scene(data: bytes, file: "<stdin>", baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                          allowedDirectories: allowedDirectories, limits: limits)
        } else {
            s = try Scene(contentsOf: URL(fileURLWithPath: scene), allowedDirectories: allowedDirectories, limits: limits)
        }
        if let dataFile {
            s.merge(data: try SceneInput.loadData(dataFile, limits: limits))
        }
        for a in assignments { try s.set(a) }
        s.assets.remote = remote.assets(maxBytes: limits.maxAssetBytes)
        return s
    }

    static func loadData(_ path: String, limits: SceneLimits) throws -> DataValue {
        if path == "-" {
            return try Scene.loadData(try StandardInput.read(limit: limits.maxDataBytes, what: "data"), file: "<stdin>", limits: limits)
        }
        let url = URL(fileURLWithPath: path)
        guard let size = FileSize.of(url.path) else {
            throw SceneError(file: path, location: nil, keyPath: "", message: "no such file")
        }
        if size > limits.maxDataBytes {
            throw SceneDocumentParser.tooLarge(file: path, size: size, maxBytes: limits.maxDataBytes,
                                               prefix: SceneDocumentParser.prefix(of: url, count: limits.maxDataBytes), limitName: "maxDataBytes")
        }
        guard let bytes = FileManager.default.contents(atPath: url.path) else {
            throw SceneError(file: path, location: nil, keyPath: "", message: "cannot read the file")
        }
        return try Scene.loadData(bytes, file: path, limits: limits)
    }

    /// Files whose changes should trigger a re-render.
    var watchedFiles: [URL] {
        var files: [URL] = []
        if scene != "-" { files.append(URL(fileURLWithPath: scene)) }
        if let dataFile, dataFile != "-" { files.append(URL(fileURLWithPath: dataFile)) }
        return files
    }
}

enum StandardInput {
    /// Reads all of standard input, refusing more than `limit` bytes before reading the rest.
    static func read(limit: Int, what: String) throws -> Data {
        var data = Data()
        let handle = FileHandle.standardInput
        while true {
            let chunk = handle.readData(ofLength: 64 << 10)
            if chunk.isEmpty { break }
            data.append(chunk)
            if data.count > limit {
                throw SceneDocumentParser.tooLarge(file: "<stdin>", size: data.count, maxBytes: limit, prefix: data.prefix(limit),
                                                   limitName: what == "data" ? "maxDataBytes" : "maxSceneBytes")
            }
        }
        return data
    }
}

/// Runs `body`, turning scene and render errors into a message and exit status 1.
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as SceneError {
        throw CLIFailure(e.description)
    } catch let e as CLIFailure {
        throw e
    } catch let e as ValidationError {
        throw e
    } catch {
        throw CLIFailure("error: \(error)")
    }
}
