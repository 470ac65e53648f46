import Foundation

/// Turns paths written in a scene (images, fonts) into files, refusing any that
/// resolve — after `..` and symlinks — outside the scene's folder or a folder
/// the user allowed with `--allow-path`. A scene from the web cannot read ~/.ssh.
public struct AssetResolver: Sendable {
    public let baseDirectory: URL
    public let allowedDirectories: [URL]
    public let maxBytes: Int
    /// Fetches `https://` paths; nil (the default) refuses every URL.
    public var remote: RemoteAssets?

    public init(baseDirectory: URL, allowedDirectories: [URL] = [], maxBytes: Int = SceneLimits.default.maxAssetBytes) {
        self.baseDirectory = AssetResolver.canonical(baseDirectory)
        self.allowedDirectories = allowedDirectories.map(AssetResolver.canonical)
        self.maxBytes = maxBytes
    }

    static func canonical(_ url: URL) -> URL { url.standardizedFileURL.resolvingSymlinksInPath() }

    public enum Failure: Error, CustomStringConvertible {
        case escapes(String), missing(String), tooLarge(String, Int, Int), unreadable(String), remoteOff(String), remote(String)
        public var description: String {
            switch self {
            case .escapes(let p): return "'\(p)' is outside the scene's folder; pass --allow-path DIR to allow another folder"
            case .missing(let p): return "file '\(p)' does not exist"
            case let .tooLarge(p, size, max): return "file '\(p)' is \(size) bytes; the limit is \(max)"
            case .unreadable(let p): return "file '\(p)' cannot be read"
            case .remoteOff(let p): return "'\(p)' is a URL, and remote assets are off; pass --allow-host HOST to fetch from HOST"
            case .remote(let m): return m
            }
        }
    }

    /// The file a scene path names, once it is known to be inside an allowed folder.
    public func resolve(_ path: String, folder: Bool = false) throws -> URL {
        if RemoteAssets.isRemote(path) {
            guard let remote else { throw Failure.remoteOff(path) }
            // An asset catalog is a folder; a URL names one file, so it cannot be one.
            guard !folder else { throw Failure.missing(path) }
            do { return try remote.file(for: path) } catch let f as RemoteAssets.Failure { throw Failure.remote(f.description) }
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
        let real = AssetResolver.canonical(url)
        let roots = [baseDirectory] + allowedDirectories
        guard roots.contains(where: { AssetResolver.isInside(real, $0) }) else { throw Failure.escapes(path) }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isDir), isDir.boolValue == folder else { throw Failure.missing(path) }
        return real
    }

    /// Reads a resolved file, refusing it before reading if it is over the size limit.
    public func read(_ path: String) throws -> (URL, Data) {
        let url = try resolve(path)
        let size = FileSize.of(url.path) ?? 0
        guard size <= maxBytes else { throw Failure.tooLarge(path, size, maxBytes) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Failure.unreadable(path) }
        return (url, data)
    }

    static func isInside(_ url: URL, _ root: URL) -> Bool {
        let a = url.pathComponents, r = root.pathComponents
        return a.count >= r.count && Array(a.prefix(r.count)) == r
    }
}
