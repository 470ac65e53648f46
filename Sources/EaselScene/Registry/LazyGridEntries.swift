import Foundation
import EaselCore

/// LazyVGrid and LazyHGrid, with their GridItems written as data:
/// `columns: [{fixed: 60}, {flexible: {minimum: 50}}, {adaptive: {minimum: 40}, spacing: 4}]`.
enum LazyGridEntries {
    static let bounds = [ParamSpec("minimum", .size), ParamSpec("maximum", .maxSize, "Default infinity.")]
    static let adaptiveBounds = [ParamSpec("minimum", .size, required: true), ParamSpec("maximum", .maxSize, "Default infinity.")]
    static let itemParams = [
        ParamSpec("fixed", .size, "Exactly this long.").oneOf("a size"),
        ParamSpec("flexible", .object(bounds), "An equal share of what fixed items leave, within minimum (default 10) and maximum.").oneOf("a size"),
        ParamSpec("adaptive", .object(adaptiveBounds), "A flexible share split into as many tracks of at least minimum (required) as fit.").oneOf("a size"),
        ParamSpec("spacing", .size, "Space to the next item; default 8."),
        ParamSpec("alignment", .alignment, "Where cells sit in this item's tracks; default: the grid's alignment."),
    ]
    static let maxItems = 1000

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "LazyVGrid", doc: "Children in rows of the columns the GridItems describe, filled leading to trailing.", params: [
            ParamSpec("columns", .list(.object(itemParams)), "One GridItem per column; one of fixed, flexible or adaptive each.", required: true),
            ParamSpec("alignment", .horizontalAlignment), ParamSpec("spacing", .size, "Between rows; default 8."), StandardViews.content,
        ], positional: "content") { a in
            let columns = try items(a.required("columns"), of: "columns")
            let views = try a.content()
            return .view(AnyView(LazyVGrid(columns: columns, alignment: try a["alignment"]?.horizontalAlignment() ?? .center,
                                           spacing: try a.cgFloat("spacing")) { builtList(views) }))
        })
        r.add(ViewEntry(name: "LazyHGrid", doc: "Children in columns of the rows the GridItems describe, filled top to bottom.", params: [
            ParamSpec("rows", .list(.object(itemParams)), "One GridItem per row; one of fixed, flexible or adaptive each.", required: true),
            ParamSpec("alignment", .verticalAlignment), ParamSpec("spacing", .size, "Between columns; default 8."), StandardViews.content,
        ], positional: "content") { a in
            let rows = try items(a.required("rows"), of: "rows")
            let views = try a.content()
            return .view(AnyView(LazyHGrid(rows: rows, alignment: try a["alignment"]?.verticalAlignment() ?? .center,
                                           spacing: try a.cgFloat("spacing")) { builtList(views) }))
        })
    }

    static func items(_ c: Cursor, of what: String) throws -> [GridItem] {
        guard c.node.sequence != nil else { throw c.error("expected a list of grid items for \(what), got \(c.node.described)") }
        let list = c.items()
        guard (1...maxItems).contains(list.count) else { throw c.error("a lazy grid needs 1 to \(maxItems) \(what)") }
        return try list.map(item)
    }

    static func item(_ c: Cursor) throws -> GridItem {
        let a = try Args(c, params: itemParams, positional: nil, owner: "a grid item", registry: c.context.registry)
        let sizes = ["fixed", "flexible", "adaptive"].filter(a.has)
        guard sizes.count == 1 else {
            throw c.error(sizes.isEmpty ? "a grid item needs a size: fixed, flexible or adaptive"
                                        : "a grid item has one size, got \(sizes.joined(separator: " and "))")
        }
        let size: GridItem.Size
        switch sizes[0] {
        case "fixed":
            size = .fixed(try a.required("fixed").cgFloat())
        case "flexible":
            let b = try Args(a.required("flexible"), params: bounds, positional: nil, owner: "flexible", registry: c.context.registry)
            size = .flexible(minimum: try b.cgFloat("minimum") ?? 10, maximum: try b.cgFloat("maximum") ?? .infinity)
        default:
            let b = try Args(a.required("adaptive"), params: adaptiveBounds, positional: nil, owner: "adaptive", registry: c.context.registry)
            size = .adaptive(minimum: try b.required("minimum").cgFloat(), maximum: try b.cgFloat("maximum") ?? .infinity)
        }
        return GridItem(size, spacing: try a.cgFloat("spacing"), alignment: try a["alignment"]?.alignment())
    }
}
