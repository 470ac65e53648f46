import Foundation
import EaselCore

extension Cursor {
    /// Exactly one view: several (from ForEach or a list) are grouped, none is an EmptyView.
    func buildView() throws -> Built {
        let views = try buildViews()
        if views.count == 1 { return views[0] }
        return .view(AnyView(Group { builtList(views) }))
    }

    /// The views this node stands for: a list, a view mapping, a bare view name,
    /// or a `ForEach` / `if`, which may yield any number.
    func buildViews() throws -> [Built] {
        if depth > limits.maxDepth { throw error("views nested deeper than \(limits.maxDepth) levels") }
        let registry = context.registry
        switch node.kind {
        case .sequence:
            return try items().flatMap { try $0.buildViews() }
        case .string(let name):
            guard let entry = registry.views[name] else { throw unknownView(name, at: node.location) }
            try context.countView(at: self)
            let args = try Args(Cursor(node: SceneNode(.null, at: node.location), path: path.isEmpty ? name : "\(path).\(name)",
                                       scope: scope, context: context, depth: depth + 1),
                                params: entry.params, positional: entry.positional, owner: name, registry: registry)
            return [try entry.build(args)]
        case .mapping(let pairs):
            return try buildMapping(pairs)
        default:
            throw error("expected a view (such as Text: \"…\" or VStack: […]), got \(node.described)")
        }
    }

    private func unknownView(_ name: String, at loc: SourceLocation) -> SceneError {
        let names = Array(context.registry.views.keys) + ["ForEach"]
        if let s = Suggestions.nearest(to: name, in: names) {
            return error("unknown view '\(name)'", suggestion: s, at: loc)
        }
        let hint = SceneRegistry.looksLikeView(name) ? "" : "; to show text write Text: \"\(name)\""
        return error("unknown view '\(name)'\(hint)", at: loc)
    }

    private func buildMapping(_ pairs: [(key: String, keyLocation: SourceLocation, value: SceneNode)]) throws -> [Built] {
        let registry = context.registry
        var viewIndex: Int?
        for (i, p) in pairs.enumerated() {
            if registry.isViewKey(p.key) {
                if let v = viewIndex {
                    throw error("two views in one mapping ('\(pairs[v].key)' and '\(p.key)'); put them in a list under content",
                                at: p.keyLocation)
                }
                viewIndex = i
            } else if SceneRegistry.looksLikeView(p.key) {
                throw unknownView(p.key, at: p.keyLocation)
            } else if registry.modifiers[p.key] == nil, !SceneRegistry.structuralKeys.contains(p.key) {
                throw error("unknown modifier '\(p.key)'",
                            suggestion: Suggestions.nearest(to: p.key, in: Array(registry.modifiers.keys) + ["content", "modifiers"]),
                            at: p.keyLocation)
            }
        }
        guard let vi = viewIndex else {
            throw error("no view here: a view mapping needs one view name (Text, VStack, …) before its modifiers")
        }
        let viewKey = pairs[vi].key
        let contentPair = pairs.first { $0.key == "content" }
        var views: [Built]
        switch viewKey {
        case "ForEach": views = try buildForEach(child("ForEach", pairs[vi].value), content: contentPair)
        case "if": views = try buildConditional(child("if", pairs[vi].value), pairs: pairs)
        default: views = [try buildEntry(viewKey, pairs[vi], content: contentPair)]
        }
        for key in ["then", "else"] where viewKey != "if" {
            if let p = pairs.first(where: { $0.key == key }) {
                throw error("'\(key)' belongs to an if: mapping", at: p.keyLocation)
            }
        }
        let modifierPairs = pairs.enumerated().filter { $0.offset != vi && !["content", "then", "else"].contains($0.element.key) }
        guard !modifierPairs.isEmpty else { return views }
        // Modifiers on a ForEach or if apply to each view, as on a SwiftUI Group.
        var built: Built = views.count == 1 ? views[0] : .view(AnyView(Group { builtList(views) }))
        if views.isEmpty { return [] }
        var applied = 0
        for (_, p) in modifierPairs {
            let c = child(p.key, p.value)
            if p.key == "modifiers" {
                for item in c.items() {
                    // Each modifier wraps the view once more, and layout recurses through every wrapper.
                    applied += 1
                    if applied > limits.maxModifiers {
                        throw item.error("more than \(limits.maxModifiers) modifiers on one view" + SceneLimits.raise("maxModifiers"))
                    }
                    guard let m = item.node.mapping, m.count == 1 else {
                        throw item.error("each entry of modifiers is one modifier, like {padding: 8}, got \(item.node.described)")
                    }
                    built = try item.child(m[0].key, m[0].value).applyModifier(m[0].key, to: built, keyLocation: m[0].keyLocation)
                }
            } else {
                built = try c.applyModifier(p.key, to: built, keyLocation: p.keyLocation)
            }
        }
        return [built]
    }

