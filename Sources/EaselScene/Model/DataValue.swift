import Foundation

/// A value from the `data` section, a `--data` file or `--set`: JSON's types.
public indirect enum DataValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DataValue])
    case object([String: DataValue])

    /// Truthiness for `if:`: false, null, 0, "" and empty collections are false.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n != 0 && !n.isNaN
        case .string(let s): return !s.isEmpty
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.isEmpty
        }
    }

    /// How the value reads when interpolated into a string: whole numbers without ".0".
    public var interpolated: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return DataValue.format(n)
        case .string(let s): return s
        case .array(let a): return a.map(\.interpolated).joined(separator: ", ")
        case .object: return "[object]"
        }
    }

    static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// `a.b.0.c`: object keys and array indices separated by dots.
    public func lookup(_ path: [Substring]) -> DataValue? {
        var v = self
        for seg in path {
            switch v {
            case .object(let o):
                guard let next = o[String(seg)] else { return nil }
                v = next
            case .array(let a):
                guard let i = Int(seg), a.indices.contains(i) else { return nil }
                v = a[i]
            default:
                return nil
            }
        }
        return v
    }

    /// Sets the value at a dotted path, creating objects on the way (`--set a.b=1`).
    public mutating func set(_ path: ArraySlice<Substring>, to value: DataValue) -> Bool {
        guard let head = path.first else { self = value; return true }
        switch self {
        case .object(var o):
            var child = o[String(head)] ?? .object([:])
            guard child.set(path.dropFirst(), to: value) else { return false }
            o[String(head)] = child
            self = .object(o)
            return true
        case .array(var a):
            guard let i = Int(head), a.indices.contains(i) else { return false }
            guard a[i].set(path.dropFirst(), to: value) else { return false }
            self = .array(a)
            return true
        case .null:
            self = .object([:])
            return set(path, to: value)
        default:
            return false
        }
    }

    /// Every dotted path in this value (for suggestions when a path is misspelt).
    func paths(prefix: String = "", limit: Int = 2000) -> [String] {
        var out: [String] = []
        func walk(_ v: DataValue, _ p: String) {
            guard out.count < limit else { return }
            if !p.isEmpty { out.append(p) }
            if case .object(let o) = v { for (k, c) in o { walk(c, p.isEmpty ? k : "\(p).\(k)") } }
        }
        walk(self, prefix)
        return out
    }
}

extension DataValue {
    /// Converts parsed YAML/JSON, keeping values exactly as typed.
    public init(_ node: SceneNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .sequence(let items): self = .array(items.map(DataValue.init))
        case .mapping(let pairs):
            var o: [String: DataValue] = [:]
            for p in pairs { o[p.key] = DataValue(p.value) }
            self = .object(o)
        }
    }

    /// `--set key=value`: the value is read as a YAML scalar, so `3` is a number and `true` a boolean.
    public static func scalar(fromCommandLine text: String) -> DataValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let d = Double(text), d.isFinite, text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
            return .number(d)
        }
        return .string(text)
    }
}
