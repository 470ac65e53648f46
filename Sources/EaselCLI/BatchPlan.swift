import EaselCairo
import EaselText
import EaselScene
import Foundation

/// One output of a batch: a scene, optionally with one record's data.
struct BatchItem {
    var output: String
    var scene: Result<Scene, Error>
    /// The cache key's hash so far: options and scene bytes (see `BatchCache.keyPrefix`).
    var keyPrefix: SHA256
    /// The record's text (part of the cache key) and its parsed value.
    var record: BatchRecord?
}

/// One line of a `--data` file, parsed when first asked for: the process that
/// renders the item parses it, so a batch in worker processes parses each
/// record once, not once in every process that plans the batch.
final class BatchRecord {
    let text: Data
    private var parse: (() -> Result<DataValue, Error>)?
    private var parsed: Result<DataValue, Error>?

    init(text: Data, parse: @escaping () -> Result<DataValue, Error>) {
        self.text = text
        self.parse = parse
    }

    var value: Result<DataValue, Error> {
        if let parsed { return parsed }
        let result = parse!()
        parsed = result
        parse = nil
        return result
    }
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
        optionsKey = "easel \(EaselVersion.string) format=\(format.rawValue) \(c.canvas.cacheKey) allow=\(c.allowedPaths.joined(separator: ":"))\(c.remote.cacheKey) set=\(c.assignments.joined(separator: "\u{1F}"))"
        let limits = try c.limitOptions.limits()
        let allowed = c.allowedPaths.map { URL(fileURLWithPath: $0) }
        let remote = c.remote.assets(maxBytes: limits.maxAssetBytes)
        do {
            try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure("cannot create the output folder \(c.outDirectory): \(error.localizedDescription)")
        }

        func loadScene(_ path: String) -> (Result<Scene, Error>, Data) {
            let url = URL(fileURLWithPath: path)
            do {
                let bytes = try BatchPlan.read(url, display: path, limit: limits.maxSceneBytes)
                var scene = try Scene(data: bytes, file: path, baseDirectory: url.deletingLastPathComponent(),
                                      allowedDirectories: allowed, limits: limits)
                scene.assets.remote = remote
                return (.success(scene), bytes)
            } catch {
                return (.failure(error), Data())
            }
        }

        var all: [BatchItem] = []
        if let recordsPath = c.records {
            let (scene, bytes) = loadScene(c.inputs[0])
            let stem = URL(fileURLWithPath: c.inputs[0]).deletingPathExtension().lastPathComponent
            let keyPrefix = BatchCache.keyPrefix(options: optionsKey, scene: bytes)
            let text = try BatchPlan.read(URL(fileURLWithPath: recordsPath), display: recordsPath, limit: limits.maxDataBytes * 64)
            let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
            let nonEmpty = lines.enumerated().filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
            let width = String(nonEmpty.count).count
            for (n, (lineIndex, line)) in nonEmpty.enumerated() {
                let lineData = Data(line)
                let record = BatchRecord(text: lineData) { Result {
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
                } }
                var name = stem + "-" + String(repeating: "0", count: width - String(n + 1).count) + String(n + 1)
                var item = BatchItem(output: "", scene: scene, keyPrefix: keyPrefix, record: record)
                if let template = c.name, case .success(let v) = record.value {
                    do { name = try BatchPlan.fileName(template, values: BatchPlan.nameValues(scene: stem, index: n + 1, record: v)) } catch {
                        item.scene = .failure(error)
                    }
                }
                item.output = name + "." + format.fileExtension
                all.append(item)
            }
        } else {
            let files = try BatchPlan.sceneFiles(c.inputs, exclude: c.exclude)
            // Named by their path below the folder all inputs share, so a/card.yaml and
            // b/card.yaml write a/card.png and b/card.png instead of clashing.
            let base = BatchPlan.commonFolder(files)
            for (n, path) in files.enumerated() {
                let (scene, bytes) = loadScene(path)
                let url = URL(fileURLWithPath: path).standardizedFileURL
                var name = String(url.deletingPathExtension().path.dropFirst(base.count))
                var item = BatchItem(output: "", scene: scene, keyPrefix: BatchCache.keyPrefix(options: optionsKey, scene: bytes), record: nil)
                if let template = c.name {
                    do {
                        name = try BatchPlan.fileName(template, values: BatchPlan.nameValues(scene: url.deletingPathExtension().lastPathComponent,
                                                                                              index: n + 1, record: nil))
                    } catch { item.scene = .failure(error) }
                }
                item.output = name + "." + format.fileExtension
                all.append(item)
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

    /// What `--name` placeholders can use: {scene} and {index}, and a record's
    /// values (which win over those two when the record has the same key).
    static func nameValues(scene: String, index: Int, record: DataValue?) -> DataValue {
        var values: [String: DataValue] = ["scene": .string(scene), "index": .number(Double(index))]
        if case .object(let fields)? = record { values.merge(fields) { _, recorded in recorded } }
        return .object(values)
    }

    /// An output name from a template like "{id}-{scene}": placeholders filled in,
    /// anything but letters, digits, '-', '_' and '.' replaced, so a record cannot
    /// write outside the output folder.
    static func fileName(_ template: String, values: DataValue) throws -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { throw CLIFailure("--name \"\(template)\": a '{' is not closed") }
            let key = rest[rest.index(after: open)..<close]
            guard let v = values.lookup(key.split(separator: ".")) else {
                throw CLIFailure("--name \"\(template)\": no value for {\(key)}; use {scene}, {index} or a record's key")
            }
            out += v.interpolated
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        let safe = String(out.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        let trimmed = safe.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard !trimmed.isEmpty else { throw CLIFailure("--name \"\(template)\" gives an empty file name") }
        return String(trimmed.prefix(200))
    }

    static let sceneExtensions = ["yaml", "yml", "json"]

    /// The scene files the inputs name: files as given, folders searched
    /// recursively (sorted, skipping hidden entries, schemas and `exclude` names).
    static func sceneFiles(_ inputs: [String], exclude: [String]) throws -> [String] {
        let fm = FileManager.default
        func excluded(_ name: String) -> Bool { exclude.contains { fnmatch($0, name, 0) == 0 } }
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else { files.append(input); continue }
            var found: [String] = []
            var stack = [input]
            while let folder = stack.popLast() {
                for name in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []) where !name.hasPrefix(".") && !excluded(name) {
                    let path = (folder as NSString).appendingPathComponent(name)
                    var dir: ObjCBool = false
                    guard fm.fileExists(atPath: path, isDirectory: &dir) else { continue }
                    if dir.boolValue { stack.append(path) }
                    else if sceneExtensions.contains((name as NSString).pathExtension.lowercased()), !name.hasSuffix(".schema.json") {
                        found.append(path)
                    }
                }
            }
            guard !found.isEmpty else { throw CLIFailure("no scenes (.yaml, .yml or .json) in the folder \(input)") }
            files += found.sorted()
        }
        return files
    }

    /// The deepest folder that holds every file, with a trailing slash.
    static func commonFolder(_ files: [String]) -> String {
        let folders = files.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0.0 == $0.1 }.map(\.0))
        }
        let path = NSString.path(withComponents: common)
        return path.hasSuffix("/") ? path : path + "/"
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
