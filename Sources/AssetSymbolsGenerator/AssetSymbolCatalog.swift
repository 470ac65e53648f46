import Foundation

/// The colour, image and symbol sets of an asset catalog (`*.xcassets`), named as
/// `Color("Name")` and `Image("Name")` find them: a set's folder name without its
/// extension, prefixed by each enclosing group whose Contents.json says
/// `"provides-namespace": true` (`Icons/Star`), as Xcode and `AssetCatalog` do.
public struct AssetSymbolCatalog: Sendable {
    public struct Asset: Hashable, Sendable {
        public let name: String
        public let kind: AssetSymbolName.Kind
        /// The set's Contents.json, for messages.
        public let file: String
    }

    public let assets: [Asset]

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case notAFolder(String)
        case unreadable(file: String, reason: String)
        case badContents(file: String, reason: String)

        public var description: String {
            switch self {
            case .notAFolder(let path): return "\(path): not an asset catalog folder"
            case .unreadable(let file, let reason): return "\(file): cannot be read: \(reason)"
            case .badContents(let file, let reason): return "\(file): \(reason)"
            }
        }
    }

    public init(contentsOf url: URL) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw Failure.notAFolder(url.path)
        }
        var found: [Asset] = []
        try Self.scan(url, prefix: "", depth: 0, into: &found)
        assets = found
    }

    private static func scan(_ dir: URL, prefix: String, depth: Int, into found: inout [Asset]) throws {
        // Xcode's catalogs nest a few groups deep; the bound keeps a link loop from recursing forever.
        guard depth < 32 else { return }
        let entries = try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            let contents = entry.appendingPathComponent("Contents.json")
            switch entry.pathExtension {
            case "colorset":
                let root = try object(contents)
                guard root["colors"] is [Any] else {
                    throw Failure.badContents(file: contents.path, reason: "a colour set's Contents.json needs a \"colors\" array")
                }
                found.append(Asset(name: name, kind: .color, file: contents.path))
            case "imageset", "symbolset":
                let root = try object(contents)
                let key = entry.pathExtension == "imageset" ? "images" : "symbols"
                guard root[key] is [Any] else {
                    throw Failure.badContents(file: contents.path, reason: "an \(entry.pathExtension)'s Contents.json needs an \"\(key)\" array")
                }
                found.append(Asset(name: name, kind: .image, file: contents.path))
            case "":
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDir), isDir.boolValue else { continue }
                var namespaced = false
                if FileManager.default.fileExists(atPath: contents.path) {
                    let properties = try object(contents)["properties"] as? [String: Any]
                    namespaced = properties?["provides-namespace"] as? Bool == true
                }
                try scan(entry, prefix: namespaced ? prefix + entry.lastPathComponent + "/" : prefix,
                         depth: depth + 1, into: &found)
            default:
                continue
            }
        }
    }

    private static func object(_ url: URL) throws -> [String: Any] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Failure.unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        let value: Any
        do { value = try JSONSerialization.jsonObject(with: data) } catch {
            throw Failure.badContents(file: url.path, reason: "not valid JSON (\(jsonErrorPlace(error, data)))")
        }
        guard let root = value as? [String: Any] else {
            throw Failure.badContents(file: url.path, reason: "expected a JSON object at the top level")
        }
        return root
    }

    /// Foundation reports a JSON error's place as a character index; this turns it into line:column.
    private static func jsonErrorPlace(_ error: Error, _ data: Data) -> String {
        let info = (error as NSError).userInfo
        var index = info["NSJSONSerializationErrorIndex"] as? Int
        // swift-corelibs-foundation gives the place only in its message: "… around character 30."
        if index == nil, let message = info["NSDebugDescription"] as? String,
           let range = message.range(of: #"character \d+"#, options: .regularExpression) {
            index = Int(message[range].dropFirst("character ".count))
        }
        if let index, index <= data.count {
            let prefix = data.prefix(index)
            let line = prefix.filter { $0 == 10 }.count + 1
            let column = index - (prefix.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
            return "line \(line), column \(column)"
        }
        return (info["NSDebugDescription"] as? String) ?? "\(error)"
    }
}
