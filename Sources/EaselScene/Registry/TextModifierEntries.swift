import Foundation
import EaselCore

extension SceneRegistry {
    /// A modifier with a Text-returning form (kept while the view is still a Text,
    /// as chaining on `Text` does in SwiftUI) and, optionally, a view form.
    mutating func textModifier(_ name: String, _ doc: String, _ params: [ParamSpec], positional: String? = nil,
                               text: @escaping @Sendable (Text, Args) throws -> Text,
                               view: (@Sendable (AnyView, Args) throws -> AnyView)?) {
        add(ModifierEntry(name: name, doc: doc, params: params, positional: positional) { built, args in
            if case .text(let t) = built { return .text(try text(t, args)) }
            guard let view else { throw args.cursor.error("\(name) applies only to Text (write it right after Text, before other modifiers)") }
            return .view(try view(built.view, args))
        })
    }
}

enum TextModifierEntries {
    static let truncation: KeyValuePairs<String, Text.TruncationMode> = ["head": .head, "middle": .middle, "tail": .tail]
    static let alignments: KeyValuePairs<String, TextAlignment> = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let patterns: KeyValuePairs<String, Text.LineStyle.Pattern> = [
        "solid": .solid, "dot": .dot, "dash": .dash, "dashDot": .dashDot, "dashDotDot": .dashDotDot,
    ]

    static let lines = ParamKind.integer(in: 1...10_000)
    static let textCases: KeyValuePairs<String, Text.Case> = ["uppercase": .uppercase, "lowercase": .lowercase]

    static func register(into r: inout SceneRegistry) {
        r.textModifier("font", "A text style name (largeTitle, body, …) or {style|size|family, weight, design, …}.",
                       [ParamSpec("font", .font, required: true)], positional: "font",
                       text: { t, a in t.font(try a.required("font").font()) },
                       view: { v, a in AnyView(v.font(try a.required("font").font())) })
        r.textModifier("fontWeight", "ultraLight … black.", [ParamSpec("weight", .choice(Cursor.weights), required: true)], positional: "weight",
                       text: { t, a in t.fontWeight(try a.required("weight").weight()) },
                       view: { v, a in AnyView(v.fontWeight(try a.required("weight").weight())) })
        r.textModifier("bold", "Bold text (true/false).", [ParamSpec("isActive", .bool)], positional: "isActive",
                       text: { t, a in t.bold(try a.bool("isActive") ?? true) },
                       view: { v, a in AnyView(v.bold(try a.bool("isActive") ?? true)) })
        r.textModifier("italic", "Italic text (true/false).", [ParamSpec("isActive", .bool)], positional: "isActive",
                       text: { t, a in t.italic(try a.bool("isActive") ?? true) },
                       view: { v, a in AnyView(v.italic(try a.bool("isActive") ?? true)) })
        r.textModifier("fontWidth", "compressed, condensed, standard, expanded, or -1…1.", [ParamSpec("width", .fontWidth, required: true)], positional: "width",
                       text: { t, a in t.fontWidth(try a.required("width").fontWidth()) }, view: nil)
        r.textModifier("fontDesign", "default, serif, rounded, monospaced.", [ParamSpec("design", .choice(Cursor.designs), required: true)],
                       positional: "design", text: { t, a in t.fontDesign(try a.required("design").design()) }, view: nil)
        r.textModifier("kerning", "Extra space between glyph pairs, in points.", [ParamSpec("kerning", .number, required: true)], positional: "kerning",
                       text: { t, a in t.kerning(try a.required("kerning").cgFloat()) }, view: nil)
        r.textModifier("tracking", "Extra space after every glyph, in points.", [ParamSpec("tracking", .number, required: true)], positional: "tracking",
                       text: { t, a in t.tracking(try a.required("tracking").cgFloat()) }, view: nil)
        r.textModifier("baselineOffset", "Raises (or lowers) the text from its baseline.", [ParamSpec("offset", .number, required: true)], positional: "offset",
                       text: { t, a in t.baselineOffset(try a.required("offset").cgFloat()) }, view: nil)
        r.textModifier("monospacedDigit", "Digits of equal width.", [], text: { t, _ in t.monospacedDigit() }, view: nil)
        for name in ["underline", "strikethrough"] {
            r.textModifier(name, "A line \(name == "underline" ? "under" : "through") the text: true, or {isActive, pattern, color}.", [
                ParamSpec("isActive", .bool), ParamSpec("pattern", .choice(patterns)), ParamSpec("color", .color),
            ], positional: "isActive", text: { t, a in
                let on = try a.bool("isActive") ?? true
                let pattern = try a.choice("pattern", patterns, what: "line pattern") ?? .solid
                let color = try a["color"]?.color()
                return name == "underline" ? t.underline(on, pattern: pattern, color: color) : t.strikethrough(on, pattern: pattern, color: color)
            }, view: nil)
        }
        r.modifier("lineLimit", "At most this many lines; {min, max} for a range, reservesSpace to keep the height.", [
            ParamSpec("limit", lines), ParamSpec("min", lines), ParamSpec("max", lines), ParamSpec("reservesSpace", .bool),
        ], positional: "limit") { v, a in
            let reserves = try a.bool("reservesSpace")
            if let lo = try a.integer("min") {
                guard let hi = try a.integer("max") else { return AnyView(v.lineLimit(lo...)) }
                guard hi >= lo else { throw a["max"]!.error("max (\(hi)) is below min (\(lo))") }
                return AnyView(v.lineLimit(lo...hi))
            }
            if let hi = try a.integer("max") { return AnyView(v.lineLimit(...hi)) }
            guard let limit = try a.integer("limit") else { return AnyView(v.lineLimit(nil)) }
            if let reserves { return AnyView(v.lineLimit(limit, reservesSpace: reserves)) }
            return AnyView(v.lineLimit(limit))
        }
        r.modifier("truncationMode", "Where an ellipsis replaces text that does not fit.",
                   [ParamSpec("mode", .choice(truncation), required: true)], positional: "mode") { v, a in
            AnyView(v.truncationMode(try a.required("mode").choice(truncation, what: "truncation mode")))
        }
        r.modifier("multilineTextAlignment", "leading, center or trailing, for wrapped lines.",
                   [ParamSpec("alignment", .choice(alignments), required: true)], positional: "alignment") { v, a in
            AnyView(v.multilineTextAlignment(try a.required("alignment").choice(alignments, what: "text alignment")))
        }
        r.modifier("lineSpacing", "Extra space between lines, in points.", [ParamSpec("spacing", .size, required: true)], positional: "spacing") { v, a in
            AnyView(v.lineSpacing(try a.required("spacing").cgFloat()))
        }
        r.modifier("minimumScaleFactor", "How far text may shrink to fit (0…1).", [ParamSpec("factor", .unit, required: true)], positional: "factor") { v, a in
            AnyView(v.minimumScaleFactor(try a.required("factor").cgFloat()))
        }
        r.modifier("allowsTightening", "Lets text tighten letter spacing before truncating.", [ParamSpec("flag", .bool)], positional: "flag") { v, a in
            AnyView(v.allowsTightening(try a.bool("flag") ?? true))
        }
        r.modifier("textCase", "uppercase or lowercase.", [ParamSpec("textCase", .choice(textCases), required: true)], positional: "textCase") { v, a in
            AnyView(v.textCase(try a.required("textCase").choice(textCases, what: "text case")))
        }
    }
}
