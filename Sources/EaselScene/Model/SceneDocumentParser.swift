import Foundation
import Yams

/// Reads YAML or JSON (JSON is YAML, so one path gives line and column for
/// both) into `SceneNode`s, enforcing size, node-count and depth limits while
/// it walks — aliases that multiply a small file into a huge tree stop there.
public enum SceneDocumentParser {
    public static func parse(_ data: Data, file: String, maxBytes: Int, limits: SceneLimits = .default,
                             limitName: String = "maxSceneBytes") throws -> SceneNode {
        guard data.count <= maxBytes else {
            throw tooLarge(file: file, size: data.count, maxBytes: maxBytes, prefix: data.prefix(maxBytes), limitName: limitName)
        }
        if let nul = data.firstIndex(of: 0) {
            throw SceneError(file: file, location: location(ofByte: nul - data.startIndex, in: data), keyPath: "",
                             message: "binary data (a NUL byte) where YAML or JSON text was expected")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bad = firstInvalidUTF8(data)
            throw SceneError(file: file, location: location(ofByte: bad, in: data), keyPath: "",
                             message: "not UTF-8 text; scene and data files must be YAML or JSON in UTF-8")
        }
        let explicitlyTagged = try NestingScanner.check([UInt8](data), file: file, limits: limits)
        let root: Node?
        do {
            // `.basic` has no rules: Yams's default resolver matches every plain
            // scalar against regular expressions (ICU, a large share of a cold
            // render's start-up); `scalarKind` types scalars by YAML's own forms instead.
            // UTF-8 named, as the text is: Yams's default encoding is read from
            // `ProcessInfo.environment`, a copy of every variable made for one.
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let e as YamlError {
            throw translate(e, file: file)
        } catch {
            throw SceneError(file: file, location: nil, keyPath: "", message: "cannot read: \(error)")
        }
        guard let root else { return SceneNode(.null, at: SourceLocation(line: 1, column: 1)) }
        var converter = Converter(file: file, limits: limits, explicitlyTagged: explicitlyTagged)
        return try converter.convert(root, path: "", depth: 0)
    }

    private struct Converter {
        let file: String
        let limits: SceneLimits
        let explicitlyTagged: Set<SourceLocation>
        var count = 0

        mutating func convert(_ node: Node, path: String, depth: Int) throws -> SceneNode {
            let loc = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? SourceLocation(line: 1, column: 1)
            count += 1
            if count > limits.maxNodes {
                throw SceneError(file: file, location: loc, keyPath: path,
                                 message: "more than \(limits.maxNodes) values in one file (aliases count each time they are used)")
            }
            if depth > limits.maxDepth {
                throw SceneError(file: file, location: loc, keyPath: path, message: "nested deeper than \(limits.maxDepth) levels" + SceneLimits.raise("maxDepth"))
            }
            switch node {
            case .scalar(let s):
                if s.string.count > limits.maxTextLength {
                    throw SceneError(file: file, location: loc, keyPath: path,
                                     message: "string of \(s.string.count) characters; the limit is \(limits.maxTextLength)")
                }
                return SceneNode(scalarKind(s, explicitTag: explicitlyTagged.contains(loc)), at: loc, text: s.string)
            case .sequence(let seq):
                var items: [SceneNode] = []
                items.reserveCapacity(seq.count)
                for (i, item) in seq.enumerated() { items.append(try convert(item, path: "\(path)[\(i)]", depth: depth + 1)) }
                return SceneNode(.sequence(items), at: loc)
            case .mapping(let map):
                var pairs: [(key: String, keyLocation: SourceLocation, value: SceneNode)] = []
                var seen = Set<String>()
                for (k, v) in map {
                    let kloc = k.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? loc
                    guard case .scalar(let ks) = k else {
                        throw SceneError(file: file, location: kloc, keyPath: path, message: "keys must be plain names, not lists or mappings")
                    }
                    let key = ks.string
                    let sub = path.isEmpty ? key : "\(path).\(key)"
                    if !seen.insert(key).inserted {
                        throw SceneError(file: file, location: kloc, keyPath: sub,
                                         message: "'\(key)' appears twice in one mapping; to apply a modifier twice, list them in order under 'modifiers:'")
                    }
                    pairs.append((key, kloc, try convert(v, path: sub, depth: depth + 1)))
                }
                return SceneNode(.mapping(pairs), at: loc)
            }
        }
    }

    /// Quoted scalars are always strings; plain ones follow YAML 1.2's core schema
    /// (so `yes` stays a string, and JSON reads the same). A number must also have
    /// the form YAML 1.1's int or float rule accepts (`-.5` stays a string), as it
    /// did when Yams's default resolver typed scalars first; an explicit tag other
    /// than `!!str` skips that rule.
    static func scalarKind(_ s: Node.Scalar, explicitTag: Bool) -> SceneNode.Kind {
        let text = s.string
        if s.style != .plain && s.style != .any { return .string(text) }
        let implicit = !explicitTag
        if !implicit && s.tag.description == Tag.Name.str.rawValue { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        default: break
        }
        if let first = text.unicodeScalars.first, first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
           text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }), !implicit || hasYAMLNumberForm(text), let d = Double(text) {
            return .number(d)
        }
        return .string(text)
    }

    /// YAML 1.1's int and float forms, for text of digits, signs, dots and
    /// exponents only: `[-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` or
    /// `\.[0-9]+([eE][-+][0-9]+)?` (the dot-first form wants a signed exponent).
    static func hasYAMLNumberForm(_ text: String) -> Bool {
        let b = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
            return i - start
        }
        func exponent(signRequired: Bool) -> Bool {
            guard i < b.count else { return true }
            guard b[i] == 0x65 || b[i] == 0x45 else { return false }
            i += 1
            if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 } else if signRequired { return false }
            return digits() > 0 && i == b.count
        }
        if b.first == 0x2E {
            i = 1
            return digits() > 0 && exponent(signRequired: true)
        }
        if let f = b.first, f == 0x2B || f == 0x2D { i = 1 }
        guard digits() > 0 else { return false }
        if i < b.count, b[i] == 0x2E { i += 1; _ = digits() }
        return exponent(signRequired: false)
    }

    static func translate(_ e: YamlError, file: String) -> SceneError {
        func ctx(_ c: YamlError.Context?) -> String { c.map { "\($0.text) " } ?? "" }
        switch e {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            return SceneError(file: file, location: SourceLocation(line: mark.line, column: mark.column), keyPath: "",
                              message: "syntax error: \(ctx(context))\(problem)")
        case let .reader(problem, offset, _, yaml):
            var loc: SourceLocation?
            if let offset { loc = location(ofByte: offset, in: Data(yaml.utf8)) }
            return SceneError(file: file, location: loc, keyPath: "", message: "cannot read text: \(problem)")
        default:
            return SceneError(file: file, location: nil, keyPath: "", message: "cannot read: \(e)")
        }
    }

    /// An over-long file is located at its first byte past the limit, from a
    /// prefix of at most `maxBytes` (the rest is never read).
    public static func tooLarge(file: String, size: Int, maxBytes: Int, prefix: Data, limitName: String) -> SceneError {
        SceneError(file: file, location: location(ofByte: prefix.count, in: prefix), keyPath: "",
                   message: "file is \(size) bytes; the limit is \(maxBytes)" + SceneLimits.raise(limitName))
    }

    /// The first `count` bytes of a file, to locate where it went over a limit.
    public static func prefix(of url: URL, count: Int) -> Data {
        guard let h = FileHandle(forReadingAtPath: url.path) else { return Data() }
        defer { try? h.close() }
        return h.readData(ofLength: count)
    }

    static func location(ofByte offset: Int, in data: Data) -> SourceLocation {
        var line = 1, col = 1
        for b in data.prefix(max(0, offset)) {
            if b == 0x0A { line += 1; col = 1 } else if b & 0xC0 != 0x80 { col += 1 }
        }
        return SourceLocation(line: line, column: col)
    }

    static func firstInvalidUTF8(_ data: Data) -> Int {
        var i = 0
        let bytes = [UInt8](data)
        while i < bytes.count {
            let b = bytes[i]
            let n = b < 0x80 ? 1 : b >> 5 == 0x6 ? 2 : b >> 4 == 0xE ? 3 : b >> 3 == 0x1E ? 4 : 0
            guard n > 0, i + n <= bytes.count, bytes[(i + 1)..<(i + n)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return i }
            i += n
        }
        return i
    }
}
