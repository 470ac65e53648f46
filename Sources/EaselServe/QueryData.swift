#if Serve
import EaselScene
import Foundation

/// Turns a query string into data for a scene, typed by the scene's own defaults:
/// `?votes=30` stays a number when the scene's `votes` is a number, `?title=30` stays
/// text when `title` is text. A browser sends every value as text, so the defaults
/// are the only schema a scene author already wrote.
public enum QueryData {
    /// Keys that are render options, never data.
    public static let optionKeys: Set<String> = ["scale", "width", "height", "format"]

    /// `a=1&b=x+y&b=%C3%A9` as ordered (key, value) pairs, `+` read as a space as forms send it.
    public static func pairs(_ query: String?) -> [(String, String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let kv = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String {
                let spaced = s.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(kv[0]), kv.count > 1 ? decode(kv[1]) : "")
        }
    }

    /// `defaults` with every non-option pair applied; a value that does not fit its
    /// default's type is an error naming the key.
    public static func apply(_ pairs: [(String, String)], to defaults: DataValue, maxTextLength: Int) throws -> DataValue {
        var data = defaults
        var grouped: [(String, [String])] = []
        var index: [String: Int] = [:]
        for (k, v) in pairs where !optionKeys.contains(k) {
            if let i = index[k] { grouped[i].1.append(v) } else { index[k] = grouped.count; grouped.append((k, [v])) }
        }
        for (key, values) in grouped {
            guard isDataPath(key) else {
                throw ServeFailure.badQuery(key: key, "'\(key)' is not a data path; use names separated by dots, like author.name")
            }
            if let long = values.first(where: { $0.count > maxTextLength }) {
                throw ServeFailure.badQuery(key: key, "the value is \(long.count) characters; the limit is \(maxTextLength)")
            }
            let path = key.split(separator: ".")
            let value = try typed(values, like: defaults.lookup(path), key: key)
            guard data.set(path[...], to: value) else {
                throw ServeFailure.badQuery(key: key, "cannot set '\(key)': a part of the path is not an object or a valid list index")
            }
        }
        return data
    }

    static func isDataPath(_ p: String) -> Bool {
        !p.isEmpty && p.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { seg in
            !seg.isEmpty && seg.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
    }

    /// A list default takes the key repeated (`tags=a&tags=b`), each item typed like the
    /// default's first item; any other default takes exactly one value.
    static func typed(_ values: [String], like def: DataValue?, key: String) throws -> DataValue {
        if case .array(let items)? = def {
            return .array(try values.map { try scalar($0, like: items.first, key: key) })
        }
        guard values.count == 1 else {
            throw ServeFailure.badQuery(key: key, "given \(values.count) times; only a list takes a repeated key")
        }
        return try scalar(values[0], like: def, key: key)
    }

    static func scalar(_ text: String, like def: DataValue?, key: String) throws -> DataValue {
        switch def {
        case .string?:
            return .string(text)
        case .number?:
            guard let n = Double(text.trimmingCharacters(in: .whitespaces)), n.isFinite else {
                throw ServeFailure.badQuery(key: key, "expected a number (the scene's default is one), got '\(text)'")
            }
            return .number(n)
        case .bool?:
            switch text.lowercased() {
            case "true", "1", "yes", "on": return .bool(true)
            case "false", "0", "no", "off", "": return .bool(false)
            default: throw ServeFailure.badQuery(key: key, "expected true or false (the scene's default is a boolean), got '\(text)'")
            }
        case .object?, .array?:
            throw ServeFailure.badQuery(key: key, "'\(key)' is \(def.map(describe) ?? "a value") in the scene; set its fields as \(key).name=…")
        case .null?, nil:
            // Nothing to go by: read it as `--set` does, so 3 is a number and true a boolean.
            return DataValue.scalar(fromCommandLine: text)
        }
    }

    static func describe(_ v: DataValue) -> String {
        if case .object = v { return "an object" }
        return "a list"
    }
}
#endif
