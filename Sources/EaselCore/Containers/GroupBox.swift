import Foundation

/// SwiftUI's `GroupBox` on iOS: the label in the headline style above the
/// content, on a rounded secondary-system-background panel. Apple publishes no
/// metrics for it; the 16-pt padding, 8-pt spacing and 8-pt corner radius are
/// read off iOS 17 screenshots.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?, content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    public init(label: Label, @ViewBuilder content: () -> Content) { self.content = content(); self.label = label }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(GroupBoxMetrics.background, in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
    }
}
extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); self.label = nil }
}
extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = Text(verbatim: String(title))
    }
}

enum GroupBoxMetrics {
    static let cornerRadius: CGFloat = 8
    /// secondarySystemBackground: #F2F2F7 / #1C1C1E (UIColor documentation).
    static let background = Color.system(RGBA(242, 242, 247), RGBA(28, 28, 30))
}

/// SwiftUI's `DisclosureGroup`: the label with a tinted chevron (pointing right
/// when collapsed, down when expanded), and the content below when expanded. In
/// a list the label and each content view are rows of their own, as in SwiftUI.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label, content: Content
    let isExpanded: Bool
    public var body: Never { primitiveBody() }

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = false
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded.wrappedValue
    }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let header = HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            ChevronShape(down: isExpanded)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: isExpanded ? 12 : 7, height: isExpanded ? 7 : 12)
        }
        .accessibilityDefaults(ControlAccessibility.disclosure(expanded: isExpanded))
        if ctx.env.enclosingList != nil {
            var rows = EaselCore.makeNodes(header, ctx.deeper())
            if isExpanded { rows += ListRows.resolve(content, ctx.deeper()) }
            return rows
        }
        let content = self.content, expanded = isExpanded
        return EaselCore.makeNodes(VStack(alignment: .leading, spacing: 8) {
            header
            if expanded { content }
        }, ctx.deeper())
    }
}
extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(verbatim: String(title)) }
    }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(verbatim: String(title)) }
    }
}
