import Foundation
import EaselCore

/// App-screen containers: List/Section/Form, navigation (title, toolbar,
/// links, search), TabView with tabItem and Tab, GroupBox, DisclosureGroup,
/// and the list-row modifiers. Each is the SwiftUI container of the same name.
enum ScreenEntries {
    static let content = StandardViews.content

    static func register(into r: inout SceneRegistry) {
        registerLists(into: &r)
        registerNavigation(into: &r)
        registerTabs(into: &r)
        registerRowModifiers(into: &r)
    }

    /// A label given as a plain title or as views (`label: {Label: …}`).
    static func label(_ a: Args, title: String = "title", views: String = "label") throws -> AnyView {
        // Both are read, so a bad title is refused even beside label views, as the schema refuses it.
        let text = try a.string(title)
        if let v = a[views] { return AnyView(builtList(try v.buildViews())) }
        return AnyView(Text(verbatim: text ?? ""))
    }

    static let listStyles = ["automatic", "insetGrouped", "grouped", "plain", "inset", "sidebar"]

    static func registerLists(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "List", doc: "Rows (each child, ForEach expanded) grouped into Sections; inset-grouped unless listStyle says otherwise.",
                        params: [content], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(List { builtList(views) }))
        })
        r.add(ViewEntry(name: "Form", doc: "A grouped list of controls, as iOS draws forms.", params: [content], positional: "content") { a in
            let views = try a.content()
            return .view(AnyView(Form { builtList(views) }))
        })
        r.add(ViewEntry(name: "Section", doc: """
            A list section: its rows, an optional header (title: a string, upper-cased in grouped lists, or header: views) \
            and footer views. Outside a list its parts are listed in order.
            """, params: [
            ParamSpec("title", .string, "The header as text, as Section(\"Title\") writes it."),
            ParamSpec("header", .views), ParamSpec("footer", .views), content,
        ], positional: "content") { a in
            let views = try a.content()
            if a.has("title"), let h = a["header"] { throw h.error("Section takes title or header, not both") }
            let header: AnyView? = try a["header"].map { AnyView(builtList(try $0.buildViews())) }
                ?? (try a.string("title")).map { AnyView(Text(verbatim: $0)) }
            let footer: AnyView? = try a["footer"].map { AnyView(builtList(try $0.buildViews())) }
            switch (header, footer) {
            case let (h?, f?): return .view(AnyView(Section { builtList(views) } header: { h } footer: { f }))
            case let (h?, nil): return .view(AnyView(Section { builtList(views) } header: { h }))
            case let (nil, f?): return .view(AnyView(Section { builtList(views) } footer: { f }))
            case (nil, nil): return .view(AnyView(Section { builtList(views) }))
            }
        })
        r.add(ViewEntry(name: "GroupBox", doc: "Content on a rounded panel, under an optional headline label (title or label views).", params: [
            ParamSpec("title", .string), ParamSpec("label", .views), content,
        ], positional: "content") { a in
            let views = try a.content()
            if a.has("title") || a.has("label") {
                let l = try label(a)
                return .view(AnyView(GroupBox { builtList(views) } label: { l }))
            }
            return .view(AnyView(GroupBox { builtList(views) }))
        })
        r.add(ViewEntry(name: "DisclosureGroup", doc: """
            A label with a chevron; isExpanded: true shows the content below it (in a list, as rows of their own).
            """, params: [
            ParamSpec("title", .string).oneOf("a title or label"), ParamSpec("label", .views).oneOf("a title or label"),
            ParamSpec("isExpanded", .bool), content,
        ], positional: "title") { a in
            let views = try a.content()
            let l = try label(a)
            return .view(AnyView(DisclosureGroup(isExpanded: .constant(try a.bool("isExpanded") ?? false)) { builtList(views) } label: { l }))
        })
        r.modifier("listStyle", "insetGrouped (automatic on iPhone), grouped, plain, inset (drawn as plain) or sidebar.",
                   [ParamSpec("style", .choice(listStyles), required: true)], positional: "style") { v, a in
            switch try a.required("style").choice(["automatic": 0, "insetGrouped": 0, "grouped": 1, "plain": 2, "inset": 3, "sidebar": 4],
                                                  what: "list style") {
            case 1: return AnyView(v.listStyle(.grouped))
            case 2: return AnyView(v.listStyle(.plain))
            case 3: return AnyView(v.listStyle(.inset))
            case 4: return AnyView(v.listStyle(.sidebar))
            default: return AnyView(v.listStyle(.insetGrouped))
            }
        }
    }

    static let placements: KeyValuePairs<String, ToolbarItemPlacement> = [
        "automatic": .automatic, "primaryAction": .primaryAction, "topBarLeading": .topBarLeading, "topBarTrailing": .topBarTrailing,
        "navigationBarLeading": .navigationBarLeading, "navigationBarTrailing": .navigationBarTrailing, "principal": .principal,
        "bottomBar": .bottomBar, "confirmationAction": .confirmationAction, "cancellationAction": .cancellationAction,
        "destructiveAction": .destructiveAction, "navigation": .navigation, "status": .status,
    ]
    static let displayModes: KeyValuePairs<String, NavigationBarItem.TitleDisplayMode> = [
        "automatic": .automatic, "large": .large, "inline": .inline,
    ]

    static func registerNavigation(into r: inout SceneRegistry) {
        for name in ["NavigationStack", "NavigationView"] {
            r.add(ViewEntry(name: name, doc: "Its root under the navigation bar that the root's navigationTitle, toolbar and searchable fill.",
                            params: [content], positional: "content") { a in
                let views = try a.content()
                return .view(AnyView(NavigationStack { builtList(views) }))
            })
        }
        r.add(ViewEntry(name: "NavigationLink", doc: "A row ending in the disclosure chevron in a list; tinted text elsewhere.", params: [
            ParamSpec("title", .string).oneOf("a title or label"), ParamSpec("label", .views).oneOf("a title or label"),
        ], positional: "title") { a in
            let l = try label(a)
            return .view(AnyView(NavigationLink(destination: EmptyView()) { l }))
        })
        r.add(ViewEntry(name: "ToolbarItem", doc: "One item of a toolbar, in a placement (automatic: trailing).", params: [
            ParamSpec("placement", .choice(placements)), content,
        ], positional: "content") { a in
            let views = try a.content()
            let p = try a.choice("placement", placements, what: "toolbar placement") ?? .automatic
            return .view(AnyView(ToolbarItem(placement: p) { builtList(views) }))
        })
        r.add(ViewEntry(name: "ToolbarItemGroup", doc: "Several toolbar items side by side in one placement.", params: [
            ParamSpec("placement", .choice(placements)), content,
        ], positional: "content") { a in
            let views = try a.content()
            let p = try a.choice("placement", placements, what: "toolbar placement") ?? .automatic
            return .view(AnyView(ToolbarItemGroup(placement: p) { builtList(views) }))
        })
        r.modifier("navigationTitle", "The title of the enclosing NavigationStack's bar.",
                   [ParamSpec("title", .string, required: true)], positional: "title") { v, a in
            AnyView(v.navigationTitle(try a.required("title").string()))
        }
        r.modifier("navigationBarTitleDisplayMode", "large (the default: a 34-pt title under the bar) or inline (in the bar).",
                   [ParamSpec("mode", .choice(displayModes), required: true)], positional: "mode") { v, a in
            AnyView(v.navigationBarTitleDisplayMode(try a.required("mode").choice(displayModes, what: "title display mode")))
        }
        r.modifier("toolbar", "Items of the navigation bar or bottom toolbar: ToolbarItems, or views (placed trailing).",
                   [ParamSpec("content", .views, required: true)], positional: "content") { v, a in
            let views = try a.required("content").buildViews()
            return AnyView(v.toolbar { builtList(views) })
        }
        let bars: KeyValuePairs<String, ToolbarPlacement> = ["automatic": .automatic, "navigationBar": .navigationBar, "tabBar": .tabBar,
                                                             "bottomBar": .bottomBar]
        let visibilities: KeyValuePairs<String, Visibility> = ["automatic": .automatic, "visible": .visible, "hidden": .hidden]
        r.modifier("toolbarBackground", "The bar's background at rest: visible (always), hidden (never) or automatic (only with content under it); style: its fill when shown.", [
            ParamSpec("visibility", .choice(["automatic", "visible", "hidden"])), ParamSpec("style", .style),
            ParamSpec("for", .choice(["automatic", "navigationBar", "tabBar", "bottomBar"]), required: true),
        ], positional: "visibility") { v, a in
            let bar = try a.required("for").choice(bars, what: "bar")
            var out = v
            if let style = try a["style"]?.style() { out = AnyView(out.toolbarBackground(style, for: bar)) }
            if let visibility = try a.choice("visibility", visibilities, what: "visibility") { out = AnyView(out.toolbarBackground(visibility, for: bar)) }
            return out
        }
        r.modifier("toolbarVisibility", "toolbar(_:for:): hidden leaves the tab bar out, giving its space to the tab.", [
            ParamSpec("visibility", .choice(["automatic", "visible", "hidden"]), required: true),
            ParamSpec("for", .choice(["automatic", "navigationBar", "tabBar", "bottomBar"]), required: true),
        ], positional: "visibility") { v, a in
            AnyView(v.toolbar(try a.required("visibility").choice(visibilities, what: "visibility"),
                              for: try a.required("for").choice(bars, what: "bar")))
        }
        r.modifier("searchable", "The search field under the large title, showing its prompt (default Search).",
                   [ParamSpec("prompt", .string)], positional: "prompt") { v, a in
            if let prompt = try a.string("prompt") { return AnyView(v.searchable(text: .constant(""), prompt: prompt)) }
            return AnyView(v.searchable(text: .constant("")))
        }
    }

    static func registerTabs(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "TabView", doc: """
            Each child is a tab (its tabItem, or a Tab); the selected one (the child whose tag or Tab value equals selection, \
            else the first) shows above the tab bar, or as a page with tabViewStyle: page.
            """, params: [ParamSpec("selection", .string), content], positional: "content") { a in
            let views = try a.content()
            if let s = try a.string("selection") { return .view(AnyView(TabView(selection: .constant(s)) { builtList(views) })) }
            return .view(AnyView(TabView { builtList(views) }))
        })
        r.add(ViewEntry(name: "Tab", doc: "The iOS 18 tab: a title and symbol in the tab bar, a value TabView's selection matches, and content.", params: [
            ParamSpec("title", .string, required: true), ParamSpec("systemImage", .string, required: true), ParamSpec("value", .string), content,
        ], positional: nil) { a in
            let views = try a.content()
            let title = try a.required("title").string(), symbol = try a.required("systemImage").string()
            if let value = try a.string("value") {
                return .view(AnyView(Tab(title, systemImage: symbol, value: value) { builtList(views) }))
            }
            return .view(AnyView(Tab(title, systemImage: symbol) { builtList(views) }))
        })
        r.modifier("tabItem", "This view's tab in the enclosing TabView: a title and systemImage, or label views.", [
            ParamSpec("title", .string).oneOf("a title or label"), ParamSpec("systemImage", .string),
            ParamSpec("label", .views).oneOf("a title or label"),
        ], positional: "label") { v, a in
            let title = try a.string("title"), symbol = try a.string("systemImage")
            if let views = a["label"] {
                let built = try views.buildViews()
                return AnyView(v.tabItem { builtList(built) })
            }
            let name = title ?? ""
            if let symbol { return AnyView(v.tabItem { Label(name, systemImage: symbol) }) }
            return AnyView(v.tabItem { Text(verbatim: name) })
        }
        r.modifier("tabViewStyle", "automatic (the tab bar) or page (swiped pages with page dots; indexDisplayMode never hides them).", [
            ParamSpec("style", .choice(["automatic", "page"]), required: true),
            ParamSpec("indexDisplayMode", .choice(["automatic", "always", "never"])),
        ], positional: "style") { v, a in
            let mode = try a.choice("indexDisplayMode", ["automatic": PageTabViewStyle.IndexDisplayMode.automatic, "always": .always,
                                                         "never": .never], what: "index display mode") ?? .automatic
            guard try a.required("style").choice(["automatic": false, "page": true], what: "tab view style") else {
                return AnyView(v.tabViewStyle(.automatic))
            }
            return AnyView(v.tabViewStyle(.page(indexDisplayMode: mode)))
        }
        r.modifier("tag", "The value a TabView's selection (or a Picker's) matches.", [ParamSpec("value", .string, required: true)],
                   positional: "value") { v, a in
            AnyView(v.tag(try a.required("value").string()))
        }
    }

    static let visibilities: KeyValuePairs<String, Visibility> = ["automatic": .automatic, "visible": .visible, "hidden": .hidden]

    static func registerRowModifiers(into r: inout SceneRegistry) {
        r.modifier("listRowBackground", "What fills this row behind its content: a style or views.",
                   [ParamSpec("content", .viewOrStyle, required: true)], positional: "content") { v, a in
            let c = try a.required("content")
            if case .string(let s) = c.node.kind, c.context.registry.views[s] == nil {
                return AnyView(v.listRowBackground(Rectangle().fill(try c.style())))
            }
            if let m = c.node.mapping, !m.contains(where: { c.context.registry.isViewKey($0.key) }) {
                return AnyView(v.listRowBackground(Rectangle().fill(try c.style())))
            }
            let views = try c.buildViews()
            return AnyView(v.listRowBackground(ZStack { builtList(views) }))
        }
        r.modifier("listRowInsets", "This row's content insets (edges not given are 0, as EdgeInsets' are).", [
            ParamSpec("top", .size), ParamSpec("leading", .size), ParamSpec("bottom", .size), ParamSpec("trailing", .size),
        ]) { v, a in
            AnyView(v.listRowInsets(EdgeInsets(top: try a.cgFloat("top") ?? 0, leading: try a.cgFloat("leading") ?? 0,
                                               bottom: try a.cgFloat("bottom") ?? 0, trailing: try a.cgFloat("trailing") ?? 0)))
        }
        r.modifier("listRowSeparator", "hidden leaves out the separator under this row.",
                   [ParamSpec("visibility", .choice(visibilities), required: true)], positional: "visibility") { v, a in
            AnyView(v.listRowSeparator(try a.required("visibility").choice(visibilities, what: "visibility")))
        }
        r.modifier("listSectionSeparator", "hidden leaves out a grouped section's top and bottom lines.",
                   [ParamSpec("visibility", .choice(visibilities), required: true)], positional: "visibility") { v, a in
            AnyView(v.listSectionSeparator(try a.required("visibility").choice(visibilities, what: "visibility")))
        }
        r.modifier("badge", "A count (0 shows nothing) or text at the row's trailing edge, before a link's chevron.",
                   [ParamSpec("label", .string, required: true)], positional: "label") { v, a in
            let c = try a.required("label")
            if case .number(let n) = try c.resolved(), n == n.rounded(), abs(n) < 1e15 { return AnyView(v.badge(Int(n))) }
            return AnyView(v.badge(try c.string()))
        }
    }
}
