import Foundation

/// SwiftUI's `Label`: a title and an icon, drawn by the environment's label style.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
            .accessibilityDefaults { [title] ctx in ControlAccessibility.label(title: ControlAccessibility.text(of: title, ctx)) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

public struct LabelStyleConfiguration {
    public struct Title: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { content.makeNodes(ctx) }
    }
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
            // In a list row, iOS draws a label's icon in the tint colour unless a style is set.
            guard ctx.env.enclosingList != nil, ctx.env.foregroundStyle == nil else { return content.makeNodes(ctx) }
            let tint = ctx.env.tint ?? .accentColor
            return content.makeNodes(ctx.with { $0.foregroundStyle = AnyShapeStyle(tint) })
        }
    }
    public let title: Title
    public let icon: Icon
}

public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Icon then title, on the title's first baseline. The gap is not published by
/// Apple; 8 pt is the standard spacing between adjacent views, which iOS's label
/// spacing matches at body size.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) { configuration.icon; configuration.title }
    }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// `.automatic`: on iOS, title and icon; in a toolbar the icon alone (Apple's
/// `Button` documentation: "buttons only display their icons by default when
/// placed in toolbars").
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticLabel(configuration: configuration) }
}

struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isToolbarItem) var isToolbarItem
    var body: some View {
        if isToolbarItem { configuration.icon } else { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
    }
}

struct IsToolbarItemKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// Set for the content of toolbar items, where automatic labels show their icon only.
    var isToolbarItem: Bool { get { self[IsToolbarItemKey.self] } set { self[IsToolbarItemKey.self] = newValue } }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}
struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) }
}
extension EnvironmentValues {
    var labelStyle: AnyLabelStyle { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}
extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment { $0.labelStyle = AnyLabelStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}
