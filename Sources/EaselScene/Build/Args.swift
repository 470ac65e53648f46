import Foundation
import EaselCore

/// The arguments of one view or modifier, checked against its declared names.
struct Args {
    let cursor: Cursor
    private let named: [String: Cursor]

    init(_ cursor: Cursor, params: [ParamSpec], positional: String?, owner: String, registry: SceneRegistry) throws {
        self.cursor = cursor
        let names = params.map(\.name)
        switch cursor.node.kind {
        case .null:
            named = [:]
        case .mapping(let pairs):
            // `background: { Circle: …, fill: red }` is a view, not named arguments.
            // `foregroundStyle: {color: red, opacity: 0.5}` is one structured value, not named arguments.
            // A key that is a near miss of another argument's name (`lineWdth`) is a misspelt
            // argument, not the start of a structured value.
            let misspeltArgument = pairs.contains { p in
                !names.contains(p.key) && Suggestions.nearest(to: p.key, in: names.filter { $0 != positional }) != nil
            }
            if let positional, let spec = params.first(where: { $0.name == positional }),
               (spec.kind.acceptsView && pairs.contains(where: { registry.isViewKey($0.key) }))
                || (spec.kind.acceptsMapping && !misspeltArgument && pairs.contains(where: { !names.contains($0.key) })) {
                named = [positional: cursor]
                return
            }
            var n: [String: Cursor] = [:]
            for p in pairs {
                guard names.contains(p.key) else {
                    let expected = names.isEmpty ? "it takes no arguments" : "expected \(names.joined(separator: ", "))"
                    throw cursor.error("unknown argument '\(p.key)' for \(owner); \(expected)",
                                       suggestion: Suggestions.nearest(to: p.key, in: names), at: p.keyLocation)
                }
                n[p.key] = cursor.child(p.key, p.value)
            }
            named = n
        default:
            guard let positional else {
                let expected = names.isEmpty ? "nothing (or true)" : "a mapping of \(names.joined(separator: ", "))"
                if case .bool(true) = cursor.node.kind, names.isEmpty { named = [:]; return }
                throw cursor.error("\(owner) takes \(expected), got \(cursor.node.described)")
            }
            // A bare list stands for the content: name it so messages read `VStack.content[2]`.
            if params.first(where: { $0.name == positional })?.kind.acceptsView == true, cursor.node.sequence != nil {
                named = [positional: Cursor(node: cursor.node, path: cursor.path + "." + positional, scope: cursor.scope,
                                            context: cursor.context, depth: cursor.depth)]
            } else {
                named = [positional: cursor]
            }
        }
    }

    subscript(_ name: String) -> Cursor? { named[name] }
    func has(_ name: String) -> Bool { named[name] != nil }
    var isEmpty: Bool { named.isEmpty }

    func number(_ name: String, _ rule: NumberRule = .any) throws -> Double? { try named[name]?.number(rule) }
    func cgFloat(_ name: String, _ rule: NumberRule = .any) throws -> CGFloat? { try named[name]?.cgFloat(rule) }
    func bool(_ name: String) throws -> Bool? { try named[name]?.bool() }
    func string(_ name: String) throws -> String? { try named[name]?.string() }
    func integer(_ name: String, min: Int = .min, max: Int = .max) throws -> Int? { try named[name]?.integer(min: min, max: max) }
    func choice<T>(_ name: String, _ options: KeyValuePairs<String, T>, what: String) throws -> T? {
        try named[name]?.choice(options, what: what)
    }

    func required(_ name: String) throws -> Cursor {
        guard let c = named[name] else { throw cursor.error("missing '\(name)'") }
        return c
    }
}

extension ParamKind {
    var acceptsMapping: Bool {
        switch self {
        case .view, .views, .style, .color, .font, .shape, .unitPoint, .angle, .object, .data: return true
        default: return false
        }
    }
    var acceptsView: Bool {
        switch self {
        case .view, .views: return true
        default: return false
        }
    }
}
