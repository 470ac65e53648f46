import Foundation

/// The JSON Schema of the scene format, generated from the registry so it can
/// never disagree with what the parser accepts. Editors (VS Code's YAML
/// extension, JetBrains) use it for completion and to flag misspelt names.
public enum SceneSchema {
    public static func json(_ registry: SceneRegistry = .standard) throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: schema(registry), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

    static func ref(_ name: String) -> [String: Any] { ["$ref": "#/$defs/\(name)"] }
    static let placeholder: [String: Any] = ["type": "string", "pattern": "^\\{[A-Za-z0-9_.-]+\\}$",
                                             "description": "A {data.path} placeholder filled from data."]

    static func withPlaceholder(_ s: [String: Any]) -> [String: Any] { ["anyOf": [s, ref("placeholder")]] }

    static func schema(_ r: SceneRegistry) -> [String: Any] {
        var viewProps: [String: Any] = [:]
        for (name, e) in r.views { viewProps[name] = arguments(e.params, positional: e.positional, doc: e.doc) }
        for (name, e) in r.modifiers { viewProps[name] = arguments(e.params, positional: e.positional, doc: e.doc) }
        viewProps["ForEach"] = [
            "description": "Repeats content for each element of a data list (or count times), binding it to `as`.",
            "anyOf": [["type": "string"], ["type": "array"], ["type": "object", "additionalProperties": false, "properties": [
                "in": ["anyOf": [["type": "string"], ["type": "array"]], "description": "A data path or a literal list."],
                "as": ["type": "string"], "index": ["type": "string"], "count": ref("integer"), "content": ref("view"),
            ]]],
        ]
        viewProps["if"] = ["description": "A data path (truthiness), !path, path == literal or path != literal.",
                           "type": ["string", "boolean"]]
        viewProps["then"] = ref("view")
        viewProps["else"] = ref("view")
        viewProps["content"] = ref("view")
        viewProps["modifiers"] = ["type": "array", "description": "Modifiers applied in order; use for a modifier used twice.",
                                  "items": ["type": "object", "minProperties": 1, "maxProperties": 1,
                                            "properties": viewProps.filter { r.modifiers[$0.key] != nil }, "additionalProperties": false]]
        // A view mapping names exactly one view (or ForEach / if); the rest are modifiers.
        let viewKeys = r.views.keys.sorted() + ["ForEach", "if"]

        var styleProps: [String: Any] = [:]
        for (name, e) in r.styles { styleProps[name] = object(e.params, doc: e.doc) }
        styleProps["opacity"] = ref("unit")
        var shapeAlternatives: [Any] = [["enum": r.shapes.filter { $0.value.params.requiredGroups.isEmpty }.keys.sorted()]]
        for (name, e) in r.shapes.sorted(by: { $0.key < $1.key }) {
            shapeAlternatives.append(["type": "object", "required": [name], "additionalProperties": false,
                                      "properties": [name: arguments(e.params, positional: e.positional, doc: e.doc)]])
        }

        let limit = SceneLimits.default.maxNumber
        var font = object(Cursor.fontParams, doc: "")
        font["dependentSchemas"] = ["family": ["anyOf": [["required": ["size"]], ["required": ["fixedSize"]]]]]
        let defs: [String: Any] = [
            "placeholder": placeholder,
            "number": withPlaceholder(["type": "number", "minimum": -limit, "maximum": limit]),
            "size": withPlaceholder(["type": "number", "minimum": 0, "maximum": limit]),
            "maxSize": ["anyOf": [["type": "number", "minimum": 0, "maximum": limit], ["enum": ["infinity", ".infinity"]], ref("placeholder")]],
            "unit": withPlaceholder(["type": "number", "minimum": 0, "maximum": 1]),
            "integer": withPlaceholder(["type": "integer", "minimum": -limit, "maximum": limit]),
            "bool": ["anyOf": [["type": ["boolean", "null"]], ["enum": ["true", "false"]], ref("placeholder")]],
            "string": ["type": ["string", "number", "boolean"]],
            "color": ["anyOf": [
                ["type": "string", "pattern": "^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
                ["enum": Cursor.namedColors.map(\.key)], ref("placeholder"), object(Cursor.colorParams, doc: ""),
            ]],
            "style": ["anyOf": [ref("color"), ["enum": Cursor.hierarchicalStyles],
                                ["type": "object", "properties": styleProps, "additionalProperties": false,
                                 "oneOf": r.styles.keys.sorted().map { ["required": [$0]] }]]],
            "font": ["anyOf": [["enum": Cursor.textStyles.map(\.key)], font]],
            "shape": ["anyOf": shapeAlternatives],
            "edges": ["anyOf": [["enum": names(Cursor.edgeSets)], ["type": "array", "items": ["enum": names(Cursor.edgeSets)]]]],
            "alignment": ["enum": names(Cursor.alignments)],
            "horizontalAlignment": ["enum": names(Cursor.horizontalAlignments)],
            "verticalAlignment": ["enum": names(Cursor.verticalAlignments)],
            "unitPoint": ["anyOf": [["enum": names(Cursor.unitPoints)], object(Cursor.unitPointParams, doc: "")]],
            "angle": ["anyOf": [ref("number"), object(Cursor.angleParams, doc: "").merging(["maxProperties": 1]) { a, _ in a }]],
            "view": ["anyOf": [["enum": r.views.filter { $0.value.params.requiredGroups.isEmpty }.keys.sorted()],
                               ref("viewMapping"), ["type": "array", "items": ref("view")]]],
            "viewMapping": ["type": "object", "additionalProperties": false, "properties": viewProps,
                            "oneOf": viewKeys.map { ["required": [$0]] }],
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Easel scene",
            "description": "A view tree in SwiftUI's vocabulary, with canvas settings and data, rendered by `easel render`.",
            "type": "object",
            "required": ["body"],
            "additionalProperties": false,
            "properties": [
                "canvas": object(CanvasSettings.keys, doc: "How the scene is rendered."),
                "data": ["type": "object", "description": "Values for {placeholders}, ForEach and if; overridden by --data and --set."],
                "body": ref("view"),
            ],
            "$defs": defs,
        ]
    }

    static func names<T>(_ table: KeyValuePairs<String, T>) -> [String] { table.map(\.key) }

    /// The schema of one kind of value: the same `ParamKind` the reader takes its rule from.
    static func kindSchema(_ k: ParamKind) -> [String: Any] {
        switch k {
        case .real(let rule):
            switch rule {
            case .any: return ref("number")
            case .size: return ref("size")
            case .maxSize: return ref("maxSize")
            case .unit: return ref("unit")
            default:
                let limit = SceneLimits.default.maxNumber
                var n: [String: Any] = ["type": "number", "minimum": rule.min ?? -limit, "maximum": rule.max ?? limit]
                if rule.allowsInfinity { n = ["anyOf": [n, ["enum": ["infinity", ".infinity"]]]] }
                return withPlaceholder(n)
            }
        case .whole(let lo, let hi):
            if lo == .min && hi == .max { return ref("integer") }
            let limit = Int(SceneLimits.default.maxNumber)
            return withPlaceholder(["type": "integer", "minimum": max(lo, -limit), "maximum": min(hi, limit)])
        case .string: return ref("string")
        case .rect:
            let positive: [String: Any] = ["type": "number", "exclusiveMinimum": 0, "maximum": SceneLimits.default.maxNumber]
            return ["type": "array", "minItems": 4, "maxItems": 4, "prefixItems": [ref("number"), ref("number"), positive, positive]]
        case .svgPath: return ["type": "string", "pattern": "^\\s*([Mm]|$)", "description": "SVG path data, starting with M."]
        case .file: return ["type": "string", "description": "A path relative to the scene's folder."]
        case .folder: return ["type": "string", "description": "A folder path relative to the scene's folder."]
        case .text: return ["anyOf": [ref("string"), ["type": "array", "items": ["anyOf": [["type": "string"], ref("viewMapping")]]]]]
        case .fontWidth: return ["anyOf": [["enum": names(Cursor.fontWidths)], ["type": "number", "minimum": -1, "maximum": 1]]]
        case .bool: return ref("bool")
        case .choice(let names): return withPlaceholder(["enum": names])
        case .style: return ref("style")
        case .color: return ref("color")
        case .font: return ref("font")
        case .shape: return ref("shape")
        case .edges: return ref("edges")
        case .alignment: return ref("alignment")
        case .horizontalAlignment: return ref("horizontalAlignment")
        case .verticalAlignment: return ref("verticalAlignment")
        case .unitPoint: return ref("unitPoint")
        case .angle: return ref("angle")
        case .view, .views: return ref("view")
        case .viewOrStyle: return ["anyOf": [ref("view"), ref("style")]]
        case .list(let inner): return ["type": "array", "items": kindSchema(inner)]
        case .object(let params): return object(params, doc: "")
        case .data: return [:]
        }
    }

    /// Named arguments: declared names only, with the required groups Args enforces.
    static func object(_ params: [ParamSpec], doc: String) -> [String: Any] {
        var props: [String: Any] = [:]
        for p in params {
            var s = kindSchema(p.kind)
            if !p.doc.isEmpty { s = ["allOf": [s], "description": p.doc] }
            props[p.name] = s
        }
        var o: [String: Any] = ["type": "object", "additionalProperties": false, "properties": props]
        let groups = params.requiredGroups
        let single = groups.filter { $0.count == 1 }.map { $0[0] }
        if !single.isEmpty { o["required"] = single }
        let multi = groups.filter { $0.count > 1 }.map { ["anyOf": $0.map { ["required": [$0]] }] }
        if multi.count == 1 { o.merge(multi[0]) { a, _ in a } } else if !multi.isEmpty { o["allOf"] = multi }
        // Kinds that depend on another argument: on its presence, or on its value.
        var dependent: [String: Any] = [:], conditional: [Any] = []
        for p in params {
            for c in p.kindWhen {
                let narrowed: [String: Any] = ["properties": [p.name: kindSchema(c.kind)]]
                if let value = c.value {
                    conditional.append(["if": ["properties": [c.argument: ["const": value]], "required": [c.argument]], "then": narrowed])
                } else {
                    dependent[c.argument] = narrowed
                }
            }
        }
        if !dependent.isEmpty { o["dependentSchemas"] = dependent }
        if !conditional.isEmpty { o["allOf"] = ((o["allOf"] as? [Any]) ?? []) + conditional }
        if !doc.isEmpty { o["description"] = doc }
        return o
    }

    /// A positional value, named arguments, or (when nothing is required) nothing;
    /// without parameters: nothing, `true` or `{}`.
    static func arguments(_ params: [ParamSpec], positional: String?, doc: String) -> [String: Any] {
        if params.isEmpty {
            return ["anyOf": [["type": "null"], ["const": true], ["type": "object", "maxProperties": 0]], "description": doc]
        }
        var alternatives: [Any] = [object(params, doc: "")]
        if params.requiredGroups.isEmpty { alternatives += [["type": "null"], ["const": true]] }
        // A bare value stands for the positional argument, when that alone is enough.
        if let positional, let p = params.first(where: { $0.name == positional }),
           params.requiredGroups.allSatisfy({ $0.contains(positional) }) {
            alternatives.insert(kindSchema(p.kind), at: 0)
        }
        return ["anyOf": alternatives, "description": doc]
    }
}
