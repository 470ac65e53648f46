import Foundation

/// SwiftUI's `TabView` at rest: the selected tab's content above the tab bar
/// (or, with `.tabViewStyle(.page)`, the page with its page dots). Tabs come
/// from `tabItem` on each top-level view or from the iOS 18 `Tab` API.
/// Without a selection the first tab is shown; `Tab(value:)` with a
/// `TabView(selection:)` shows the matching one.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable?
    public var body: Never { primitiveBody() }

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content(); self.selection = selection.map { AnyHashable($0.wrappedValue) }
    }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let style = ctx.env.tabViewStyle
        let content = self.content, selection = self.selection
        let inner = ctx.with { $0.tabItemLabel = nil }
        if style.isPage {
            let tabs = TabResolver.tabs(content, inner.deeper())
            guard !tabs.isEmpty else { return [] }
            let index = TabResolver.selectedIndex(tabs, selection)
            let page = ResolvedNodes(nodes: tabs[index].content)
            return EaselCore.makeNodes(ZStack(alignment: .bottom) {
                page.frame(maxWidth: .infinity, maxHeight: .infinity)
                if style.showsIndex && tabs.count > 1 { PageDots(count: tabs.count, current: index) }
            }, ctx.deeper())
        }
        var tabs: [TabData] = []
        let probe = ScrollEdgeProbe(parent: nil)
        var appearance = BarAppearance()
        let node = SafeAreaInsetNode.make(main: { ctx in
            tabs = TabResolver.tabs(content, ctx.with { $0.tabItemLabel = nil; $0.scrollEdgeProbe = probe })
            guard !tabs.isEmpty else { return [] }
            // The selected tab fills the space above the bar and centres smaller content.
            let selected = tabs[TabResolver.selectedIndex(tabs, selection)].content
            appearance = BarAppearance.find(.tabBar, in: selected)
            return EaselCore.makeNodes(ResolvedNodes(nodes: selected).frame(maxWidth: .infinity, maxHeight: .infinity), ctx.deeper())
        }, barFor: { _ in
            // `toolbar(.hidden, for: .tabBar)` gives the bar's space to the tab.
            appearance.visibility == .hidden ? AnyView(EmptyView()) :
                AnyView(TabBar(labels: tabs.map(\.label), badges: tabs.map(\.badge), selected: tabs.isEmpty ? 0 : TabResolver.selectedIndex(tabs, selection),
                               probe: probe, appearance: appearance))
        }, edge: .bottom, alignment: .center, spacing: 0, ctx: inner.deeper())
        return [node]
    }
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); self.selection = nil }
}

struct TabData {
    var value: AnyHashable?
    var label: AnyView
    var content: [ViewNode]
    /// `.badge(_:)` on the tab's view: drawn on the tab bar item.
    var badge: Text? = nil
}

enum TabResolver {
    static func tabs<V: View>(_ content: V, _ ctx: ResolveContext) -> [TabData] {
        EaselCore.makeNodes(content, ctx.with { $0.stackOrientation = nil }).map { node in
            if let tab = node as? MarkerNode<TabData> { return tab.payload }
            // `.tag` on a tab's view is the value `TabView(selection:)` matches.
            return TabData(value: node.selectionTag, label: node.env.tabItemLabel ?? AnyView(EmptyView()),
                           content: [node], badge: node.env.listRow.badge)
        }
    }
    static func selectedIndex(_ tabs: [TabData], _ selection: AnyHashable?) -> Int {
        guard let selection else { return 0 }
        return tabs.firstIndex { $0.value == selection } ?? 0
    }
}

/// The iOS 18 tab: a title and its symbol, a value and content.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView {
    let title: String
    let systemImage: String
    let value: Value?
    let content: Content
    public var body: Never { primitiveBody() }

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title); self.systemImage = systemImage; self.value = value; self.content = content()
    }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let nodes = EaselCore.makeNodes(content, ctx.deeper())
        let body = nodes.count == 1 ? nodes : [LayoutNode(ZStackLayout(), children: nodes, env: ctx.env)]
        return [MarkerNode(TabData(value: value.map { AnyHashable($0) }, label: AnyView(Label(title, systemImage: systemImage)), content: body), env: ctx.env)]
    }
}
extension Tab where Value == Never {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title); self.systemImage = systemImage; self.value = nil; self.content = content()
    }
}

struct TabItemLabelKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabStyleKind(isPage: false, showsIndex: true) }

/// What a tab view style draws: pages with an index, or the tab bar.
public struct TabStyleKind: Sendable { var isPage: Bool; var showsIndex: Bool }

extension EnvironmentValues {
    var tabItemLabel: AnyView? { get { self[TabItemLabelKey.self] } set { self[TabItemLabelKey.self] = newValue } }
    var tabViewStyle: TabStyleKind { get { self[TabViewStyleKey.self] } set { self[TabViewStyleKey.self] = newValue } }
}

public protocol TabViewStyle { var kind: TabStyleKind { get } }
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var kind: TabStyleKind { TabStyleKind(isPage: false, showsIndex: true) } }
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    let mode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
    public var kind: TabStyleKind { TabStyleKind(isPage: true, showsIndex: mode != .never) }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

