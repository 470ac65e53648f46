import Foundation

/// SwiftUI's `Picker`: options are the content's elements, each marked with
/// `tag(_:)`; the one whose tag equals the selection is shown as chosen.
/// Styles: `.menu` (the iOS default), `.segmented`, `.inline`, and
/// `.navigationLink`, which in a list row is a navigation row (label, value,
/// disclosure chevron) and elsewhere draws as `.menu`; `.wheel` draws as `.inline`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: AnyHashable
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = AnyHashable(selection.wrappedValue); self.content = content(); self.label = label()
    }

    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let style = ctx.env.pickerStyle
        func options(_ update: @escaping (inout EnvironmentValues) -> Void) -> [ViewNode] {
            EaselCore.makeNodes(content, ctx.deeper().with(update))
        }
        func chosen(_ nodes: [ViewNode]) -> Int? {
            nodes.firstIndex { tag(of: $0) == selection }
        }
        let view: AnyView
        switch style {
        case .segmented:
            let plain = options { $0.font = IOSControls.segmentFont }
            let bold = options { $0.font = IOSControls.segmentSelectedFont }
            let index = chosen(plain)
            view = AnyView(SegmentedControl(segments: plain.indices.map { ResolvedNodes(nodes: [$0 == index ? bold[$0] : plain[$0]]) },
                                            selected: index))
        case .inline:
            let nodes = options { _ in }
            let index = chosen(nodes)
            view = AnyView(VStack(alignment: .leading, spacing: 0) {
                if !ctx.env.labelsHidden { label.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase).padding(.bottom, 6) }
                ForEach(Array(nodes.indices), id: \.self) { i in
                    HStack {
                        ResolvedNodes(nodes: [nodes[i]]).frame(maxWidth: .infinity, alignment: .leading)
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint).opacity(i == index ? 1 : 0)
                    }
                    .frame(minHeight: IOSControls.minimumHitTarget)
                }
            })
        case .menu where ctx.env.enclosingList != nil:
            // A menu picker in a List or Form row, as iOS 16 and later draw it: the
            // label leading in the label colour, the selection and the
            // chevron.up.chevron.down trailing in the secondary label colour.
            let nodes = options { $0.foregroundStyle = AnyShapeStyle(Color.secondary) }
            let current = chosen(nodes).map { ResolvedNodes(nodes: [nodes[$0]]) }
            let menu = HStack(spacing: 4) {
                current
                Image(systemName: "chevron.up.chevron.down").imageScale(.small).font(.body.weight(.medium))
            }.foregroundStyle(Color.secondary)
            view = ctx.env.labelsHidden ? AnyView(menu)
                : AnyView(HStack(spacing: 8) { label.frame(maxWidth: .infinity, alignment: .leading); menu })
        case .navigationLink where ctx.env.enclosingList != nil:
            // A row that pushes the options, as a NavigationLink row: the label
            // leading, the selection in the secondary colour and the disclosure chevron.
            let nodes = options { $0.foregroundStyle = AnyShapeStyle(Color.secondary) }
            let current = chosen(nodes).map { ResolvedNodes(nodes: [nodes[$0]]) }
            view = AnyView(HStack(spacing: 8) {
                if !ctx.env.labelsHidden { label.frame(maxWidth: .infinity, alignment: .leading) } else { Spacer(minLength: 0) }
                current
                DisclosureChevron()
            })
        case .menu, .navigationLink:
            let tint = ctx.env.tint ?? .accentColor
            let nodes = options { $0.foregroundStyle = AnyShapeStyle(tint) }
            let current = chosen(nodes).map { ResolvedNodes(nodes: [nodes[$0]]) }
            view = AnyView(HStack(spacing: 4) {
                current
                Image(systemName: "chevron.up.chevron.down").imageScale(.small).font(.body.weight(.medium))
            }.foregroundStyle(tint))
        }
        let made = EaselCore.makeNodes(view, ctx.deeper())
        // A menu or pushed picker is one button reading its label and choice;
        // segmented and inline pickers show their options, each read by itself.
        let defaults: AccessibilityProperties
        switch style {
        case .segmented, .inline:
            var p = AccessibilityProperties(); p.children = .contain; p.label = ControlAccessibility.text(of: label, ctx); p.role = .container
            // VoiceOver numbers a segmented control's segments ("2 of 3"), as it does a tab bar's items.
            p.numbersChildren = style == .segmented
            defaults = p
        default:
            let all = options { _ in }
            defaults = ControlAccessibility.picker(label: ControlAccessibility.text(of: label, ctx),
                                                   value: chosen(all).flatMap { ControlAccessibility.text(of: [all[$0]]) })
        }
        for n in made { n.applyAccessibilityDefaults(defaults) }
        return made
    }

    func tag(of node: ViewNode) -> AnyHashable? {
        node.selectionTag
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The segmented look: a light grey rounded track, the chosen segment a raised
/// white (dark: grey) rounded rectangle, equal-width segments.
struct SegmentedControl: View {
    let segments: [ResolvedNodes]
    let selected: Int?
    var body: some View {
        let inset = IOSControls.segmentedInset
        HStack(spacing: 0) {
            ForEach(Array(segments.indices), id: \.self) { i in
                segments[i]
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    // The whole segment is its element: a button, the chosen one selected.
                    .accessibilityDefaults(ControlAccessibility.segment(selected: i == selected))
                    .background {
                        if i == selected {
                            RoundedRectangle(cornerRadius: IOSControls.segmentedCorner - inset)
                                .fill(IOSControls.segmentedSelected)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                        }
                    }
            }
        }
        .padding(inset)
        .frame(height: IOSControls.segmentedHeight)
        .background(IOSControls.tertiaryFill, in: RoundedRectangle(cornerRadius: IOSControls.segmentedCorner))
    }
}

public protocol PickerStyle {}
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

enum PickerStyleKind { case menu, segmented, inline, navigationLink }
struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
extension EnvironmentValues {
    var pickerStyle: PickerStyleKind { get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue } }
}
extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind
        switch style {
        case is SegmentedPickerStyle: kind = .segmented
        case is InlinePickerStyle, is WheelPickerStyle: kind = .inline
        case is NavigationLinkPickerStyle: kind = .navigationLink
        default: kind = .menu
        }
        return environment(\.pickerStyle, kind)
    }
}
