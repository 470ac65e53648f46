import Foundation

/// SwiftUI's `NavigationStack` showing its root: the navigation bar (title,
/// toolbar items, search field) sits on top of the content, which keeps
/// reaching under it, as UIKit's bar at rest over a scroll view's top edge is
/// transparent (`scrollEdgeAppearance`). Pushed destinations are not drawn.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { NavigationChrome.nodes(root, ctx) }
}
extension NavigationStack where Data == Never {
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}
extension NavigationStack {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

/// The pre-iOS 16 navigation container; on iPhone it is a stack.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// In compact width the split view collapses to a stack showing the sidebar,
/// as on iPhone; in regular width the sidebar (320 pt, UISplitViewController's
/// default primary column width) sits beside the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar, content: Content?, detail: Detail
    @Environment(\.horizontalSizeClass) var sizeClass
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }
    public var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                NavigationStack { sidebar }.frame(width: 320)
                SystemPalette.separator.frame(width: 1).ignoresSafeArea()
                if let content { NavigationStack { content }.frame(width: 320); SystemPalette.separator.frame(width: 1).ignoresSafeArea() }
                NavigationStack { detail }.frame(maxWidth: .infinity)
            }
        } else {
            NavigationStack { sidebar }
        }
    }
}
extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
    }
    /// The visibility binding changes nothing on iPhone, whose compact width
    /// always shows one column; in regular width Easel shows every column.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}
extension NavigationSplitView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), all = Self(name: "all")
    public static let doubleColumn = Self(name: "doubleColumn"), detailOnly = Self(name: "detailOnly")
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { .init() } }

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// A row that pushes a destination: its label and, in a list, the disclosure chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.enclosingList) var list
    @Environment(\.listRow) var row
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        if list != nil {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                // A row's badge sits before the chevron, as UIKit's cell accessories do.
                if let badge = row.badge { badge.foregroundStyle(Color.secondary) }
                DisclosureChevron()
            }
            .layoutValue(key: DrawsOwnBadge.self, value: true)
            .accessibilityDefaults(ControlAccessibility.button)
        } else {
            label.foregroundStyle(Color.accentColor)
                .accessibilityDefaults(ControlAccessibility.button)
        }
    }
}
extension NavigationLink where Destination == EmptyView {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(verbatim: String(title)) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }
}
extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
}

/// Marks a row that has drawn its badge already (a navigation link, before its chevron).
struct DrawsOwnBadge: LayoutValueKey { static let defaultValue = false }

/// UIKit's disclosure indicator: a chevron about 8×13 pt in the tertiary label
/// colour (measured; Apple publishes no size).
struct DisclosureChevron: View {
    var body: some View {
        ChevronShape().stroke(SystemPalette.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 7, height: 12)
            .padding(.horizontal, 1)
    }
}

struct ChevronShape: Shape {
    var down = false
    func path(in rect: CGRect) -> Path {
        var p = Path()
        if down {
            p.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 1))
            p.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1))
        } else {
            p.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
            p.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        }
        return p
    }
}

/// Navigation bar metrics. UIKit's: a 44-pt bar (UINavigationBar's standard
/// height), a 52-pt large-title row under it (iOS 11 and later; not published),
/// a 34-pt bold large title (HIG Typography, Large Title style), an inline
/// title in the 17-pt semibold Headline style, and a 36-pt search field.
enum NavigationMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleRow: CGFloat = 52
    static let searchRow: CGFloat = 52, searchFieldHeight: CGFloat = 36, searchCornerRadius: CGFloat = 10
    /// Above and below the prompt inside the field; the field is never shorter than 36 pt.
    static let searchFieldMargin: CGFloat = 7
    static let bottomToolbarHeight: CGFloat = 44
}

enum NavigationChrome {
    static func nodes<Root: View>(_ root: Root, _ ctx: ResolveContext) -> [ViewNode] {
        let cleared = ctx.with {
            $0.navigationTitle = nil; $0.toolbarEntries = []; $0.searchPrompt = nil; $0.titleDisplayMode = .automatic
            $0.enclosingList = nil
        }
        let node = SafeAreaInsetNode.make(main: { inner in
            // Scroll views report to the bottom toolbar, or through it to an
            // enclosing tab bar when the stack has none.
            let probe = ScrollEdgeProbe(parent: inner.env.scrollEdgeProbe)
            // The root's safe area ends at the bottom toolbar, if there turns out to be one.
            let box = SafeAreaBox()
            // The stack fills its space and centres a smaller root, as SwiftUI's does.
            let main = EaselCore.makeNodes(root.frame(maxWidth: .infinity, maxHeight: .infinity),
                                           inner.with { $0.scrollEdgeProbe = probe; $0.safeAreaBox = box })
            return [bottomToolbar(main, cleared: inner, probe: probe, box: box)]
        }, barFor: { mains in
            // An empty bar is not drawn and reserves no space: the root's first
            // row starts at the safe area's top (measured on iOS 13–17 simulators, issue #31).
            let content = NavigationBarContent.find(in: mains)
            return content.showsBar ? AnyView(NavigationBar(content: content)) : AnyView(EmptyView())
        }, edge: .top, alignment: .center, spacing: 0, ctx: cleared.deeper())
        return [node]
    }

