import Foundation

/// SwiftUI's `List` at rest, scrolled to the top: rows (each top-level view,
/// `ForEach` expanded) grouped into sections, drawn in the style set by
/// `listStyle` (inset-grouped by default, as on iPhone). It takes all the space
/// it is offered, and its background reaches under the bars and the safe area.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let kind = ctx.env.listStyleKind
        // A badge set outside the list (on a tab's content) belongs to that tab, not to these rows.
        let inner = ctx.deeper().with { $0.enclosingList = kind; $0.listStyleKind = .insetGrouped; $0.listRow.badge = nil }
        let nodes = ListRows.resolve(content, inner)
        // Rows outside any Section form sections of their own, in order.
        var sections: [ListSectionData] = []
        var loose: [ViewNode] = []
        for n in nodes {
            if let s = n as? MarkerNode<ListSectionData> {
                if !loose.isEmpty { sections.append(ListSectionData(header: [], rows: loose, footer: [])); loose = [] }
                sections.append(s.payload)
            } else {
                loose.append(n)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionData(header: [], rows: loose, footer: [])) }
        let body = ListBody(kind: kind, sections: sections)
        return EaselCore.makeNodes(body, ctx.deeper())
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}
extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// SwiftUI's `Form`: on iOS, a grouped list of controls.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// Metrics of list rows and sections.
enum ListMetrics {
    /// HIG "Layout": controls and rows need at least 44×44 pt; UITableView's
    /// default row height and SwiftUI's `defaultMinListRowHeight` on iOS are 44 pt
    /// at the default Dynamic Type size. How rows grow past it: `ListRowLayout`.
    static let minimumRowHeight: CGFloat = 44
    /// UIKit's cell content margins: 11 pt above and below the text
    /// (UIListContentConfiguration's cell layout margins, the `directionalLayoutMargins`
    /// of a default cell; not in Apple's prose documentation). With a 22-pt body
    /// line they make the 44-pt row.
    static let rowVerticalInset: CGFloat = 11
    /// Corner radius of inset-grouped sections (UITableView.Style.insetGrouped; not
    /// published as a number, 10 pt is what UIKit draws).
    static let cornerRadius: CGFloat = 10
    /// Space between grouped sections without a header; not published (UIKit draws 35).
    static let sectionSpacing: CGFloat = 35
    /// Above a header's text and between it and its section; not published (UIKit's 17 and 7).
    static let headerTop: CGFloat = 17, headerBottom: CGFloat = 7, footerTop: CGFloat = 7

    /// Horizontal margin: UIKit's system minimum layout margins for the
    /// screen's width (rule and sources: `SystemLayoutMargins`).
    static func margin(_ env: EnvironmentValues) -> CGFloat { SystemLayoutMargins.horizontal(env) }
}

/// One list, composed of ordinary views around the resolved rows.
struct ListBody: View {
    let kind: ListKind
    let sections: [ListSectionData]
    @Environment(\.self) var env

    var body: some View {
        let bg = kind == .plain ? SystemPalette.background : SystemPalette.groupedBackground
        let m = ListMetrics.margin(env)
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(sections.enumerated()), id: \.offset) { i, section in
                    ListSectionView(kind: kind, section: section, margin: m, isFirst: i == 0)
                }
            }
            .padding(.bottom, kind == .plain ? 0 : ListMetrics.sectionSpacing)
        }
        .background(bg.ignoresSafeArea())
    }
}

struct ListSectionView: View {
    let kind: ListKind
    let section: ListSectionData
    let margin: CGFloat
    let isFirst: Bool
    @Environment(\.displayScale) var scale