    func applyModifier(_ name: String, to built: Built, keyLocation: SourceLocation) throws -> Built {
        let registry = context.registry
        guard let entry = registry.modifiers[name] else {
            throw error("unknown modifier '\(name)'", suggestion: Suggestions.nearest(to: name, in: registry.modifiers.keys), at: keyLocation)
        }
        let args = try Args(self, params: entry.params, positional: entry.positional, owner: name, registry: registry)
        if name == "blur" || name == "shadow" { try context.budget.countEffect(radius: try args.number("radius") ?? 0, at: self) }
        if EffectModifierEntries.colorEffects.contains(name) { try context.budget.countEffect(radius: 0, at: self) }
        return try entry.apply(built, args)
    }

    private func buildEntry(_ name: String, _ pair: (key: String, keyLocation: SourceLocation, value: SceneNode),
                            content: (key: String, keyLocation: SourceLocation, value: SceneNode)?) throws -> Built {
        let registry = context.registry
        let entry = registry.views[name]!
        try context.countView(at: self)
        var value = pair.value
        // `content:` may sit beside the view name (as in the README) or inside its arguments.
        if let content {
            guard entry.params.contains(where: { $0.name == "content" && $0.kind.acceptsView }) else {
                throw error("\(name) takes no content", at: content.keyLocation)
            }
            switch value.kind {
            case .null:
                value = SceneNode(.mapping([("content", content.keyLocation, content.value)]), at: pair.keyLocation)
            case .mapping(var m) where !m.contains(where: { $0.key == "content" }) && !m.contains(where: { registry.isViewKey($0.key) }):
                m.append(("content", content.keyLocation, content.value))
                value = SceneNode(.mapping(m), at: value.location)
            default:
                throw error("\(name) has content twice: inside its arguments and beside it", at: content.keyLocation)
            }
        }
        let c = child(name, value)
        let args = try Args(c, params: entry.params, positional: entry.positional, owner: name, registry: registry)
        return try entry.build(args)
    }

    /// `ForEach: {in: pets, as: pet, index: i}` (or `ForEach: pets`, or `{count: 3, as: i}`) with `content`.
    private func buildForEach(_ c: Cursor, content: (key: String, keyLocation: SourceLocation, value: SceneNode)?) throws -> [Built] {
        var inCursor: Cursor?, asName = "item", indexName: String?, countCursor: Cursor?, innerContent: Cursor?
        switch c.node.kind {
        case .string, .sequence: inCursor = c
        case .mapping:
            for (k, e) in try c.entries(what: "ForEach arguments") {
                switch k {
                case "in": inCursor = e
                case "as": asName = try e.identifier()
                case "index": indexName = try e.identifier()
                case "count": countCursor = e
                case "content": innerContent = e
                default:
                    throw e.error("unknown ForEach argument '\(k)'; expected in, as, index, count, content",
                                  suggestion: Suggestions.nearest(to: k, in: ["in", "as", "index", "count", "content"]))
                }
            }
        default: throw c.error("ForEach needs a list to go over: ForEach: {in: items, as: item}")
        }
        let body: Cursor
        if let innerContent, content == nil { body = innerContent }
        else if let content, innerContent == nil { body = child("content", content.value) }
        else if content != nil { throw c.error("ForEach has content twice: inside its arguments and beside it") }
        else { throw c.error("ForEach needs content: the views to repeat") }

        var elements: [DataValue]
        if let countCursor {
            guard inCursor == nil else { throw countCursor.error("ForEach takes either in or count, not both") }
            let n = try countCursor.integer(min: 0, max: limits.maxNodes)
            elements = (0..<n).map { .number(Double($0)) }
        } else if let inCursor {
            elements = try inCursor.dataList()
        } else {
            throw c.error("ForEach needs in: (a data path or list) or count:")
        }
        var out: [Built] = []
        for (i, element) in elements.enumerated() {
            try context.budget.countIteration(at: body)
            var scope = self.scope.binding(asName, to: element)
            if let indexName { scope = scope.binding(indexName, to: .number(Double(i))) }
            out += try body.with(scope: scope).buildViews()
        }
        return out
    }

