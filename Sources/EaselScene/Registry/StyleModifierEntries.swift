import Foundation
import EaselCore

enum StyleModifierEntries {
    static let lineCaps: KeyValuePairs<String, CGLineCap> = ["butt": .butt, "round": .round, "square": .square]
    static let lineJoins: KeyValuePairs<String, CGLineJoin> = ["miter": .miter, "round": .round, "bevel": .bevel]

    static func register(into r: inout SceneRegistry) {
        r.add(ModifierEntry(name: "foregroundStyle", doc: "The style text and shapes draw with.",
                            params: [ParamSpec("style", .style, required: true)], positional: "style") { built, a in
            let c = try a.required("style")
            // A plain colour on a Text stays a Text, as `Text.foregroundStyle(_:)` does.
            if case .text(let t) = built, let color = try? c.color() { return .text(t.foregroundStyle(color)) }
            return .view(AnyView(built.view.foregroundStyle(try c.style())))
        })
        r.add(ModifierEntry(name: "foregroundColor", doc: "The colour text and shapes draw with.",
                            params: [ParamSpec("color", .color, required: true)], positional: "color") { built, a in
            let color = try a.required("color").color()
            if case .text(let t) = built { return .text(t.foregroundColor(color)) }
            return .view(AnyView(built.view.foregroundColor(color)))
        })
        r.modifier("tint", "The accent colour for tinted content.", [ParamSpec("color", .color, required: true)], positional: "color") { v, a in
            AnyView(v.tint(try a.required("color").color()))
        }
        r.modifier("dynamicTypeSize", "Text size category for this subtree.", [ParamSpec("size", .choice(Cursor.dynamicTypeSizes), required: true)], positional: "size") { v, a in
            AnyView(v.dynamicTypeSize(try a.required("size").dynamicTypeSize()))
        }
        r.modifier("preferredColorScheme", "light or dark: on a device canvas for the whole screen (as SwiftUI's window takes it), elsewhere for this subtree.",
                   [ParamSpec("colorScheme", .choice(Cursor.colorSchemes), required: true)], positional: "colorScheme") { v, a in
            AnyView(v.preferredColorScheme(try a.required("colorScheme").colorScheme()))
        }
        r.modifier("statusBarHidden", "true hides a device canvas's status bar (as SwiftUI's `statusBarHidden(_:)`); false or absent shows it.",
                   [ParamSpec("hidden", .bool)], positional: "hidden") { v, a in
            AnyView(v.statusBarHidden(try a["hidden"]?.bool() ?? true))
        }
        r.modifier("environment", "Environment values for this subtree.", [
            ParamSpec("layoutDirection", .choice(Cursor.layoutDirections)), ParamSpec("colorScheme", .choice(Cursor.colorSchemes)),
            ParamSpec("dynamicTypeSize", .choice(Cursor.dynamicTypeSizes)),
        ]) { v, a in
            var out = v
            if let d = try a["layoutDirection"]?.layoutDirection() { out = AnyView(out.environment(\.layoutDirection, d)) }
            if let s = try a["colorScheme"]?.colorScheme() { out = AnyView(out.environment(\.colorScheme, s)) }
            if let t = try a["dynamicTypeSize"]?.dynamicTypeSize() { out = AnyView(out.environment(\.dynamicTypeSize, t)) }
            return out
        }
        r.modifier("disabled", "Draws controls in their disabled state.", [ParamSpec("disabled", .bool)], positional: "disabled") { v, a in
            AnyView(v.disabled(try a.bool("disabled") ?? true))
        }

        // Shape-only modifiers: while the value is still a shape.
        r.add(ModifierEntry(name: "trim", doc: "Draws only the part of a shape's outline between two fractions (0…1).",
                            params: [ParamSpec("from", .unit), ParamSpec("to", .unit)]) { built, a in
            guard case .shape(let s) = built else { throw a.cursor.error("trim applies only to a shape (Circle, RoundedRectangle, …)") }
            return .shape(ShapeBox(s.shape.trim(from: try a.cgFloat("from") ?? 0, to: try a.cgFloat("to") ?? 1)))
        })
        r.add(ModifierEntry(name: "inset", doc: "Shrinks an insettable shape by an amount on every side.",
                            params: [ParamSpec("amount", .number, required: true)], positional: "amount") { built, a in
            guard case .shape(let s) = built, let inset = s.inset else {
                throw a.cursor.error("inset applies only to an insettable shape (Rectangle, Circle, Capsule, …)")
            }
            return .shape(ShapeBox(inset(try a.required("amount").cgFloat())))
        })
        r.add(ModifierEntry(name: "fill", doc: "Fills a shape with a style.", params: [ParamSpec("style", .style), ParamSpec("eoFill", .bool)],
                            positional: "style") { built, a in
            guard case .shape(let s) = built else { throw a.cursor.error("fill applies only to a shape (Circle, RoundedRectangle, …)") }
            return .view(AnyView(s.shape.fill(try a["style"]?.style() ?? AnyShapeStyle(ForegroundStyle()),
                                              style: FillStyle(eoFill: try a.bool("eoFill") ?? false))))
        })
        for name in ["stroke", "strokeBorder"] {
            r.add(ModifierEntry(name: name, doc: name == "stroke" ? "Outlines a shape, centred on its edge."
                                                                  : "Outlines a shape inside its frame.", params: [
                ParamSpec("style", .style), ParamSpec("lineWidth", .size),
                ParamSpec("lineCap", .choice(lineCaps)), ParamSpec("lineJoin", .choice(lineJoins)),
                ParamSpec("dash", .list(.size)),
            ], positional: "style") { built, a in
                guard case .shape(let s) = built else { throw a.cursor.error("\(name) applies only to a shape (Circle, RoundedRectangle, …)") }
                let style = try a["style"]?.style() ?? AnyShapeStyle(ForegroundStyle())
                var stroke = StrokeStyle(lineWidth: try a.cgFloat("lineWidth") ?? 1)
                if let cap = try a.choice("lineCap", lineCaps, what: "line cap") { stroke.lineCap = cap }
                if let join = try a.choice("lineJoin", lineJoins, what: "line join") { stroke.lineJoin = join }
                if let dash = a["dash"] { stroke.dash = try dash.context.budget.dashes(try dash.items().map { try $0.cgFloat(.size) }, at: dash) }
                if name == "strokeBorder" {
                    guard let inset = s.inset else { throw a.cursor.error("strokeBorder needs an insettable shape") }
                    return .view(AnyView(inset(stroke.lineWidth / 2).stroke(style, style: stroke)))
                }
                return .view(AnyView(s.shape.stroke(style, style: stroke)))
            })
        }
    }
}
