#if Serve
import EaselCairo
import EaselText
import Foundation

/// A file a render read, as size and modification time: cheap to re-check on every
/// cache hit. The ETag uses the file's content digest instead, so replicas with the
/// same files agree whatever their timestamps.
public struct FileStamp: Hashable, Sendable {
    public var path: String
    public var size: Int
    public var modified: Double

    public init?(path: String) {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        self.path = path
        size = (a[.size] as? Int) ?? -1
        modified = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    }

    public var isCurrent: Bool { FileStamp(path: path) == self }
}

/// Content digests of referenced files, recomputed only when a file's stamp changes.
final class FileDigests: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: (FileStamp, String)] = [:]

    /// One line per file, sorted: name and SHA-256, or "missing".
    func digest(_ paths: [String]) -> (stamps: [FileStamp], text: String) {
        var stamps: [FileStamp] = [], lines: [String] = []
        for path in Set(paths).sorted() {
            guard let stamp = FileStamp(path: path) else { lines.append("\(path) missing"); continue }
            stamps.append(stamp)
            let name = URL(fileURLWithPath: path).lastPathComponent
            if let (s, d) = lock.withLock({ known[path] }), s == stamp { lines.append("\(name) \(d)"); continue }
            let d = FileManager.default.contents(atPath: path).map(RenderEnvironment.sha256Hex) ?? "unreadable"
            lock.withLock { known[path] = (stamp, d) }
            lines.append("\(name) \(d)")
        }
        return (stamps, lines.joined(separator: "\n"))
    }
}
#endif