extension View {
    /// The label of this view's tab in an enclosing `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let l = AnyView(label())
        return modifier(.environment { $0.tabItemLabel = l })
    }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(.environment { $0.tabViewStyle = style.kind })
    }
}

/// UITabBar in portrait on iPhone: 49 pt tall above the home-indicator inset
/// (UIKit's standard height; Apple's prose documents none), items sharing the
/// width equally, titles in 10-pt medium (UITabBarItem's default font), the
/// selected one in the tint colour and the others in system grey.
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let titleSize: CGFloat = 10
}

/// A tab item's label: the symbol above its title. The symbol's font is the one
/// whose round symbol (`SymbolMetrics`: 0.996 × the point size) is 25 pt, the
/// HIG's size for a circular glyph in a regular tab bar (Tab bars, 25×25 pt);
/// it sits in a 28-pt slot, the HIG's tallest glyph, with 2 pt above the title
/// (read off iOS 17 screenshots; not published).
enum TabItemMetrics {
    static let symbolFont = Font.system(size: 25 / SymbolMetrics.mediumSidePerPoint)
    static let symbolSlot: CGFloat = 28, spacing: CGFloat = 2
}

struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabItemMetrics.spacing) {
            configuration.icon.font(TabItemMetrics.symbolFont).frame(height: TabItemMetrics.symbolSlot)
            configuration.title
        }
    }
}

/// `tabItem { Image(systemName:); Text(_:) }`, the older spelling, drawn as the
/// label style draws a `Label`: the first view in the symbol's slot, the rest
/// under it. A single view (a `Label`) is placed as it is.
struct TabItemLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        guard sizes.count > 1 else { return sizes.first ?? .zero }
        let rest = sizes.dropFirst().reduce(0) { $0 + $1.height + TabItemMetrics.spacing }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: TabItemMetrics.symbolSlot + rest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let slot = subviews.count > 1 && i == 0 ? TabItemMetrics.symbolSlot : size.height
            s.place(at: CGPoint(x: bounds.midX, y: y + slot / 2), anchor: .center, proposal: ProposedViewSize(size))
            y += slot + TabItemMetrics.spacing
        }
    }
}

/// Transparent at rest unless the selected tab's scroll view runs on under it
/// (`ScrollEdgeProbe`).
struct TabBar: View {
    let labels: [AnyView]
    var badges: [Text?] = []
    let selected: Int
    let probe: ScrollEdgeProbe
    let appearance: BarAppearance

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(labels.enumerated()), id: \.offset) { i, label in
                TabItemLayout { label }
                    .overlay(alignment: .top) {
                        if i < badges.count, let badge = badges[i] { TabBadge(label: badge) }
                    }
                    // iOS tab bars show symbols' fill variant, selected or not, and
                    // SwiftUI applies it to tab items itself (WWDC21 "What's new in
                    // SwiftUI"); a variant set inside the label still wins.
                    .symbolVariant(.fill)
                    .labelStyle(TabItemLabelStyle())
                    // A bar sizes its item's symbol itself, whatever the item's font.
                    .transformEnvironment(\.symbolFont) { $0 = TabItemMetrics.symbolFont }
                    .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                    .foregroundStyle(i == selected ? Color.accentColor : Color.gray)
                    .lineLimit(1)
                    // The whole cell is the tab's element and its hit region, as UITabBar's buttons are.
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityDefaults(ControlAccessibility.tab(selected: i == selected))
            }
        }
        .frame(height: TabBarMetrics.height)
        .background(BottomBarBackground(probe: probe, appearance: appearance))
        .accessibilityDefaults(ControlAccessibility.tabBar)
    }
}

/// A tab bar item's badge as UIKit draws it: white text in a systemRed capsule
/// at least as wide as it is tall, up and to the right of the symbol. Apple
/// publishes no metrics; Easel's: 13-pt text, 18 pt tall, 5 pt of side padding,
/// the capsule's leading edge 4 pt right of the symbol's centre and its centre
/// 4 pt below the item's top.
struct TabBadge: View {
    let label: Text
    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color(uiColor: .systemRed)))
            .fixedSize()
            .alignmentGuide(HorizontalAlignment.center) { _ in -4 }
            .alignmentGuide(VerticalAlignment.top) { d in d.height / 2 - 4 }
    }
}

/// UIPageControl at rest: 8-pt dots 8 pt apart (measured; not published), the
/// current one opaque white, the others white at 30 %, as iOS draws them.
struct PageDots: View {
    let count: Int, current: Int
    @Environment(\.pageIndexBackground) var hasBackground
    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(Color.white.opacity(i == current ? 1 : 0.3)).frame(width: 8, height: 8)
            }
        }
        // `indexViewStyle(.page(backgroundDisplayMode: .always))`: a capsule of black
        // at 25 %, 8 pt past the outer dots (Easel's choice; Apple publishes neither).
        .padding(.horizontal, hasBackground ? 8 : 0)
        .frame(height: hasBackground ? 24 : nil)
        .background { if hasBackground { Capsule().fill(Color.black.opacity(0.25)) } }
        .frame(height: 26)
        .padding(.bottom, 8)
    }
}
