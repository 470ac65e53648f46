import Foundation
import EaselCore

extension SceneRegistry {
    /// A modifier that works on any view.
    mutating func modifier(_ name: String, _ doc: String, _ params: [ParamSpec], positional: String? = nil,
                           _ apply: @escaping @Sendable (AnyView, Args) throws -> AnyView) {
        add(ModifierEntry(name: name, doc: doc, params: params, positional: positional) { built, args in
            .view(try apply(built.view, args))
        })
    }
}

enum LayoutModifierEntries {
    static func register(into r: inout SceneRegistry) {
        r.modifier("padding", "Space around the view: a length on every edge, or edges and length. No value uses the default padding (16).",
                   [ParamSpec("edges", .edges), ParamSpec("length", .size)], positional: "length") { v, a in
            AnyView(v.padding(try a["edges"]?.edges() ?? .all, try a.cgFloat("length")))
        }
        r.modifier("frame", "A fixed frame (width, height) or a flexible one (min/ideal/max), with alignment.", [
            ParamSpec("width", .size), ParamSpec("height", .size),
            ParamSpec("minWidth", .size), ParamSpec("idealWidth", .size), ParamSpec("maxWidth", .maxSize),
            ParamSpec("minHeight", .size), ParamSpec("idealHeight", .size), ParamSpec("maxHeight", .maxSize),
            ParamSpec("alignment", .alignment),
        ]) { v, a in
            let alignment = try a["alignment"]?.alignment() ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].filter { a.has($0) }
            if flexible.isEmpty {
                return AnyView(v.frame(width: try a.cgFloat("width"), height: try a.cgFloat("height"), alignment: alignment))
            }
            if let fixed = ["width", "height"].first(where: { a.has($0) }) {
                throw a[fixed]!.error("frame takes either width/height or min/ideal/max sizes (\(flexible[0])), not both, as in SwiftUI")
            }
            return AnyView(v.frame(minWidth: try a.cgFloat("minWidth"), idealWidth: try a.cgFloat("idealWidth"),
                                   maxWidth: try a.cgFloat("maxWidth"), minHeight: try a.cgFloat("minHeight"),
                                   idealHeight: try a.cgFloat("idealHeight"), maxHeight: try a.cgFloat("maxHeight"),
                                   alignment: alignment))
        }
        r.modifier("fixedSize", "The view's ideal size, ignoring the offer (true, or horizontal/vertical).",
                   [ParamSpec("horizontal", .bool), ParamSpec("vertical", .bool)], positional: "horizontal") { v, a in
            if a.has("vertical") || a["horizontal"]?.node.mapping != nil || a.cursor.node.mapping != nil {
                return AnyView(v.fixedSize(horizontal: try a.bool("horizontal") ?? false, vertical: try a.bool("vertical") ?? false))
            }
            let on = try a.bool("horizontal") ?? true
            return AnyView(v.fixedSize(horizontal: on, vertical: on))
        }
        r.modifier("aspectRatio", "Constrains to a width/height ratio, fitting or filling.",
                   [ParamSpec("ratio", .number(min: 0.0001, max: nil), "width ÷ height; without it, the view's ideal size's ratio."),
                    ParamSpec("contentMode", .choice(Cursor.contentModes))], positional: "ratio") { v, a in
            AnyView(v.aspectRatio(try a.cgFloat("ratio"), contentMode: try a["contentMode"]?.contentMode() ?? .fit))
        }
        r.modifier("scaledToFit", "aspectRatio with contentMode fit.", []) { v, _ in AnyView(v.scaledToFit()) }
        r.modifier("scaledToFill", "aspectRatio with contentMode fill.", []) { v, _ in AnyView(v.scaledToFill()) }
        r.modifier("layoutPriority", "Higher priority views are offered space first in stacks.",
                   [ParamSpec("value", .number, required: true)], positional: "value") { v, a in
            AnyView(v.layoutPriority(try a.required("value").number()))
        }
        r.modifier("id", "Names the view so `easel layout` and tests can find its frame.",
                   [ParamSpec("id", .string, required: true)], positional: "id") { v, a in
            AnyView(v.id(try a.required("id").string()))
        }
        r.modifier("offset", "Moves the drawing without changing layout.",
                   [ParamSpec("x", .number), ParamSpec("y", .number)]) { v, a in
            AnyView(v.offset(x: try a.cgFloat("x") ?? 0, y: try a.cgFloat("y") ?? 0))
        }
    }
}
