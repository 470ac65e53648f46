import Foundation

/// The type of an argument, for validation messages and the JSON Schema.
public indirect enum ParamKind: Sendable {
    case number, size, maxSize, unit, integer, string, bool
    case choice([String])
    case style, color, font, shape, edges, alignment, horizontalAlignment, verticalAlignment, unitPoint, angle
    case view, views
    case list(ParamKind)
    case object([ParamSpec])
    case data
}

/// One argument, named as in SwiftUI's signature.
public struct ParamSpec: Sendable {
    public var name: String
    public var kind: ParamKind
    public var doc: String
    public init(_ name: String, _ kind: ParamKind, _ doc: String = "") { self.name = name; self.kind = kind; self.doc = doc }
}

/// A view the scene format can create: `Name: value` where value is the
/// positional argument (a scalar or list) or a mapping of named arguments.
public struct ViewEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    /// The argument a bare scalar or list stands for (`Text: "Hi"`, `VStack: [...]`).
    public var positional: String?
    let build: @Sendable (Args) throws -> Built
}

/// A modifier: `name: value` after a view, applied in the order written.
public struct ModifierEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    public var positional: String?
    let apply: @Sendable (Built, Args) throws -> Built
}
