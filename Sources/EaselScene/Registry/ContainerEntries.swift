import Foundation
import EaselCore

/// containerRelativeFrame, scenePadding and contentMargins.
enum ContainerEntries {
    static func register(into r: inout SceneRegistry) {
        r.modifier("containerRelativeFrame",
                   "A frame sized from the nearest scroll view (else the whole image) on the axes: all of it, or span of count columns with spacing between.", [
            ParamSpec("axes", .choice(Cursor.axes), required: true), ParamSpec("count", .integer(in: 1...1000)),
            ParamSpec("span", .integer(in: 1...1000)), ParamSpec("spacing", .size), ParamSpec("alignment", .alignment),
        ], positional: "axes") { v, a in
            let axes = try a.required("axes").choice(Cursor.axes, what: "axes")
            let alignment = try a["alignment"]?.alignment() ?? .center
            // Every argument is read (and checked) whether or not count is given.
            let span = try a.integer("span") ?? 1, spacing = try a.cgFloat("spacing") ?? 0
            if let count = try a.integer("count") {
                return AnyView(v.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment))
            }
            return AnyView(v.containerRelativeFrame(axes, alignment: alignment))
        }
        r.modifier("scenePadding", "The 16-point margin a screen's content keeps from its edges.",
                   [ParamSpec("edges", .edges)], positional: "edges") { v, a in
            AnyView(v.scenePadding(try a["edges"]?.edges() ?? .all))
        }
        r.modifier("contentMargins", "Insets scroll views and lists inside this view keep around their content.",
                   [ParamSpec("edges", .edges), ParamSpec("length", .size, required: true)], positional: "length") { v, a in
            AnyView(v.contentMargins(try a["edges"]?.edges() ?? .all, try a.required("length").cgFloat()))
        }
    }
}