    /// A list from data: `pets`, `{pets}`, `pet.tags`, or a literal YAML list.
    func dataList() throws -> [DataValue] {
        if case .string(let s) = node.kind {
            let path = Interpolation.wholeReference(s) ?? s
            let v: DataValue
            do { v = try Interpolation.resolve(path, in: scope) } catch let f as Interpolation.Failure {
                throw error(f.message, suggestion: f.suggestion)
            }
            guard case .array(let a) = v else { throw error("ForEach goes over a list, but '\(path)' is \(v.typeName)") }
            return a
        }
        guard case .array(let a) = try resolved() else { throw error("expected a list or a data path, got \(node.described)") }
        return a
    }

    func identifier() throws -> String {
        let s = try string()
        guard Interpolation.isValidPath(s), !s.contains(".") else { throw error("'\(s)' is not a plain name") }
        return s
    }

    /// `if: show` (truthiness), `if: "!show"`, `if: "pet.votes == 25"`, `if: "tier != gold"`, with `then` and optional `else`.
    private func buildConditional(_ c: Cursor, pairs: [(key: String, keyLocation: SourceLocation, value: SceneNode)]) throws -> [Built] {
        let holds = try c.condition()
        guard let thenPair = pairs.first(where: { $0.key == "then" }) else { throw c.error("if needs then: (the views when it holds)") }
        if holds { return try child("then", thenPair.value).buildViews() }
        if let elsePair = pairs.first(where: { $0.key == "else" }) { return try child("else", elsePair.value).buildViews() }
        return []
    }

    func condition() throws -> Bool {
        switch node.kind {
        case .bool(let b): return b
        case .string(let raw):
            var s = raw.trimmingBlanks()
            for op in ["==", "!="] {
                if let r = s.range(of: op) {
                    let lhs = String(s[..<r.lowerBound]).trimmingBlanks()
                    let rhs = String(s[r.upperBound...]).trimmingBlanks()
                    let value = try lookupCondition(lhs, written: raw)
                    let equal = value.map { Cursor.compare($0, literal: rhs) } ?? (rhs == "null")
                    return op == "==" ? equal : !equal
                }
            }
            var negate = false
            if s.hasPrefix("!") { negate = true; s = String(s.dropFirst()).trimmingBlanks() }
            let v = try lookupCondition(s, written: raw)
            return (v?.isTruthy ?? false) != negate
        default:
            throw error("if takes a data path (show, !show, tier == gold), got \(node.described)")
        }
    }

    /// A missing value is false rather than an error: optional fields are what conditions test.
    /// A malformed path is still an error.
    private func lookupCondition(_ raw: String, written: String) throws -> DataValue? {
        let path = Interpolation.wholeReference(raw) ?? raw
        guard Interpolation.isValidPath(path) else {
            // Quote what the user wrote, not the part left after taking off a `!`.
            throw error("'\(written)' is not a condition; write a data path, !path, path == value or path != value (no other expressions)")
        }
        return scope.lookup(path)
    }

    static func compare(_ v: DataValue, literal raw: String) -> Bool {
        var lit = raw
        if lit.count >= 2, let f = lit.first, f == lit.last, f == "\"" || f == "'" {
            lit = String(lit.dropFirst().dropLast())
            if case .string(let s) = v { return s == lit }
            return false
        }
        switch v {
        case .number(let n): return Double(lit) == n
        case .bool(let b): return lit == (b ? "true" : "false")
        case .null: return lit == "null"
        case .string(let s): return s == lit
        default: return false
        }
    }
}
