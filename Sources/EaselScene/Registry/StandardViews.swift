import Foundation
import EaselCore

extension Args {
    /// The views listed under `content`, in order (none when absent).
    func content() throws -> [Built] { try self["content"]?.buildViews() ?? [] }
}

enum StandardViews {
    static let content = ParamSpec("content", .views, "The child views, in order.")

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "HStack", doc: "Children side by side.", params: [
            ParamSpec("alignment", .verticalAlignment), ParamSpec("spacing", .size), content,
        ], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(HStack(alignment: try a["alignment"]?.verticalAlignment() ?? .center,
                                        spacing: try a.cgFloat("spacing")) { builtList(views) }))
        })
        r.add(ViewEntry(name: "VStack", doc: "Children one above the other.", params: [
            ParamSpec("alignment", .horizontalAlignment), ParamSpec("spacing", .size), content,
        ], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(VStack(alignment: try a["alignment"]?.horizontalAlignment() ?? .center,
                                        spacing: try a.cgFloat("spacing")) { builtList(views) }))
        })
        r.add(ViewEntry(name: "ZStack", doc: "Children overlaid, first at the back.", params: [
            ParamSpec("alignment", .alignment), content,
        ], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(ZStack(alignment: try a["alignment"]?.alignment() ?? .center) { builtList(views) }))
        })
        // Lazy stacks lay out like eager ones in a still image.
        for (lazy, eager) in [("LazyHStack", "HStack"), ("LazyVStack", "VStack")] {
            var e = r.views[eager]!
            e.name = lazy
            e.doc = "Same layout as \(eager) in a still image."
            r.add(e)
        }
        r.add(ViewEntry(name: "ScrollView", doc: "Children stacked along the scrolling axis, shown scrolled to the start and clipped.",
                        params: [ParamSpec("axes", .choice(Cursor.axes)), content], positional: "content") { a in
            let views = try a.content()
            let axes = try a.choice("axes", Cursor.axes, what: "axes") ?? .vertical
            return .view(AnyView(ScrollView(axes) { builtList(views) }))
        })
        r.add(ViewEntry(name: "Group", doc: "Children without a layout of their own; modifiers apply to each.",
                        params: [content], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(Group { builtList(views) }))
        })
        r.add(ViewEntry(name: "Spacer", doc: "Flexible space along the stack's axis.",
                        params: [ParamSpec("minLength", .size)], positional: "minLength") { a in
            .view(AnyView(Spacer(minLength: try a.cgFloat("minLength"))))
        })
        r.add(ViewEntry(name: "Divider", doc: "A thin separator line across the stack.", params: [], positional: nil) { _ in
            .view(AnyView(Divider()))
        })
        r.add(ViewEntry(name: "EmptyView", doc: "Nothing.", params: [], positional: nil) { _ in .view(AnyView(EmptyView())) })
        r.add(ViewEntry(name: "Text", doc: "A string with {data} placeholders, or a list of strings and Text mappings to concatenate.",
                        params: [ParamSpec("content", .text, "The string; a list concatenates styled pieces.", required: true)],
                        positional: "content") { a in
            .text(try a.required("content").text())
        })
        r.add(ViewEntry(name: "Color", doc: "A colour that fills the space it is offered.",
                        params: [ParamSpec("color", .color, required: true)], positional: "color") { a in
            .view(AnyView(Rectangle().fill(try a.required("color").color())))
        })
    }
}

extension Cursor {
    /// A string (interpolated) or a list concatenated like `Text + Text`.
    func text() throws -> Text {
        if node.sequence != nil {
            var result: Text?
            for item in items() {
                let piece: Text
                if case .string = item.node.kind {
                    piece = Text(verbatim: try item.string())
                } else {
                    guard case .text(let t) = try item.buildView() else {
                        throw item.error("only strings and Text can be joined into one Text")
                    }
                    piece = t
                }
                result = result.map { $0 + piece } ?? piece
            }
            return result ?? Text(verbatim: "")
        }
        return Text(verbatim: try string())
    }
}
