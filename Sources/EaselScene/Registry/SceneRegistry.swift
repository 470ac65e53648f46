import Foundation
import EaselCore

/// A shape usable as a view (`Circle`, `RoundedRectangle: {cornerRadius: 12}`)
/// and as an argument (`clipShape`, `background … in:`).
public struct ShapeEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    public var positional: String?
    let build: @Sendable (Args) throws -> ShapeBox
}

/// A shape style written as a one-key mapping (`linearGradient: {…}`).
public struct StyleEntry: Sendable {
    public var name: String
    public var doc: String
    public var params: [ParamSpec]
    let build: @Sendable (Cursor) throws -> AnyShapeStyle
}

/// Every name the scene format understands. Each view, modifier, shape and
/// style is one entry, so a new library feature is one line here, and the
/// JSON Schema is generated from the same table.
public struct SceneRegistry: Sendable {
    public private(set) var views: [String: ViewEntry] = [:]
    public private(set) var modifiers: [String: ModifierEntry] = [:]
    public private(set) var shapes: [String: ShapeEntry] = [:]
    public private(set) var styles: [String: StyleEntry] = [:]

    /// Words with a structural meaning, not views or modifiers.
    static let structuralKeys = ["ForEach", "if", "then", "else", "content", "modifiers"]

    public init() {}

    mutating func add(_ e: ViewEntry) { views[e.name] = e }
    mutating func add(_ e: ModifierEntry) { modifiers[e.name] = e }
    mutating func add(_ e: StyleEntry) { styles[e.name] = e }
    mutating func add(_ e: ShapeEntry) {
        shapes[e.name] = e
        let build = e.build
        views[e.name] = ViewEntry(name: e.name, doc: e.doc + " Filled with the foreground style unless fill/stroke follows.",
                                  params: e.params, positional: e.positional) { .shape(try build($0)) }
    }

    func isViewKey(_ key: String) -> Bool { views[key] != nil || key == "ForEach" || key == "if" }

    /// Views start with a capital letter, modifiers with a small one, as in Swift.
    static func looksLikeView(_ key: String) -> Bool { key.first?.isUppercase == true }

    public static let standard: SceneRegistry = {
        var r = SceneRegistry()
        StandardViews.register(into: &r)
        StandardShapes.register(into: &r)
        PathEntries.register(into: &r)
        LayoutModifierEntries.register(into: &r)
        EffectModifierEntries.register(into: &r)
        TextModifierEntries.register(into: &r)
        StyleModifierEntries.register(into: &r)
        ImageEntries.register(into: &r)
        GradientEntries.register(into: &r)
        LayoutEntries.register(into: &r)
        LazyGridEntries.register(into: &r)
        DynamicLayoutEntries.register(into: &r)
        SymbolControlEntries.register(into: &r)
        ScreenEntries.register(into: &r)
        ContainerEntries.register(into: &r)
        ChartEntries.register(into: &r)
        AccessibilityEntries.register(into: &r)
        return r
    }()
}

extension Cursor {
    /// `Circle`, or `{RoundedRectangle: {cornerRadius: 8}}`.
    func shape() throws -> ShapeBox {
        let registry = context.registry
        let (name, value, nameLoc): (String, SceneNode, SourceLocation)
        if case .string(let s) = node.kind {
            (name, value, nameLoc) = (s, SceneNode(.null, at: node.location), node.location)
        } else if let m = node.mapping, m.count == 1 {
            (name, value, nameLoc) = (m[0].key, m[0].value, m[0].keyLocation)
        } else {
            throw error("expected a shape (\(registry.shapes.keys.sorted().joined(separator: ", "))), got \(node.described)")
        }
        guard let entry = registry.shapes[name] else {
            throw error("unknown shape '\(name)'", suggestion: Suggestions.nearest(to: name, in: registry.shapes.keys), at: nameLoc)
        }
        let argsCursor = node.mapping == nil
            ? Cursor(node: value, path: path, scope: scope, context: context, depth: depth)
            : child(name, value)
        return try entry.build(Args(argsCursor, params: entry.params, positional: entry.positional, owner: name, registry: registry))
    }
}
