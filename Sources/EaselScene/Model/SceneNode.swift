import Foundation

/// Where something is in a scene or data file, 1-based as editors count.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// One parsed YAML/JSON node with its position. Scalars keep their source
/// text so messages can quote exactly what the user wrote.
public struct SceneNode: Sendable {
    public indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case sequence([SceneNode])
        case mapping([(key: String, keyLocation: SourceLocation, value: SceneNode)])
    }
    public var kind: Kind
    public var location: SourceLocation
    /// The scalar as written (for "got …" in messages); empty for collections.
    public var text: String

    public init(_ kind: Kind, at location: SourceLocation, text: String = "") {
        self.kind = kind; self.location = location; self.text = text
    }

    public var isNull: Bool { if case .null = kind { return true }; return false }
    public var string: String? { if case .string(let s) = kind { return s }; return nil }
    public var sequence: [SceneNode]? { if case .sequence(let s) = kind { return s }; return nil }
    public var mapping: [(key: String, keyLocation: SourceLocation, value: SceneNode)]? {
        if case .mapping(let m) = kind { return m }; return nil
    }
    public func value(forKey key: String) -> SceneNode? { mapping?.first { $0.key == key }?.value }

    /// How the node reads in a message: quoted scalars, or the kind of collection.
    public var described: String {
        switch kind {
        case .null: return "nothing"
        case .bool(let b): return b ? "true" : "false"
        case .number: return text
        case .string(let s): return "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