    /// Bottom-bar items go in a toolbar along the bottom edge.
    /// `box` is the safe area `main` was resolved in: the toolbar's node fills it
    /// in (ending it at the toolbar), or, without a toolbar, a pass-through does.
    static func bottomToolbar(_ main: [ViewNode], cleared: ResolveContext, probe: ScrollEdgeProbe, box: SafeAreaBox) -> ViewNode {
        let content = NavigationBarContent.find(in: main)
        let items = content.entries.filter { $0.placement.slot == .bottom }
        let root = main.count == 1 ? main[0] : LayoutNode(ZStackLayout(), children: main, env: cleared.env)
        guard !items.isEmpty else {
            probe.forwards = true
            return SafeAreaContainerNode(child: root, insets: EdgeInsets(), outer: cleared.env.safeAreaBox, inner: box, env: cleared.env)
        }
        let bars = EaselCore.makeNodes(BottomToolbar(entries: items, probe: probe, appearance: BarAppearance.find(.bottomBar, in: main)),
                                       cleared.deeper().with { $0.stackOrientation = nil })
        let bar = bars.count == 1 ? bars[0] : LayoutNode(ZStackLayout(), children: bars, env: cleared.env)
        return SafeAreaInsetNode(main: root, bar: bar, edge: .bottom, alignment: .center, spacing: 0,
                                 outer: cleared.env.safeAreaBox, inner: box, env: cleared.env)
    }
}

struct NavigationBarContent {
    var title: Text?
    var mode: NavigationBarItem.TitleDisplayMode = .automatic
    var entries: [ToolbarEntry] = []
    var search: Text?
    var searchText = ""
    var appearance = BarAppearance()

    /// Whether UIKit shows the bar: it has a title, a top-bar item, a search
    /// field or a background asked for with `toolbarBackground(.visible)`, and
    /// `toolbar(.hidden, for: .navigationBar)` has not hidden it.
    var showsBar: Bool {
        guard appearance.visibility != .hidden else { return false }
        return title != nil || search != nil || appearance.background == .visible
            || entries.contains { $0.placement.slot != .bottom }
    }

    /// SwiftUI hands these up as preferences; Easel reads them off the first
    /// node (outermost first) of the resolved content that sets each.
    static func find(in nodes: [ViewNode]) -> NavigationBarContent {
        var c = NavigationBarContent()
        var modeSet = false
        func visit(_ n: ViewNode) {
            if c.title == nil, let t = n.env.navigationTitle { c.title = t }
            if !modeSet, n.env.titleDisplayMode != .automatic { c.mode = n.env.titleDisplayMode; modeSet = true }
            if c.entries.isEmpty, !n.env.toolbarEntries.isEmpty { c.entries = n.env.toolbarEntries }
            if c.search == nil, let s = n.env.searchPrompt { c.search = s; c.searchText = n.env.searchText }
            n.layoutChildren.forEach(visit)
        }
        nodes.forEach(visit)
        c.appearance = BarAppearance.find(.navigationBar, in: nodes)
        return c
    }
}

struct NavigationBar: View {
    let content: NavigationBarContent
    @Environment(\.self) var env

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [ViewNode] {
        let nodes = content.entries.filter { $0.placement.slot == slot }.flatMap(\.nodes)
        for n in nodes { n.applyAccessibilityDefaults(ControlAccessibility.barItem) }
        return nodes
    }

    var body: some View {
        let m = ListMetrics.margin(env)
        let large = content.mode != .inline && content.title != nil
        let principal = items(.principal)
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    ResolvedNodes(nodes: items(.leading))
                    Spacer(minLength: 0)
                    ResolvedNodes(nodes: items(.trailing))
                }
                .foregroundStyle(Color.accentColor)
                .padding(.horizontal, m)
                if !principal.isEmpty {
                    ResolvedNodes(nodes: principal)
                } else if !large, let title = content.title {
                    // UINavigationBar's inline title keeps its 17-pt size at every Dynamic Type size.
                    title.font(.headline).lineLimit(1).dynamicTypeSize(min(env.dynamicTypeSize, .large))
                        .accessibilityDefaults(ControlAccessibility.header)
                }
            }
            .frame(height: NavigationMetrics.barHeight)
            if large, let title = content.title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .accessibilityDefaults(ControlAccessibility.header)
                    .padding(.horizontal, m)
                    .frame(maxWidth: .infinity, minHeight: NavigationMetrics.largeTitleRow, alignment: .leading)
            }
            if let prompt = content.search {
                SearchField(prompt: prompt, text: content.searchText)
                    .padding(.horizontal, m)
                    .padding(.vertical, (NavigationMetrics.searchRow - NavigationMetrics.searchFieldHeight) / 2)
            }
        }
        .background(NavigationBarBackground(appearance: content.appearance))
    }
}

