import Foundation
import EaselCore

/// A parsed scene file: canvas settings, data, and the view tree, still as
/// nodes. `build()` turns it into a view once data overrides are applied.
public struct Scene: Sendable {
    /// The name messages use for the scene (its path as given, or `<stdin>`).
    public let file: String
    public let root: SceneNode
    public var data: DataValue
    public var assets: AssetResolver
    public var limits: SceneLimits
    public var registry: SceneRegistry
    /// Command-line overrides of the canvas.
    public var overrides = CanvasOverrides()

    static let topLevelKeys = ["canvas", "data", "body"]

    public init(data bytes: Data, file: String, baseDirectory: URL, allowedDirectories: [URL] = [],
                limits: SceneLimits = .default, registry: SceneRegistry = .standard) throws {
        self.file = file
        self.limits = limits
        self.registry = registry
        assets = AssetResolver(baseDirectory: baseDirectory, allowedDirectories: allowedDirectories, maxBytes: limits.maxAssetBytes)
        root = try SceneDocumentParser.parse(bytes, file: file, maxBytes: limits.maxSceneBytes, limits: limits)
        guard let pairs = root.mapping else {
            throw SceneError(file: file, location: root.location, keyPath: "",
                             message: "a scene is a mapping with body: (and optional canvas:, data:), got \(root.described)")
        }
        for p in pairs where !Scene.topLevelKeys.contains(p.key) {
            throw SceneError(file: file, location: p.keyLocation, keyPath: p.key,
                             message: "unknown top-level key '\(p.key)'; a scene has canvas, data and body",
                             suggestion: Suggestions.nearest(to: p.key, in: Scene.topLevelKeys))
        }
        guard root.value(forKey: "body") != nil else {
            throw SceneError(file: file, location: root.location, keyPath: "", message: "missing body: (the view to render)")
        }
        if let d = root.value(forKey: "data") {
            guard d.mapping != nil || d.isNull else {
                throw SceneError(file: file, location: d.location, keyPath: "data", message: "data must be a mapping, got \(d.described)")
            }
            data = DataValue(d)
            if case .null = data { data = .object([:]) }
        } else {
            data = .object([:])
        }
    }

    /// Loads a scene file; paths in it are relative to its folder.
    public init(contentsOf url: URL, allowedDirectories: [URL] = [], limits: SceneLimits = .default) throws {
        let bytes = try Scene.readFile(url, displayName: url.relativePath, maxBytes: limits.maxSceneBytes)
        try self.init(data: bytes, file: url.relativePath, baseDirectory: url.deletingLastPathComponent(),
                      allowedDirectories: allowedDirectories, limits: limits)
    }

    static func readFile(_ url: URL, displayName: String, maxBytes: Int) throws -> Data {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw SceneError(file: displayName, location: nil, keyPath: "", message: "no such file")
        }
        guard !isDir.boolValue else { throw SceneError(file: displayName, location: nil, keyPath: "", message: "is a folder, not a file") }
        let size = FileSize.of(url.path) ?? 0
        guard size <= maxBytes else {
            throw SceneDocumentParser.tooLarge(file: displayName, size: size, maxBytes: maxBytes,
                                               prefix: SceneDocumentParser.prefix(of: url, count: maxBytes), limitName: "maxSceneBytes")
        }
        guard let d = fm.contents(atPath: url.path) else {
            throw SceneError(file: displayName, location: nil, keyPath: "", message: "cannot read the file")
        }
        return d
    }

    /// Replaces top-level data keys with those of `other` (`--data`, a JSON-lines record).
    public mutating func merge(data other: DataValue) {
        guard case .object(let new) = other, case .object(var mine) = data else { data = other; return }
        for (k, v) in new { mine[k] = v }
        data = .object(mine)
    }

    /// `--set pets.0.votes=30`: one value at a dotted path.
    public mutating func set(_ assignment: String) throws {
        guard let eq = assignment.firstIndex(of: "="), eq != assignment.startIndex else {
            throw SceneError(file: "--set", location: nil, keyPath: "", message: "'\(assignment)' is not key=value")
        }
        let key = String(assignment[..<eq]), value = String(assignment[assignment.index(after: eq)...])
        guard Interpolation.isValidPath(key) else {
            throw SceneError(file: "--set", location: nil, keyPath: key, message: "'\(key)' is not a dotted data path")
        }
        let parts = key.split(separator: ".")
        guard data.set(parts[...], to: DataValue.scalar(fromCommandLine: value)) else {
            throw SceneError(file: "--set", location: nil, keyPath: key, message: "cannot set '\(key)': a part of the path is not an object or a valid list index")
        }
    }

    /// Reads a JSON (or YAML) data file into a value, with the data-size limit.
    public static func loadData(_ bytes: Data, file: String, limits: SceneLimits = .default) throws -> DataValue {
        let node = try SceneDocumentParser.parse(bytes, file: file, maxBytes: limits.maxDataBytes, limits: limits, limitName: "maxDataBytes")
        guard node.mapping != nil else {
            throw SceneError(file: file, location: node.location, keyPath: "", message: "data must be an object (a mapping), got \(node.described)")
        }
        return DataValue(node)
    }
}

/// Canvas settings given on the command line, which win over the file's.
public struct CanvasOverrides: Sendable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    /// An asset catalog (`*.xcassets`) for `Color`/`Image` names (`--assets`), over the canvas's.
    public var assets: URL?
    public init() {}
}
