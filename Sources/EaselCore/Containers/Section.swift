import Foundation

/// A group of rows with an optional header and footer. Inside a `List` or
/// `Form` it becomes one of the list's sections; elsewhere its header,
/// content and footer are simply listed in order, as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?, content: Content, footer: Footer?
    public var body: Never { primitiveBody() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        guard let kind = ctx.env.enclosingList else {
            var out: [ViewNode] = []
            if let header { out += SectionRoleKey.mark(EaselCore.makeNodes(header, ctx.deeper()), .header) }
            out += EaselCore.makeNodes(content, ctx.deeper())
            if let footer { out += SectionRoleKey.mark(EaselCore.makeNodes(footer, ctx.deeper()), .footer) }
            return out
        }
        let rows = ListRows.resolve(content, ctx.deeper())
        let head = header.map { EaselCore.makeNodes($0, ListSectionText.header(kind, ctx)) } ?? []
        let foot = footer.map { EaselCore.makeNodes($0, ListSectionText.footer(ctx)) } ?? []
        return [MarkerNode(ListSectionData(header: head, rows: rows, footer: foot), env: ctx.env)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content(); self.header = nil; self.footer = nil
    }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content(); self.header = header(); self.footer = nil
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = nil
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = nil; self.footer = footer()
    }
}
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = Text(title); self.footer = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = Text(verbatim: String(title)); self.footer = nil
    }
}

/// Which part of a section a view outside a list is: lazy grids lay headers and
/// footers out across all their tracks; stacks place them as any child.
enum SectionRole: Sendable { case header, footer }

struct SectionRoleKey: LayoutValueKey {
    static let defaultValue: SectionRole? = nil
    static func mark(_ nodes: [ViewNode], _ role: SectionRole) -> [ViewNode] {
        for n in nodes { n.traits.layoutValues[ObjectIdentifier(SectionRoleKey.self)] = role }
        return nodes
    }
}

struct ListSectionData {
    var header: [ViewNode]
    var rows: [ViewNode]
    var footer: [ViewNode]
}

enum ListRows {
    /// Each top-level view of the content (ForEach expanded) is one row; the row
    /// settings are reset so each row reads only its own modifiers.
    static func resolve<V: View>(_ content: V, _ ctx: ResolveContext) -> [ViewNode] {
        EaselCore.makeNodes(content, ctx.with { $0.listRow = ListRowSettings(); $0.stackOrientation = nil })
    }
}

/// Section header and footer text. In grouped lists the header is footnote,
/// secondary label colour and upper-cased (SwiftUI's default `textCase` there);
/// the footer is footnote, secondary. In a plain list the header is headline.
enum ListSectionText {
    static func header(_ kind: ListKind, _ ctx: ResolveContext) -> ResolveContext {
        ctx.deeper().with {
            $0.enclosingList = nil
            $0.stackOrientation = nil
            if kind == .sidebar {
                // UIKit's sidebar header: title-case, bold, in the label colour (not published as a style; title3 bold matches iOS 17).
                $0.font = $0.font ?? .title3.bold()
            } else if kind == .plain {
                $0.font = $0.font ?? .headline
            } else {
                $0.font = $0.font ?? .footnote
                $0.foregroundStyle = AnyShapeStyle(Color.secondary)
                if $0.textCase == nil { $0.textCase = .uppercase }
            }
        }
    }
    static func footer(_ ctx: ResolveContext) -> ResolveContext {
        ctx.deeper().with {
            $0.enclosingList = nil
            $0.stackOrientation = nil
            $0.font = $0.font ?? .footnote
            $0.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
    }
}