/// At rest the navigation bar has no background (`scrollEdgeAppearance`);
/// `toolbarBackground(.visible, for: .navigationBar)` gives it the bar material
/// (or its style), up under the status bar, with the hairline along its bottom.
struct NavigationBarBackground: View {
    let appearance: BarAppearance
    @Environment(\.displayScale) var scale
    var body: some View {
        if appearance.background == .visible {
            fill.ignoresSafeArea()
                .overlay(alignment: .bottom) { SystemPalette.separator.frame(height: 1 / max(scale, 1)) }
        }
    }
    /// The chrome material: the content under the bar, blurred, under its tint.
    @ViewBuilder private var fill: some View {
        if let style = appearance.style { Rectangle().fill(style) } else { Rectangle().fill(Material.bar) }
    }
}

/// The search field at rest: a magnifying glass and the prompt on a
/// tertiary-fill rounded rectangle. The glyph scales with the prompt's Body
/// style, as an SF Symbol beside text does, and the field grows to hold a
/// larger prompt (UISearchTextField adjusts to Dynamic Type; Apple publishes
/// no heights, so the default 36 pt keeps its 7-pt margins above and below).
struct SearchField: View {
    let prompt: Text
    /// The bound query: drawn in the primary colour in place of the prompt when
    /// not empty (the clear button shows only while editing, never at rest).
    var text = ""
    @Environment(\.dynamicTypeSize) var typeSize
    var body: some View {
        let k = Self.scale(typeSize)
        HStack(spacing: 6 * k) {
            MagnifyingGlass().stroke(Color.secondary, lineWidth: 1.8 * k).frame(width: 14 * k, height: 14 * k)
            if text.isEmpty { prompt.foregroundStyle(Color.secondary).lineLimit(1) } else { Text(verbatim: text).lineLimit(1) }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, NavigationMetrics.searchFieldMargin)
        .frame(minHeight: NavigationMetrics.searchFieldHeight)
        .background(SystemPalette.tertiaryFill, in: RoundedRectangle(cornerRadius: NavigationMetrics.searchCornerRadius, style: .continuous))
        .accessibilityDefaults(ControlAccessibility.searchField(prompt: prompt.accessibilityString))
    }

    /// The Body style's size at `size` over its size at the default (17 pt).
    static func scale(_ size: DynamicTypeSize) -> CGFloat {
        Font.size(of: .body, at: size) / Font.size(of: .body, at: .large)
    }
}

struct MagnifyingGlass: Shape {
    /// SF Symbols' magnifying glass is not direction-aware: its handle stays bottom-right, right to left too.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        let d = rect.width * 0.72
        var p = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: d, height: d))
        p.move(to: CGPoint(x: rect.minX + d * 0.85, y: rect.minY + d * 0.85))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return p
    }
}

/// UIToolbar along the bottom: 44 pt plus the home-indicator inset; its bar
/// background shows only with content under it (`ScrollEdgeProbe`).
///
/// Items are spread with flexible space between them, as SwiftUI fills a
/// UIToolbar with `.flexibleSpace` bar items. A lone item is centred: it gets
/// flexible space on both sides, and UIKit documents that flexible space is
/// shared equally (UIBarButtonItem.SystemItem.flexibleSpace). SwiftUI's own
/// documentation does not state the lone-item case; Easel chooses centring,
/// which is what an iOS bottom bar with one status text shows.
struct BottomToolbar: View {
    let entries: [ToolbarEntry]
    let probe: ScrollEdgeProbe
    let appearance: BarAppearance
    @Environment(\.self) var env
    var body: some View {
        HStack {
            if entries.count == 1 { Spacer(minLength: 0) }
            ForEach(Array(entries.enumerated()), id: \.offset) { i, e in
                if i > 0 { Spacer(minLength: 0) }
                ResolvedNodes(nodes: e.nodes)
            }
            if entries.count == 1 { Spacer(minLength: 0) }
        }
        .foregroundStyle(Color.accentColor)
        .padding(.horizontal, ListMetrics.margin(env))
        .frame(height: NavigationMetrics.bottomToolbarHeight)
        .background(BottomBarBackground(probe: probe, appearance: appearance))
    }
}
