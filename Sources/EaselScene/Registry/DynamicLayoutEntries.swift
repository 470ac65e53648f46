import Foundation
import EaselCore

/// `AnyLayout` and `alignmentGuide`: the two layout tools whose SwiftUI form
/// takes a value chosen at run time (a layout, a closure), given here as data.
enum DynamicLayoutEntries {
    /// The layouts AnyLayout may wrap, by the name of the container that uses them.
    static let layoutNames = ["HStack", "VStack", "ZStack", "Grid", "FlowLayout", "ColumnsLayout", "RadialLayout",
                              "EqualWidthHStack", "EqualWidthVStack"]
    /// Every alignment some layout takes; which ones depends on the layout, as in
    /// Swift (HStackLayout takes a VerticalAlignment).
    static let alignmentNames = Cursor.alignments.map(\.key) + ["firstTextBaseline", "lastTextBaseline"]
    static let alignment = ParamSpec("alignment", .choice(alignmentNames), "The alignment type the layout takes.")
        .when("layout", equals: "HStack", is: .verticalAlignment).when("layout", equals: "VStack", is: .horizontalAlignment)
        .when("layout", equals: "ZStack", is: .alignment).when("layout", equals: "Grid", is: .alignment)
        .when("layout", equals: "FlowLayout", is: .horizontalAlignment).when("layout", equals: "ColumnsLayout", is: .alignment)

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "AnyLayout", doc: """
            The same children in a layout picked by name, often from data ("{arrangement}"), as SwiftUI's AnyLayout \
            switches between HStackLayout and a custom layout.
            """, params: [
            ParamSpec("layout", .choice(layoutNames), required: true), alignment,
            ParamSpec("spacing", .size), ParamSpec("columns", .integer(in: 1...100)), StandardViews.content,
        ], positional: nil) { a in
            let layout = try anyLayout(a)
            let views = try a.content()
            return .view(AnyView(layout { builtList(views) }))
        }
        )
        r.modifier("alignmentGuide", """
            Moves one of the view's alignment guides: to a fixed value, or to another of its guides plus an offset \
            (SwiftUI's closure `{ d in d[from] + offset }`). Name the guide with horizontal: or vertical:.
            """, [
            ParamSpec("horizontal", .horizontalAlignment).oneOf("the guide to move"),
            ParamSpec("vertical", .verticalAlignment).oneOf("the guide to move"),
            ParamSpec("value", .number),
            ParamSpec("from", .choice(alignmentNames), "Another guide of the same axis.")
                .when("horizontal", is: .horizontalAlignment).when("vertical", is: .verticalAlignment),
            ParamSpec("offset", .number),
        ]) { v, a in
            let value = try a.cgFloat("value"), offset = try a.cgFloat("offset") ?? 0
            if value != nil, let from = a["from"] { throw from.error("alignmentGuide takes value or from (with offset), not both") }
            switch (a["horizontal"], a["vertical"]) {
            case (let h?, nil):
                let from = try a["from"]?.horizontalAlignment()
                return AnyView(v.alignmentGuide(try h.horizontalAlignment()) { d in value ?? (from.map { d[$0] } ?? 0) + offset })
            case (nil, let g?):
                let from = try a["from"]?.verticalAlignment()
                return AnyView(v.alignmentGuide(try g.verticalAlignment()) { d in value ?? (from.map { d[$0] } ?? 0) + offset })
            case (_?, _?):
                throw a["vertical"]!.error("alignmentGuide moves one guide: give horizontal: or vertical:, not both")
            case (nil, nil):
                throw a.cursor.error("alignmentGuide needs the guide to move: horizontal: leading|center|trailing or vertical: top|…")
            }
        }
    }

    static func anyLayout(_ a: Args) throws -> AnyLayout {
        let name = try a.required("layout").choice(KeyValuePairs(dictionaryLiteral: ("HStack", 0), ("VStack", 1), ("ZStack", 2),
            ("Grid", 3), ("FlowLayout", 4), ("ColumnsLayout", 5), ("RadialLayout", 6), ("EqualWidthHStack", 7), ("EqualWidthVStack", 8)),
            what: "layout")
        let alignment = a["alignment"], spacing = try a.cgFloat("spacing"), columns = try a.integer("columns")
        switch name {
        case 0: return AnyLayout(HStackLayout(alignment: try alignment?.verticalAlignment() ?? .center, spacing: spacing))
        case 1: return AnyLayout(VStackLayout(alignment: try alignment?.horizontalAlignment() ?? .center, spacing: spacing))
        case 2: return AnyLayout(ZStackLayout(alignment: try alignment?.alignment() ?? .center))
        case 3: return AnyLayout(GridLayout(alignment: try alignment?.alignment() ?? .center, horizontalSpacing: spacing, verticalSpacing: spacing))
        case 4: return AnyLayout(FlowLayout(alignment: try alignment?.horizontalAlignment() ?? .leading, spacing: spacing))
        case 5: return AnyLayout(ColumnsLayout(columns: columns ?? 2, spacing: spacing ?? 8, alignment: try alignment?.alignment() ?? .center))
        case 6: return AnyLayout(RadialLayout())
        case 7: return AnyLayout(EqualWidthHStack())
        default: return AnyLayout(EqualWidthVStack())
        }
    }
}
