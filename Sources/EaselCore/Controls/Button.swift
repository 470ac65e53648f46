import Foundation

/// A control showing a label; drawn by the environment's button style. The
/// action is kept but never run: a rendered image cannot be tapped.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); self.role = role; self.action = action
    }

    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)), action: action)
        let styled = EnvironmentValues.$current.withValue(ctx.env) { ctx.env.buttonStyle.makeBody(configuration) }
        let nodes = EaselCore.makeNodes(styled, ctx.deeper())
        for n in nodes { n.applyAccessibilityDefaults(ControlAccessibility.button) }
        return nodes
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

// MARK: - Styles

/// A style that draws a button from its label and role.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that draws a button from its label, pressed or not (never pressed in an image).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { content.makeNodes(ctx) }
    }
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

public struct ButtonStyleConfiguration {
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { content.makeNodes(ctx) }
    }
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

/// The style in force, erased to a function of the configuration.
struct AnyButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView
}

struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyButtonStyle { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment { $0.buttonStyle = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.buttonStyle = AnyButtonStyle { c in
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
                    role: c.role, label: ButtonStyleConfiguration.Label(c.label.content), isPressed: false)))
            }
        }
    }
}
