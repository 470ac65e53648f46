import Foundation

/// SwiftUI's `Toggle`, drawn by the environment's toggle style (`.switch` on iOS).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
            .accessibilityDefaults(ControlAccessibility.toggle(isOn: isOn.wrappedValue))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == EaselCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }
}

public struct ToggleStyleConfiguration {
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { content.makeNodes(ctx) }
    }
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool { false }
}

public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The iOS switch: label leading, the 51×31 switch trailing.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The on colour (deprecated in SwiftUI for `.tint(_:)`, still common).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ControlRow(label: configuration.label, control: SwitchTrack(isOn: configuration.isOn, onColor: tint))
    }
}
/// `.button`: a bordered button, tinted when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(label: configuration.label, isOn: configuration.isOn)
    }
}
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

struct AnyToggleStyle { let makeBody: (ToggleStyleConfiguration) -> AnyView }
struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle { AnyView(DefaultToggleStyle().makeBody(configuration: $0)) }
}
extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle { get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue } }
}
extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment { $0.toggleStyle = AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) } }
    }
}

/// The switch itself (metrics: `IOSControls`). The knob sits at the trailing end
/// when on, which is the left in right-to-left layouts, as UISwitch mirrors.
struct SwitchTrack: View {
    let isOn: Bool
    var onColor: Color? = nil
    @Environment(\.tint) var tint
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        let size = IOSControls.switchSize
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (onColor ?? tint ?? IOSControls.switchOn) : IOSControls.switchOff)
            Circle().fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 4, y: 3)
                .frame(width: IOSControls.switchKnob, height: IOSControls.switchKnob)
                .padding((size.height - IOSControls.switchKnob) / 2)
        }
        .frame(width: size.width, height: size.height)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

struct ToggleButton: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.tint) var tint
    var body: some View {
        let m = ControlMetrics.button(.regular)
        let accent = tint ?? .accentColor
        label.foregroundStyle(isOn ? accent : Color.primary)
            .padding(.horizontal, m.horizontalPadding).padding(.vertical, m.verticalPadding)
            .background(isOn ? accent.opacity(ControlMetrics.borderedTintOpacity) : ControlMetrics.neutralFill,
                        in: RoundedRectangle(cornerRadius: m.cornerRadius))
    }
}
