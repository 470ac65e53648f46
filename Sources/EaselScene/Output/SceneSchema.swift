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
            "anyOf": [["type": "string"], ["type": "object", "additionalProperties": false, "properties": [
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

        var styleProps: [String: Any] = [:]
        for (name, e) in r.styles { styleProps[name] = object(e.params, doc: e.doc) }
        styleProps["opacity"] = ref("unit")
        var shapeAlternatives: [Any] = [["enum": r.shapes.keys.sorted()]]
        for (name, e) in r.shapes.sorted(by: { $0.key < $1.key }) {
            shapeAlternatives.append(["type": "object", "required": [name], "additionalProperties": false,
                                      "properties": [name: arguments(e.params, positional: e.positional, doc: e.doc)]])
        }

        let colorNames = Cursor.namedColors.map(\.key)
        let defs: [String: Any] = [
            "placeholder": placeholder,
            "number": withPlaceholder(["type": "number"]),
            "size": withPlaceholder(["type": "number", "minimum": 0]),
            "maxSize": ["anyOf": [["type": "number", "minimum": 0], ["enum": ["infinity", ".infinity"]], ref("placeholder")]],
            "unit": withPlaceholder(["type": "number", "minimum": 0, "maximum": 1]),
            "integer": withPlaceholder(["type": "integer"]),
            "bool": ["type": ["boolean", "null", "string"]],
            "string": ["type": ["string", "number", "boolean"]],
            "color": ["anyOf": [
                ["type": "string", "pattern": "^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
                ["enum": colorNames], ref("placeholder"),
                ["type": "object", "additionalProperties": false, "properties": [
                    "color": ref("color"), "opacity": ref("unit"), "red": ref("unit"), "green": ref("unit"), "blue": ref("unit"),
                    "white": ref("unit"), "hue": ref("unit"), "saturation": ref("unit"), "brightness": ref("unit"),
                ]],
            ]],
            "style": ["anyOf": [ref("color"), ["enum": ["primary", "secondary", "tertiary", "quaternary", "tint", "foreground"]],
                                ["type": "object", "properties": styleProps, "additionalProperties": false, "minProperties": 1]]],
            "font": ["anyOf": [["enum": Cursor.textStyles.map(\.key)], ["type": "object", "additionalProperties": false, "properties": [
                "style": ["enum": Cursor.textStyles.map(\.key)], "size": ref("size"), "family": ["type": "string"],
                "fixedSize": ref("size"), "relativeTo": ["enum": Cursor.textStyles.map(\.key)],
                "weight": ["enum": Cursor.weights.map(\.key)], "design": ["enum": Cursor.designs.map(\.key)],
                "width": ["anyOf": [["enum": ["compressed", "condensed", "standard", "expanded"]], ["type": "number"]]],
                "italic": ref("bool"), "bold": ref("bool"), "monospaced": ref("bool"), "monospacedDigit": ref("bool"),
            ]]]],
            "shape": ["anyOf": shapeAlternatives],
            "edges": ["anyOf": [["enum": edgeNames], ["type": "array", "items": ["enum": edgeNames]]]],
            "alignment": ["enum": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                                   "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
                                   "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline"]],
            "horizontalAlignment": ["enum": ["leading", "center", "trailing"]],
            "verticalAlignment": ["enum": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]],
            "unitPoint": ["anyOf": [["enum": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                                              "bottomLeading", "bottomTrailing", "zero"]],
                                    ["type": "object", "additionalProperties": false, "properties": ["x": ref("number"), "y": ref("number")]]]],
            "angle": ["anyOf": [ref("number"), ["type": "object", "additionalProperties": false,
                                                "properties": ["degrees": ref("number"), "radians": ref("number")]]]],
            "view": ["anyOf": [["enum": r.views.keys.sorted()], ref("viewMapping"), ["type": "array", "items": ref("view")]]],
            "viewMapping": ["type": "object", "minProperties": 1, "additionalProperties": false, "properties": viewProps],
        ]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Easel scene",
            "description": "A view tree in SwiftUI's vocabulary, with canvas settings and data, rendered by `easel render`.",
            "type": "object",
            "required": ["body"],
            "additionalProperties": false,
            "properties": [
                "canvas": object(Canvas.keys, doc: "How the scene is rendered."),
                "data": ["type": "object", "description": "Values for {placeholders}, ForEach and if; overridden by --data and --set."],
                "body": ref("view"),
            ],
            "$defs": defs,
        ]
    }

    static let edgeNames = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]

    static func kindSchema(_ k: ParamKind) -> [String: Any] {
        switch k {
        case .number: return ref("number")
        case .size: return ref("size")
        case .maxSize: return ref("maxSize")
        case .unit: return ref("unit")
        case .integer: return ref("integer")
        case .string: return ref("string")
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
        case .list(let inner): return ["type": "array", "items": kindSchema(inner)]
        case .object(let params): return object(params, doc: "")
        case .data: return [:]
        }
    }

    static func object(_ params: [ParamSpec], doc: String) -> [String: Any] {
        var props: [String: Any] = [:]
        for p in params {
            var s = kindSchema(p.kind)
            if !p.doc.isEmpty { s = ["allOf": [s], "description": p.doc] }
            props[p.name] = s
        }
        var o: [String: Any] = ["type": "object", "additionalProperties": false, "properties": props]
        if !doc.isEmpty { o["description"] = doc }
        return o
    }

    /// A positional value, named arguments, or (without parameters) nothing / true.
    static func arguments(_ params: [ParamSpec], positional: String?, doc: String) -> [String: Any] {
        if params.isEmpty { return ["type": ["null", "boolean"], "description": doc] }
        var alternatives: [Any] = [object(params, doc: ""), ["type": "null"]]
        if let positional, let p = params.first(where: { $0.name == positional }) { alternatives.insert(kindSchema(p.kind), at: 0) }
        return ["anyOf": alternatives, "description": doc]
    }
}
