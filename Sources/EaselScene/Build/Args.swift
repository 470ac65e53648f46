import Foundation
import EaselCore

/// The arguments of one view or modifier, checked against its declared names.
struct Args {
    let cursor: Cursor
    let owner: String
    private let specs: [String: ParamSpec]
    private let named: [String: Cursor]

    init(_ cursor: Cursor, params: [ParamSpec], positional: String?, owner: String, registry: SceneRegistry) throws {
        self.cursor = cursor
        self.owner = owner
        specs = Dictionary(params.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let names = params.map(\.name)
        named = try Args.read(cursor, params: params, names: names, positional: positional, owner: owner, registry: registry)
        // What the schema states as `required`, enforced here rather than by each reader.
        for group in params.requiredGroups where !group.contains(where: { named[$0] != nil }) {
            if group.count == 1 { throw cursor.error("missing '\(group[0])'") }
            let what = params.first { $0.name == group[0] }!.requiredGroup!
            throw cursor.error("\(owner) needs \(what): \(group.dropLast().joined(separator: ", ")) or \(group.last!)")
        }
    }

    private static func read(_ cursor: Cursor, params: [ParamSpec], names: [String], positional: String?, owner: String,
                             registry: SceneRegistry) throws -> [String: Cursor] {
        switch cursor.node.kind {
        case .null:
            return [:]
        case .mapping(let pairs):
            // `{}` for a required structured value (`gridCellAnchor: {}`) is that value, as the schema reads it.
            if pairs.isEmpty, let positional, let spec = params.first(where: { $0.name == positional }), spec.requiredGroup != nil,
               spec.kind.acceptsMapping, !spec.kind.isViewOnly {
                return [positional: cursor]
            }
            // `background: { Circle: …, fill: red }` is a view, not named arguments.
            // `foregroundStyle: {color: red, opacity: 0.5}` is one structured value, not named arguments.
            // A key that is a near miss of another argument's name (`lineWdth`) is a misspelt
            // argument, not the start of a structured value.
            let misspeltArgument = pairs.contains { p in
                !names.contains(p.key) && Suggestions.nearest(to: p.key, in: names.filter { $0 != positional }) != nil
            }
            if let positional, let spec = params.first(where: { $0.name == positional }),
               (spec.kind.acceptsView && pairs.contains(where: { registry.isViewKey($0.key) }))
                || (spec.kind.acceptsMapping && !spec.kind.isViewOnly && !misspeltArgument
                    && pairs.contains(where: { !names.contains($0.key) })) {
                return [positional: cursor]
            }
            var n: [String: Cursor] = [:]
            for p in pairs {
                guard names.contains(p.key) else {
                    if registry.modifiers[p.key] != nil, registry.views[owner] != nil {
                        throw cursor.error("'\(p.key)' is a modifier, not an argument of \(owner): write it beside '\(owner)' "
                                           + "(a key of the same mapping, at the same indentation), not inside its arguments",
                                           at: p.keyLocation)
                    }
                    let expected = names.isEmpty ? "it takes no arguments" : "expected \(names.joined(separator: ", "))"
                    throw cursor.error("unknown argument '\(p.key)' for \(owner); \(expected)",
                                       suggestion: Suggestions.nearest(to: p.key, in: names), at: p.keyLocation)
                }
                n[p.key] = cursor.child(p.key, p.value)
            }
            return n
        default:
            guard let positional else {
                let expected = names.isEmpty ? "nothing (or true)" : "a mapping of \(names.joined(separator: ", "))"
                if case .bool(true) = cursor.node.kind, params.requiredGroups.isEmpty { return [:] }
                throw cursor.error("\(owner) takes \(expected), got \(cursor.node.described)")
            }
            // `true` calls it with its defaults (`resizable: true`, `padding: true`), as `clipped: true` does.
            if case .bool(true) = cursor.node.kind, params.requiredGroups.isEmpty,
               params.first(where: { $0.name == positional })?.kind.acceptsBool == false {
                return [:]
            }
            // A bare list stands for the content: name it so messages read `VStack.content[2]`.
            if params.first(where: { $0.name == positional })?.kind.acceptsView == true, cursor.node.sequence != nil {
                return [positional: Cursor(node: cursor.node, path: cursor.path + "." + positional, scope: cursor.scope,
                                           context: cursor.context, depth: cursor.depth)]
            }
            return [positional: cursor]
        }
    }

    /// The argument's value, carrying its declared kind so the readers apply the
    /// declared bounds and names.
    subscript(_ name: String) -> Cursor? {
        guard var c = named[name] else { return nil }
        c.declared = specs[name]?.kind(present: has, value: { self.named[$0]?.node.string })
        return c
    }
    func has(_ name: String) -> Bool { named[name] != nil }
    var isEmpty: Bool { named.isEmpty }

    func number(_ name: String) throws -> Double? { try self[name]?.number() }
    func cgFloat(_ name: String) throws -> CGFloat? { try self[name]?.cgFloat() }
    func bool(_ name: String) throws -> Bool? { try self[name]?.bool() }
    func string(_ name: String) throws -> String? { try self[name]?.string() }
    func integer(_ name: String) throws -> Int? { try self[name]?.integer() }
    func choice<T>(_ name: String, _ options: KeyValuePairs<String, T>, what: String) throws -> T? {
        try self[name]?.choice(options, what: what)
    }

    /// A required argument's value; Args' init has already reported it missing.
    func required(_ name: String) throws -> Cursor {
        guard let c = self[name] else { throw cursor.error("missing '\(name)'") }
        return c
    }
}

extension ParamKind {
    var acceptsMapping: Bool {
        switch self {
        case .view, .views, .viewOrStyle, .style, .color, .font, .shape, .unitPoint, .angle, .object, .data: return true
        default: return false
        }
    }
    var acceptsBool: Bool {
        switch self {
        case .bool, .string, .data: return true
        default: return false
        }
    }
    /// Only views: a mapping is read as one when it names a view, never as a style.
    var isViewOnly: Bool {
        switch self {
        case .view, .views: return true
        default: return false
        }
    }
    var acceptsView: Bool {
        switch self {
        case .view, .views, .viewOrStyle: return true
        default: return false
        }
    }
}
