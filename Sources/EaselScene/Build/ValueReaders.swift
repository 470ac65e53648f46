import Foundation
import EaselCore

extension Cursor {
    static let namedColors: KeyValuePairs<String, Color> = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    /// A colour: a system name, `#RRGGBB[AA]`, or `{red:, green:, blue:, opacity:}`,
    /// `{white:}`, `{hue:, saturation:, brightness:}`, `{color:, opacity:}`.
    func color() throws -> Color {
        if node.mapping != nil {
            let e = Dictionary(try entries(what: "a colour").map { ($0.key, $0.cursor) }, uniquingKeysWith: { a, _ in a })
            let allowed = Cursor.colorParams.map(\.name)
            if let bad = e.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw e[bad]!.error("unknown colour component '\(bad)'", suggestion: Suggestions.nearest(to: bad, in: allowed))
            }
            let opacity = try e["opacity"]?.number(.unit) ?? 1
            if let base = e["color"] { return try base.color().opacity(opacity) }
            if let name = e["asset"] { return Color(try name.string()).opacity(opacity) }
            if let w = e["white"] { return Color(white: try w.number(.unit), opacity: opacity) }
            if let h = e["hue"] {
                return Color(hue: try h.number(.unit), saturation: try e["saturation"]?.number(.unit) ?? 1,
                             brightness: try e["brightness"]?.number(.unit) ?? 1, opacity: opacity)
            }
            if e["red"] != nil || e["green"] != nil || e["blue"] != nil {
                return Color(red: try e["red"]?.number(.unit) ?? 0, green: try e["green"]?.number(.unit) ?? 0,
                             blue: try e["blue"]?.number(.unit) ?? 0, opacity: opacity)
            }
            throw error("a colour mapping needs color, asset, white, hue or red/green/blue")
        }
        let v = try resolved()
        guard case .string(var s) = v else { throw error("expected a colour (a name like blue or #RRGGBB), got \(describe(v))") }
        s = s.trimmingBlanks()
        if s.hasPrefix(".") { s.removeFirst() }
        if s.hasPrefix("#") {
            guard let c = Color(hex: s) else { throw error("'\(s)' is not a hex colour; write #RGB, #RRGGBB or #RRGGBBAA") }
            return c
        }
        if let hit = Cursor.namedColors.first(where: { $0.key == s }) { return hit.value }
        throw error("unknown colour '\(s)'; use a system colour name or #RRGGBB",
                    suggestion: Suggestions.nearest(to: s, in: Cursor.namedColors.map(\.key)))
    }

    /// A shape style: a colour, `primary`…`quaternary`, `tint`, `foreground`, a material,
    /// or any registered style mapping (gradients), optionally with `opacity`.
    func style() throws -> AnyShapeStyle {
        if case .string = node.kind, case .string(var s) = try resolved() {
            if s.hasPrefix(".") { s.removeFirst() }
            switch s {
            case "primary": return AnyShapeStyle(.primary as HierarchicalShapeStyle)
            case "secondary": return AnyShapeStyle(.secondary as HierarchicalShapeStyle)
            case "tertiary": return AnyShapeStyle(.tertiary as HierarchicalShapeStyle)
            case "quaternary": return AnyShapeStyle(.quaternary as HierarchicalShapeStyle)
            case "tint": return AnyShapeStyle(TintShapeStyle())
            case "foreground": return AnyShapeStyle(ForegroundStyle())
            default:
                if let m = Cursor.materials.first(where: { $0.key == s }) { return AnyShapeStyle(m.value) }
            }
        }
        // `{linearGradient: {…}, opacity: 0.5}`, in either order.
        if let m = node.mapping, let first = m.first(where: { context.registry.styles[$0.key] != nil }),
           let entry = context.registry.styles[first.key] {
            var style = try entry.build(child(first.key, first.value))
            for extra in m where extra.key != first.key {
                let c = child(extra.key, extra.value)
                guard extra.key == "opacity" else {
                    throw c.error("unknown key '\(extra.key)' after \(first.key); only opacity may follow",
                                  suggestion: Suggestions.nearest(to: extra.key, in: ["opacity"]), at: extra.keyLocation)
                }
                style = AnyShapeStyle(style.opacity(try c.number(.unit)))
            }
            return style
        }
        return AnyShapeStyle(try color())
    }

    // The name tables below are read by both the readers and SceneSchema, so the
    // schema's enums are exactly the names the readers accept.
    static let alignments: KeyValuePairs<String, Alignment> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let horizontalAlignments: KeyValuePairs<String, HorizontalAlignment> = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalAlignments: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let edgeSets: KeyValuePairs<String, Edge.Set> = ["all": .all, "horizontal": .horizontal, "vertical": .vertical,
                                                            "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
    static let unitPoints: KeyValuePairs<String, UnitPoint> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom, "topLeading": .topLeading,
        "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing, "zero": .zero,
    ]
    static let unitPointParams = [ParamSpec("x", .number), ParamSpec("y", .number)]
    static let angleParams = [ParamSpec("degrees", .number).oneOf("an angle"), ParamSpec("radians", .number).oneOf("an angle")]
    static let colorParams = ["color", "opacity", "red", "green", "blue", "white", "hue", "saturation", "brightness"].map {
        let p = ParamSpec($0, $0 == "color" ? .color : .unit)
        return ["opacity", "saturation", "brightness"].contains($0) ? p : p.oneOf("color, white, hue or red/green/blue")
    } + [ParamSpec("asset", .string, "A colour set of the asset catalog.").oneOf("color, white, hue or red/green/blue")]
    static let materials: KeyValuePairs<String, Material> = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular,
        "thickMaterial": .thick, "ultraThickMaterial": .ultraThick, "bar": .bar,
    ]
    static let hierarchicalStyles = ["primary", "secondary", "tertiary", "quaternary", "tint", "foreground"] + materials.map(\.key)
    static let axes: KeyValuePairs<String, Axis.Set> = ["vertical": .vertical, "horizontal": .horizontal, "both": [.horizontal, .vertical]]
    static let contentModes: KeyValuePairs<String, ContentMode> = ["fit": .fit, "fill": .fill]
    static let layoutDirections: KeyValuePairs<String, LayoutDirection> = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
    static let colorSchemes: KeyValuePairs<String, ColorScheme> = ["light": .light, "dark": .dark]
    static let dynamicTypeSizes: KeyValuePairs<String, DynamicTypeSize> = [
        "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge, "xxLarge": .xxLarge,
        "xxxLarge": .xxxLarge, "accessibility1": .accessibility1, "accessibility2": .accessibility2,
        "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
    ]

    func alignment() throws -> Alignment { try choice(Cursor.alignments, what: "alignment") }
    func horizontalAlignment() throws -> HorizontalAlignment { try choice(Cursor.horizontalAlignments, what: "horizontal alignment") }
    func verticalAlignment() throws -> VerticalAlignment { try choice(Cursor.verticalAlignments, what: "vertical alignment") }

    /// `all`, `horizontal`, `top`, … or a list of them.
    func edges() throws -> Edge.Set {
        let names = Cursor.edgeSets
        if node.sequence != nil {
            var set: Edge.Set = []
            for item in items() { set.formUnion(try item.choice(names, what: "edge")) }
            return set
        }
        return try choice(names, what: "edge")
    }

    func unitPoint() throws -> UnitPoint {
        if node.mapping != nil {
            let e = Dictionary(try entries(what: "a unit point").map { ($0.key, $0.cursor) }, uniquingKeysWith: { a, _ in a })
            if let bad = e.keys.sorted().first(where: { !Cursor.unitPointParams.map(\.name).contains($0) }) {
                throw e[bad]!.error("unknown key '\(bad)'; a unit point has x and y", suggestion: Suggestions.nearest(to: bad, in: ["x", "y"]))
            }
            return UnitPoint(x: try e["x"]?.cgFloat() ?? 0, y: try e["y"]?.cgFloat() ?? 0)
        }
        return try choice(Cursor.unitPoints, what: "unit point")
    }

    /// Degrees as a bare number, or `{degrees:}` / `{radians:}`.
    func angle() throws -> Angle {
        if node.mapping != nil {
            let e = try entries(what: "an angle")
            guard e.count == 1, let only = e.first, only.key == "degrees" || only.key == "radians" else {
                throw error("an angle is a number of degrees, {degrees: …} or {radians: …}")
            }
            let v = try only.cursor.number()
            return only.key == "degrees" ? .degrees(v) : .radians(v)
        }
        return .degrees(try number())
    }

    func contentMode() throws -> ContentMode { try choice(Cursor.contentModes, what: "content mode") }
    func layoutDirection() throws -> LayoutDirection { try choice(Cursor.layoutDirections, what: "layout direction") }
    func colorScheme() throws -> ColorScheme { try choice(Cursor.colorSchemes, what: "colour scheme") }
    func dynamicTypeSize() throws -> DynamicTypeSize { try choice(Cursor.dynamicTypeSizes, what: "dynamic type size") }
}