    var body: some View {
        let grouped = kind != .plain
        let inset = kind == .insetGrouped || kind == .sidebar
        let cardMargin: CGFloat = inset ? margin : 0
        // Each section is as tall as its header, rows and footer want (a list
        // scrolls, so it never squeezes one): without this the stack of sections
        // would share out a concrete height at placement and could cut a footer.
        VStack(alignment: .leading, spacing: 0) {
            if !section.header.isEmpty {
                HStack(spacing: 8) {
                    VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: section.header) }
                        .accessibilityDefaults(ControlAccessibility.header)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    // A sidebar section's header collapses it: the chevron points down while it is open.
                    if kind == .sidebar {
                        ChevronShape(down: true)
                            .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                            .frame(width: 12, height: 7)
                    }
                }
                    .padding(.leading, (kind == .sidebar ? 0 : cardMargin) + margin)
                    .padding(.trailing, cardMargin + margin)
                    .padding(.top, grouped ? ListMetrics.headerTop : 8)
                    .padding(.bottom, grouped ? ListMetrics.headerBottom : 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else if grouped {
                Color.clear.frame(height: ListMetrics.sectionSpacing)
            }
            // A row's `listRowBackground` replaces its cell as on iOS (a clear or
            // translucent one shows the list behind), so a section with one paints
            // each row's cell itself; others paint one card, with no seams between rows.
            rows
                .background(rowsPaintCells ? Color.clear : cell)
                .clipShape(RoundedRectangle(cornerRadius: inset ? ListMetrics.cornerRadius : 0, style: .continuous))
                .overlay(alignment: .top) { if kind == .grouped && sectionSeparator { hairline } }
                .overlay(alignment: .bottom) { if kind == .grouped && sectionSeparator { hairline } }
                .padding(.horizontal, cardMargin)
            if !section.footer.isEmpty {
                VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: section.footer) }
                    .padding(.horizontal, cardMargin + margin)
                    .padding(.top, ListMetrics.footerTop)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private var cell: Color { kind != .plain ? SystemPalette.groupedCell : SystemPalette.background }
    private var rowsPaintCells: Bool { section.rows.contains { $0.env.listRow.background != nil } }

    private var sectionSeparator: Bool {
        section.rows.first.map { $0.env.listRow.sectionSeparator != .hidden } ?? true
    }

    private var hairline: some View { SystemPalette.separator.frame(height: 1 / max(scale, 1)) }

    private var rows: some View {
        VStack(spacing: 0) {
            ForEach(Array(section.rows.enumerated()), id: \.offset) { i, node in
                // Grouped styles draw no separator under a section's last row (the card
                // edge ends it); plain lists draw one under every row.
                ListRowView(node: node, margin: margin,
                            separator: kind == .plain || i < section.rows.count - 1,
                            cell: rowsPaintCells ? cell : nil)
            }
        }
    }
}

/// A row: its content between the row insets, as tall as `ListRowLayout`'s rule
/// says, the badge at the trailing edge and a hairline separator starting at the content.
struct ListRowView: View {
    let node: ViewNode
    let margin: CGFloat
    let separator: Bool
    /// The cell's colour when the row sets no `listRowBackground` and the section
    /// leaves cells to its rows; nil when the section paints them as one card.
    let cell: Color?
    @Environment(\.displayScale) var scale

    var body: some View {
        let settings = node.env.listRow
        let insets = settings.insets ?? EdgeInsets(top: ListMetrics.rowVerticalInset, leading: margin,
                                                    bottom: ListMetrics.rowVerticalInset, trailing: margin)
        let showsSeparator = separator && settings.separator != .hidden
        RowSeparatorLayout(defaultInset: insets.leading) {
            ListRowLayout(insets: insets, marginsForTextOnly: settings.insets == nil,
                          minHeight: ListMetrics.minimumRowHeight) {
                HStack(spacing: 8) {
                    ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity, alignment: .leading)
                    // A navigation link draws its badge itself, before its chevron.
                    if let badge = settings.badge, !node.traits.value(DrawsOwnBadge.self) { badge.foregroundStyle(Color.secondary) }
                }
            }
            .background { settings.background ?? AnyView(cell ?? Color.clear) }
            .accessibilityDefaults(ControlAccessibility.cell)
            if showsSeparator { SystemPalette.separator.frame(height: 1 / max(scale, 1)) }
        }
    }
}

/// Places a row and its separator along its bottom edge. As in iOS 16 and
/// later, the separator starts where the row's first text starts (so it runs
/// past an icon), or at the row's leading inset when the row has no text.
struct RowSeparatorLayout: Layout {
    let defaultInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        guard subviews.count > 1 else { return }
        let x = Self.firstTextLeading(row.node, size: bounds.size, proposal: ProposedViewSize(bounds.size)) ?? defaultInset
        let line = subviews[1]
        let h = line.sizeThatFits(ProposedViewSize(width: bounds.width - x, height: nil)).height
        line.place(at: CGPoint(x: bounds.minX + x, y: bounds.maxY - h),
                   proposal: ProposedViewSize(width: max(0, bounds.width - x), height: h))
    }

    /// The leading offset of the first text in `node`, walking its placements
    /// (memoised by each node, so this costs no extra layout).
    static func firstTextLeading(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize, depth: Int = 0) -> CGFloat? {
        if node is TextNode { return 0 }
        guard depth < 64 else { return nil }
        let placements = node.placements(size: size, proposal: proposal)
        for (child, p) in zip(node.layoutChildren, placements) {
            if let x = firstTextLeading(child, size: p.size, proposal: p.proposal, depth: depth + 1) { return p.origin.x + x }
        }
        return nil
    }
}
