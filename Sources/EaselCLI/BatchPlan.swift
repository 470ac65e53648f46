import EaselScene
import Foundation

/// One output of a batch: a scene, optionally with one record's data.
struct BatchItem {
    var output: String
    var scene: Result<Scene, Error>
    var sceneBytes: Data
    /// The record's text (part of the cache key) and its parsed value.
    var record: (text: Data, value: Result<DataValue, Error>)?
}

/// What a batch will do, decided before any rendering: the items of this
/// shard, their output names, and the cache of previous runs.
struct BatchPlan {
    var items: [BatchItem] = []
    var outDirectory: URL
    var format: OutputFormat
    var overrides = CanvasOverrides()
    /// `--set` assignments, applied to every item after its record.
    var assignments: [String] = []
    var force: Bool
    /// Everything besides the inputs that changes the bytes written.
    var optionsKey: String

    init(command c: BatchCommand) throws {
        outDirectory = URL(fileURLWithPath: c.outDirectory)
        format = OutputFormat(rawValue: c.format.lowercased())!
        overrides = c.canvas.overrides
        assignments = c.assignments
        force = c.force
        // Every option that can change what an item renders to is part of the key.
        optionsKey = "easel \(EaselVersion.string) format=\(format.rawValue) \(c.canvas.cacheKey) allow=\(c.allowedPaths.joined(separator: ":")) set=\(c.assignments.joined(separator: "\u{1F}"))"
        let limits = SceneLimits.default
        let allowed = c.allowedPaths.map { URL(fileURLWithPath: $0) }
        do {
            try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure("cannot create the output folder \(c.outDirectory): \(error.localizedDescription)")
        }

        func loadScene(_ path: String) -> (Result<Scene, Error>, Data) {
            let url = URL(fileURLWithPath: path)
            do {
                let bytes = try BatchPlan.read(url, display: path, limit: limits.maxSceneBytes)
                let scene = try Scene(data: bytes, file: path, baseDirectory: url.deletingLastPathComponent(),
                                      allowedDirectories: allowed, limits: limits)
                return (.success(scene), bytes)
            } catch {
                return (.failure(error), Data())
            }
        }

        var all: [BatchItem] = []
        if let recordsPath = c.records {
            let (scene, bytes) = loadScene(c.inputs[0])
            let stem = URL(fileURLWithPath: c.inputs[0]).deletingPathExtension().lastPathComponent
            let text = try BatchPlan.read(URL(fileURLWithPath: recordsPath), display: recordsPath, limit: limits.maxDataBytes * 64)
            let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
            let nonEmpty = lines.enumerated().filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
            let width = String(nonEmpty.count).count
            for (n, (lineIndex, line)) in nonEmpty.enumerated() {
                let lineData = Data(line)
                let value: Result<DataValue, Error> = Result {
                    do { return try Scene.loadData(lineData, file: recordsPath, limits: limits) } catch var e as SceneError {
                        // Each line is parsed on its own; report its real line in the file.
                        // An error "after" the line (unclosed brace) belongs at its end.
                        if let loc = e.location, loc.line == 1 {
                            e.location = SourceLocation(line: lineIndex + 1, column: loc.column)
                        } else {
                            e.location = SourceLocation(line: lineIndex + 1, column: lineData.count + 1)
                        }
                        throw e
                    }
                }
                var name = stem + "-" + String(repeating: "0", count: width - String(n + 1).count) + String(n + 1)
                if let template = c.name, case .success(let v) = value {
                    name = BatchPlan.fileName(template, record: v) ?? name
                }
                all.append(BatchItem(output: name + "." + format.rawValue, scene: scene, sceneBytes: bytes, record: (lineData, value)))
            }
        } else {
            for path in c.inputs {
                let (scene, bytes) = loadScene(path)
                let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                all.append(BatchItem(output: stem + "." + format.rawValue, scene: scene, sceneBytes: bytes, record: nil))
            }
        }
        var seen: [String: Int] = [:]
        for i in all.indices {
            if let first = seen[all[i].output] {
                all[i].scene = .failure(CLIFailure("output name \(all[i].output) is already used by item \(first + 1); use --name to make names unique"))
            } else {
                seen[all[i].output] = i
            }
        }
        if let shard = try c.parsedShard() {
            all = all.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
        }
        items = all
    }

    /// A record's output name from a template like "{id}-{name}": placeholders
    /// filled from the record, anything but letters, digits, '-', '_' and '.' replaced,
    /// so a record cannot write outside the output folder.
    static func fileName(_ template: String, record: DataValue) -> String? {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let path = rest[rest.index(after: open)..<close].split(separator: ".")
            guard let v = record.lookup(Array(path)) else { return nil }
            out += v.interpolated
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        let safe = String(out.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        let trimmed = safe.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return trimmed.isEmpty ? nil : String(trimmed.prefix(200))
    }

    static func read(_ url: URL, display: String, limit: Int) throws -> Data {
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw SceneError(file: display, location: nil, keyPath: "", message: "no such file")
        }
        if let size = attrs[.size] as? Int, size > limit {
            throw SceneError(file: display, location: nil, keyPath: "", message: "file is \(size) bytes; the limit is \(limit)")
        }
        guard let d = FileManager.default.contents(atPath: url.path) else {
            throw SceneError(file: display, location: nil, keyPath: "", message: "cannot read the file")
        }
        return d
    }
}
