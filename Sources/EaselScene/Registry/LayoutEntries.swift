import Foundation
import EaselCore

/// Grid, ViewThatFits, the built-in custom layouts, and the modifiers that talk to them.
enum LayoutEntries {
    static let content = StandardViews.content

    static func layoutView<L: Layout>(_ layout: L, _ views: [Built]) -> Built {
        .view(AnyView(layout { builtList(views) }))
    }

    static let roles: KeyValuePairs<String, ButtonRole> = ["destructive": .destructive, "cancel": .cancel]
    static let buttonStyles: KeyValuePairs<String, Int> = ["automatic": 0, "borderless": 1, "plain": 2, "bordered": 3, "borderedProminent": 4]
    static let controlSizes: KeyValuePairs<String, ControlSize> = ["mini": .mini, "small": .small, "regular": .regular,
                                                                   "large": .large, "extraLarge": .extraLarge]

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "Grid", doc: "Rows of cells whose columns line up; children are GridRows or full-width views.", params: [
            ParamSpec("alignment", .alignment), ParamSpec("horizontalSpacing", .size), ParamSpec("verticalSpacing", .size), content,
        ], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(Grid(alignment: try a["alignment"]?.alignment() ?? .center,
                                      horizontalSpacing: try a.cgFloat("horizontalSpacing"),
                                      verticalSpacing: try a.cgFloat("verticalSpacing")) { builtList(views) }))
        })
        r.add(ViewEntry(name: "GridRow", doc: "One row of a Grid.", params: [ParamSpec("alignment", .verticalAlignment), content],
                        positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(GridRow(alignment: try a["alignment"]?.verticalAlignment()) { builtList(views) }))
        })
        r.add(ViewEntry(name: "ViewThatFits", doc: "The first child that fits the offered size (along the given axes).",
                        params: [ParamSpec("in", .choice(Cursor.axes)), content], positional: "content") { a in
            let views = try a.content()
            let axes = try a.choice("in", Cursor.axes, what: "axes") ?? [.horizontal, .vertical]
            return .view(AnyView(ViewThatFits(in: axes) { builtList(views) }))
        })
        r.add(ViewEntry(name: "FlowLayout", doc: "Children left to right, wrapping onto new lines like words.", params: [
            ParamSpec("alignment", .horizontalAlignment), ParamSpec("spacing", .size), ParamSpec("lineSpacing", .size), content,
        ], positional: "content") { a in
            layoutView(FlowLayout(alignment: try a["alignment"]?.horizontalAlignment() ?? .leading, spacing: try a.cgFloat("spacing"),
                                  lineSpacing: try a.cgFloat("lineSpacing")), try a.content())
        })
        r.add(ViewEntry(name: "ColumnsLayout", doc: "Children in equal-width columns, filled row by row.", params: [
            ParamSpec("columns", .integer(in: 1...100)), ParamSpec("spacing", .size), ParamSpec("alignment", .alignment), content,
        ], positional: "content") { a in
            layoutView(ColumnsLayout(columns: try a.integer("columns") ?? 2, spacing: try a.cgFloat("spacing") ?? 8,
                                     alignment: try a["alignment"]?.alignment() ?? .center), try a.content())
        })
        r.add(ViewEntry(name: "RadialLayout", doc: "Children on a circle; with three ranked children (radialRank) the leader sits on top.",
                        params: [content], positional: "content") { a in
            layoutView(RadialLayout(), try a.content())
        })
        r.add(ViewEntry(name: "EqualWidthHStack", doc: "Children side by side, each as wide as the widest.", params: [content],
                        positional: "content") { a in
            layoutView(EqualWidthHStack(), try a.content())
        })
        r.add(ViewEntry(name: "EqualWidthVStack", doc: "Children stacked, each as wide as the widest.", params: [content],
                        positional: "content") { a in
            layoutView(EqualWidthVStack(), try a.content())
        })
        r.add(ViewEntry(name: "Button", doc: "A button drawn in its style: a title, or label views.", params: [
            ParamSpec("title", .string).oneOf("a title or label"), ParamSpec("label", .views).oneOf("a title or label"),
            ParamSpec("role", .choice(roles)),
        ], positional: "title") { a in
            let role = try a.choice("role", roles, what: "button role")
            if let label = a["label"] {
                let views = try label.buildViews()
                return .view(AnyView(Button(role: role, action: {}) { builtList(views) }))
            }
            return .view(AnyView(Button(try a.required("title").string(), role: role, action: {})))
        })
        r.add(ViewEntry(name: "ProgressView", doc: "A linear progress bar for value out of total, with an optional title.", params: [
            ParamSpec("value", .size), ParamSpec("total", .size), ParamSpec("title", .string),
        ], positional: "value") { a in
            let value = try a.number("value") ?? 0
            let total = try a.number("total") ?? 1
            if let title = try a.string("title") { return .view(AnyView(ProgressView(title, value: value, total: total))) }
            return .view(AnyView(ProgressView(value: value, total: total)))
        })

        r.modifier("gridCellColumns", "The cell spans this many columns.", [ParamSpec("count", .integer(in: 1...1000), required: true)], positional: "count") { v, a in
            AnyView(v.gridCellColumns(try a.required("count").integer()))
        }
        r.modifier("gridColumnAlignment", "Aligns every cell of this column.", [ParamSpec("guide", .horizontalAlignment, required: true)], positional: "guide") { v, a in
            AnyView(v.gridColumnAlignment(try a.required("guide").horizontalAlignment()))
        }
        r.modifier("gridCellAnchor", "Where this cell sits inside its grid cell.", [ParamSpec("anchor", .unitPoint, required: true)], positional: "anchor") { v, a in
            AnyView(v.gridCellAnchor(try a.required("anchor").unitPoint()))
        }
        r.modifier("gridCellUnsizedAxes", "Axes on which this cell does not size its row or column.",
                   [ParamSpec("axes", .choice(Cursor.axes), required: true)], positional: "axes") { v, a in
            AnyView(v.gridCellUnsizedAxes(try a.required("axes").choice(Cursor.axes, what: "axes")))
        }
        r.modifier("radialRank", "This child's standing in a RadialLayout (1 is first).", [ParamSpec("rank", .integer(in: 1...1000), required: true)], positional: "rank") { v, a in
            AnyView(v.layoutValue(key: RadialLayout.Rank.self, value: try a.required("rank").integer()))
        }
        r.modifier("buttonStyle", "automatic, borderless, plain, bordered or borderedProminent.",
                   [ParamSpec("style", .choice(buttonStyles), required: true)], positional: "style") { v, a in
            switch try a.required("style").choice(buttonStyles, what: "button style") {
            case 1: return AnyView(v.buttonStyle(.borderless))
            case 2: return AnyView(v.buttonStyle(.plain))
            case 3: return AnyView(v.buttonStyle(.bordered))
            case 4: return AnyView(v.buttonStyle(.borderedProminent))
            default: return AnyView(v.buttonStyle(.automatic))
            }
        }
        r.modifier("controlSize", "mini, small, regular, large or extraLarge.",
                   [ParamSpec("size", .choice(controlSizes), required: true)], positional: "size") { v, a in
            AnyView(v.controlSize(try a.required("size").choice(controlSizes, what: "control size")))
        }
    }
}
