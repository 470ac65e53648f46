import Foundation

/// SwiftUI's list styles. On iPhone the automatic style of `List` and `Form`
/// is inset-grouped (iOS 16 and later).
public protocol ListStyle { var kind: ListKind { get } }
public enum ListKind: Hashable, Sendable { case plain, grouped, insetGrouped, sidebar }

public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListKind { .plain } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListKind { .insetGrouped } }
/// Drawn as `.plain` with inset margins is not modelled; Easel draws it as plain.
public struct InsetListStyle: ListStyle { public init() {}; public var kind: ListKind { .plain } }
/// A sidebar in compact width: inset-grouped cards under collapsible section
/// headers (title-case, bold, with a chevron), as iOS 17 draws `.sidebar` on iPhone.
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: ListKind { .sidebar } }
public struct DefaultListStyle: ListStyle { public init() {}; public var kind: ListKind { .insetGrouped } }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// Row and section settings a list reads from the rows' own environment (SwiftUI
/// keeps them as traits of the row; Easel's rows carry them in the environment
/// of their top view, which the list resets before resolving each row).
struct ListRowSettings {
    var background: AnyView?
    var insets: EdgeInsets?
    var separator: Visibility = .automatic
    var sectionSeparator: Visibility = .automatic
    var badge: Text?
}


struct ListKindKey: EnvironmentKey { static let defaultValue: ListKind? = nil }
struct ListStyleKey: EnvironmentKey { static let defaultValue: ListKind = .insetGrouped }
struct ListRowSettingsKey: EnvironmentKey { static let defaultValue = ListRowSettings() }

extension EnvironmentValues {
    /// The style of the list being resolved; nil outside a list.
    var enclosingList: ListKind? { get { self[ListKindKey.self] } set { self[ListKindKey.self] = newValue } }
    var listStyleKind: ListKind { get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue } }
    var listRow: ListRowSettings { get { self[ListRowSettingsKey.self] } set { self[ListRowSettingsKey.self] = newValue } }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(.environment { $0.listStyleKind = style.kind })
    }
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(.environment { $0.listRow.background = view.map { AnyView($0) } })
    }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(.environment { $0.listRow.insets = insets })
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(.environment { $0.listRow.separator = visibility })
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(.environment { $0.listRow.sectionSeparator = visibility })
    }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A count at the trailing edge of a list row; zero shows nothing, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        modifier(.environment { $0.listRow.badge = count == 0 ? nil : Text(verbatim: "\(count)") })
    }
    public func badge(_ label: Text?) -> some View { modifier(.environment { $0.listRow.badge = label }) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(.environment { $0.listRow.badge = label.map { Text(verbatim: String($0)) } })
    }
}

extension VerticalEdge {
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A node that only carries data for the container that resolved it.
final class MarkerNode<Payload>: ViewNode {
    let payload: Payload
    init(_ payload: Payload, env: EnvironmentValues) { self.payload = payload; super.init(env: env) }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { .zero }
}
