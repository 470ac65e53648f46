import Foundation
import EaselCore

extension Cursor {
    static let textStyles: KeyValuePairs<String, Font.TextStyle> = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]
    static let weights: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let designs: KeyValuePairs<String, Font.Design> = [
        "default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced,
    ]
    static let fontWidths: KeyValuePairs<String, Font.Width> = ["compressed": .compressed, "condensed": .condensed,
                                                                "standard": .standard, "expanded": .expanded]
    /// The keys of a font mapping; SceneSchema's `font` object is generated from them.
    static let fontParams = [
        ParamSpec("style", .choice(textStyles)).oneOf("style, size or family"), ParamSpec("size", .number(min: 1)).oneOf("style, size or family"),
        ParamSpec("family", .string).oneOf("style, size or family"),
        ParamSpec("fixedSize", .number(min: 1)), ParamSpec("relativeTo", .choice(textStyles)), ParamSpec("weight", .choice(weights)),
        ParamSpec("design", .choice(designs)), ParamSpec("width", .fontWidth), ParamSpec("italic", .bool), ParamSpec("bold", .bool),
        ParamSpec("monospaced", .bool), ParamSpec("monospacedDigit", .bool),
    ]
    static let fontKeys = fontParams.map(\.name)

    func weight() throws -> Font.Weight { try choice(Cursor.weights, what: "font weight") }
    func design() throws -> Font.Design { try choice(Cursor.designs, what: "font design") }
    func fontWidth() throws -> Font.Width {
        if case .number = node.kind { return Font.Width(try cgFloat(NumberRule(min: -1, max: 1))) }
        return try choice(Cursor.fontWidths, what: "font width")
    }

    /// `largeTitle`, or `{style: title, weight: bold}`, `{size: 17, design: rounded}`,
    /// `{family: Inter, size: 17, relativeTo: body}`, `{family: Inter, fixedSize: 17}`.
    func font() throws -> Font {
        guard node.mapping != nil else { return .system(try choice(Cursor.textStyles, what: "text style")) }
        var e: [String: Cursor] = [:]
        for (k, c) in try entries(what: "a font") {
            guard Cursor.fontKeys.contains(k) else {
                throw c.error("unknown font attribute '\(k)'", suggestion: Suggestions.nearest(to: k, in: Cursor.fontKeys))
            }
            var typed = c
            typed.declared = Cursor.fontParams.first { $0.name == k }?.kind
            e[k] = typed
        }
        let design = try e["design"]?.design()
        var font: Font
        if let family = e["family"] {
            let name = try family.string()
            if let fixed = e["fixedSize"] {
                font = .custom(name, fixedSize: try fixed.cgFloat())
            } else {
                guard let size = e["size"] else { throw error("a font with a family needs size (or fixedSize)") }
                let s = try size.cgFloat()
                if let rel = e["relativeTo"] {
                    font = .custom(name, size: s, relativeTo: try rel.choice(Cursor.textStyles, what: "text style"))
                } else {
                    font = .custom(name, size: s)
                }
            }
        } else if let size = e["size"] {
            font = .system(size: try size.cgFloat(), design: design)
        } else if let style = e["style"] {
            font = .system(try style.choice(Cursor.textStyles, what: "text style"), design: design)
        } else {
            throw error("a font mapping needs style, size or family")
        }
        if let w = e["weight"] { font = font.weight(try w.weight()) }
        if try e["bold"]?.bool() == true { font = font.bold() }
        if try e["italic"]?.bool() == true { font = font.italic() }
        if try e["monospaced"]?.bool() == true { font = font.monospaced() }
        if try e["monospacedDigit"]?.bool() == true { font = font.monospacedDigit() }
        if let w = e["width"] { font = font.width(try w.fontWidth()) }
        return font
    }
}
