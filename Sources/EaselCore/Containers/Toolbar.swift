import Foundation

/// Where a toolbar item goes. Easel draws the navigation bar's leading,
/// trailing and principal slots and the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
    let slot: Slot
    let emphasised: Bool
    init(_ slot: Slot, emphasised: Bool = false) { self.slot = slot; self.emphasised = emphasised }

    public static let automatic = Self(.trailing), primaryAction = Self(.trailing), secondaryAction = Self(.trailing)
    public static let topBarLeading = Self(.leading), topBarTrailing = Self(.trailing)
    public static let navigationBarLeading = Self(.leading), navigationBarTrailing = Self(.trailing)
    public static let principal = Self(.principal)
    public static let bottomBar = Self(.bottom), status = Self(.bottom)
    /// Confirmation buttons are semibold in iOS bars (HIG "Toolbars": the Done button).
    public static let confirmationAction = Self(.trailing, emphasised: true)
    public static let cancellationAction = Self(.leading), destructiveAction = Self(.trailing)
    public static let navigation = Self(.leading)
    /// Above the keyboard, which a still image never shows: the item is not drawn.
    public static let keyboard = Self(.keyboard)
}

struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var nodes: [ViewNode]
}

/// One item of a `toolbar`. Outside a toolbar it draws its content.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let inner = ctx.deeper().with { if placement.emphasised { $0.font = .body.weight(.semibold) } }
        return [MarkerNode(ToolbarEntry(placement: placement, nodes: EaselCore.makeNodes(content, inner)), env: ctx.env)]
    }
}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several items in one slot, spaced like bar button items.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: some View {
        ToolbarItem(placement: placement) { HStack(spacing: 16) { content } }
    }
}

struct ToolbarEntriesKey: EnvironmentKey { static let defaultValue: [ToolbarEntry] = [] }
struct NavigationTitleKey: EnvironmentKey { static let defaultValue: Text? = nil }
struct TitleDisplayModeKey: EnvironmentKey { static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic }
struct SearchPromptKey: EnvironmentKey { static let defaultValue: Text? = nil }
struct SearchTextKey: EnvironmentKey { static let defaultValue = "" }

extension EnvironmentValues {
    var toolbarEntries: [ToolbarEntry] { get { self[ToolbarEntriesKey.self] } set { self[ToolbarEntriesKey.self] = newValue } }
    var navigationTitle: Text? { get { self[NavigationTitleKey.self] } set { self[NavigationTitleKey.self] = newValue } }
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode {
        get { self[TitleDisplayModeKey.self] } set { self[TitleDisplayModeKey.self] = newValue }
    }
    var searchPrompt: Text? { get { self[SearchPromptKey.self] } set { self[SearchPromptKey.self] = newValue } }
    /// The query `searchable(text:)` is bound to; the field shows it instead of the prompt.
    var searchText: String { get { self[SearchTextKey.self] } set { self[SearchTextKey.self] = newValue } }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

public enum SearchFieldPlacement: Hashable, Sendable {
    case automatic, toolbar, sidebar
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
    case navigationBarDrawer
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
}

extension View {
    /// Items for the enclosing navigation bar or bottom toolbar. Views that are
    /// not `ToolbarItem`s go to the trailing slot, as `.automatic` does on iOS.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_EaselModifier { ctx, body in
            // Bar button items keep their size at accessibility text sizes (UIKit shows the large
            // content viewer instead), so they are resolved at the default size at most.
            let nodes = EaselCore.makeNodes(items, ctx.deeper().with {
                $0.stackOrientation = nil; $0.enclosingList = nil; $0.dynamicTypeSize = min($0.dynamicTypeSize, .large)
                $0.isToolbarItem = true
            })
            let entries = nodes.map { ($0 as? MarkerNode<ToolbarEntry>)?.payload ?? ToolbarEntry(placement: .automatic, nodes: [$0]) }
            return body(ctx.with { $0.toolbarEntries += entries })
        })
    }
    public func navigationTitle(_ title: Text) -> some View { modifier(.environment { $0.navigationTitle = title }) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(verbatim: String(title))) }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(.environment { $0.titleDisplayMode = mode })
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(.environment { $0.navigationTitle = title; $0.titleDisplayMode = displayMode })
    }
    /// A search field under the large title (the navigation bar drawer, iOS's default placement).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let query = text.wrappedValue
        return modifier(.environment { $0.searchPrompt = prompt ?? Text(verbatim: "Search"); $0.searchText = query })
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}
