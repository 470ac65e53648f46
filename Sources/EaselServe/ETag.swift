#if Serve
import EaselCairo
import EaselText
import EaselScene
import Foundation

/// Strong validators. A render is a pure function of the scene's bytes, its data,
/// the options, the files it reads and the machine's fonts and libraries, so a
/// digest of those names the bytes exactly: two replicas with the same fonts give
/// the same ETag, and a font upgrade changes every one.
public enum ETag {
    /// The render environment, digested once per process (it hashes font files).
    public static let environment: String = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let env = (try? encoder.encode(RenderEnvironment.current)) ?? Data()
        return RenderEnvironment.sha256Hex(Data("easel \(EaselVersion.string)\n".utf8) + env)
    }()

    /// The cache key for a request, known before the scene is parsed: the typed data
    /// is a function of the scene and the query, so the raw query pairs (sorted by key,
    /// repeated keys kept in order) name it as exactly.
    public static func requestKey(scene: Data, query: [(String, String)], options: RenderOptions) -> String {
        var d = Data("easel-serve/1\n\(environment)\n\(options.canonical)\n".utf8)
        d.append(Data("\(scene.count)\n".utf8)); d.append(scene)
        let pairs = query.enumerated().filter { !QueryData.optionKeys.contains($0.element.0) }
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        for (k, v) in pairs { d.append(Data("\n\(k.utf8.count):\(k)=\(v.utf8.count):\(v)".utf8)) }
        return RenderEnvironment.sha256Hex(d)
    }

    /// The validator sent to clients: the request key and the digest of every file the
    /// built scene reads (images, fonts), in quotes as RFC 9110 writes a strong tag.
    public static func value(requestKey: String, files: String) -> String {
        "\"" + RenderEnvironment.sha256Hex(Data("\(requestKey)\n\(files)".utf8)).prefix(32) + "\""
    }

    /// Whether an `If-None-Match` header value names `tag` (a list, `*`, or weak forms
    /// compared weakly as RFC 9110 §13.1.2 asks).
    public static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        if header.trimmingCharacters(in: .whitespaces) == "*" { return true }
        return header.split(separator: ",").contains { raw in
            var t = raw.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("W/") { t.removeFirst(2) }
            return t == tag
        }
    }
}
#endif
