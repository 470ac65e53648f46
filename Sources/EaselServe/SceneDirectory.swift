#if Serve
import EaselScene
import Foundation

/// The folder of scenes a server renders. A request names a scene by its file name
/// without extension; names are one path segment, so `..` and `/` never reach the disk.
public struct SceneDirectory: Sendable {
    public let root: URL
    public static let extensions = ["yaml", "yml", "json"]

    public init(_ root: URL) { self.root = root.standardizedFileURL.resolvingSymlinksInPath() }

    /// The scene file for `name`, or nil when there is none (or the name is not a plain name).
    public func file(named name: String) -> URL? {
        guard SceneDirectory.isPlainName(name) else { return nil }
        for ext in SceneDirectory.extensions {
            let url = root.appendingPathComponent("\(name).\(ext)")
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue else { continue }
            // A symlink may point anywhere; only files that really live in the folder are served.
            let real = url.resolvingSymlinksInPath().path
            guard real.hasPrefix(root.path + "/") else { return nil }
            return url
        }
        return nil
    }

    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.first, first != ".", name.count <= 200 else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
            && !name.hasSuffix(".schema")
    }

    /// Scene names in the folder, sorted (for the index page).
    public func names() -> [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return items.compactMap { item -> String? in
            let url = URL(fileURLWithPath: item)
            guard SceneDirectory.extensions.contains(url.pathExtension.lowercased()) else { return nil }
            let name = url.deletingPathExtension().lastPathComponent
            return SceneDirectory.isPlainName(name) ? name : nil
        }.sorted()
    }
}
#endif
