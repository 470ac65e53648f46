import EaselCairo
import EaselText
import EaselScene
import Foundation

/// What produced each output of a batch, so unchanged ones are skipped: a key
/// over the scene, the record and the options, and a hash over the files the
/// scene read (known only after building it, so stored with their paths).
struct BatchCache {
    struct Entry: Codable {
        var key: String
        var files: [String]
        var filesHash: String
    }
    static let fileName = ".easel-batch-cache.json"
    var entries: [String: Entry] = [:]
    let url: URL

    /// An empty cache that `save()` would write to `url`.
    init(url: URL) { self.url = url }

    init(directory: URL) {
        url = directory.appendingPathComponent(BatchCache.fileName)
        if let data = FileManager.default.contents(atPath: url.path),
           let decoded = try? JSONDecoder().decode([String: Entry].self, from: data) {
            entries = decoded
        }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(entries)
    }

    func write(_ data: Data) throws { try AtomicFile.write(data, to: url) }

    /// The key's hash over the options and the scene, which every record of a
    /// `--data` batch shares: hashed once, not once per item.
    static func keyPrefix(options: String, scene: Data) -> SHA256 {
        var h = SHA256()
        h.update(options); h.update([0])
        h.update(String(scene.count)); h.update([0]); h.update(scene)
        return h
    }

    static func key(prefix: SHA256, record: Data?) -> String {
        var h = prefix
        if let record { h.update([1]); h.update(record) }
        return h.finalize()
    }

    /// What most items read: no file at all.
    private static let noFilesHash: String = { var h = SHA256(); return h.finalize() }()

    /// Hash over the paths and contents of the files a render read; a missing file hashes differently from any content.
    static func filesHash(_ paths: [String]) -> String {
        if paths.isEmpty { return noFilesHash }
        var h = SHA256()
        for p in paths {
            h.update(p); h.update([0])
            if let d = FileManager.default.contents(atPath: p) { h.update(String(d.count)); h.update([0]); h.update(d) } else { h.update("missing") }
        }
        return h.finalize()
    }

    func isFresh(_ output: String, key: String, outputURL: URL) -> Bool {
        guard let e = entries[output], e.key == key, FileManager.default.fileExists(atPath: outputURL.path) else { return false }
        return BatchCache.filesHash(e.files) == e.filesHash
    }
}
