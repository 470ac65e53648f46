import Foundation

/// `.automatic`: on iOS, a borderless button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderless)
    }
}

/// Tinted label, no background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderless)
    }
}

/// The label as it is: no padding, background or tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .plain)
    }
}

/// Tinted label on a light tint-coloured rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .bordered)
    }
}

/// White label on a solid tint-coloured rounded rectangle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(label: configuration.label, role: configuration.role, kind: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The drawing shared by the built-in styles, reading tint, control size,
/// enabled state and font from the environment (metrics: `ControlMetrics`).
struct BuiltInButton: View {
    enum Kind { case plain, borderless, bordered, borderedProminent }
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let kind: Kind
    @Environment(\.controlSize) var controlSize
    @Environment(\.tint) var tint
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.font) var font
    @Environment(\.buttonBorderShape) var borderShape
    @Environment(\.self) var env

    var body: some View {
        let m = ControlMetrics.button(controlSize)
        let accent = role == .destructive ? Color.red : (tint ?? .accentColor)
        // The label's colour: a foreground style set on the button (or around
        // it) wins over the tint, as in SwiftUI, where `Button(…).foregroundColor(.white)`
        // draws a white label; the tint only colours a label nothing else styles.
        // A destructive role stays red, a disabled label grey. The bordered fill keeps the tint.
        let keepsStyle = isEnabled && role != .destructive && env.foregroundStyle != nil
        let labelColor = isEnabled ? accent : ControlMetrics.disabledLabel
        let tinted = _EaselModifier.environment { e in
            if !keepsStyle { e.foregroundStyle = AnyShapeStyle(labelColor); e.paletteStyles = [] }
        }
        switch kind {
        case .plain:
            label
        case .borderless:
            label.font(font ?? m.font).modifier(tinted)
        case .bordered:
            label.font(font ?? m.font)
                .modifier(tinted)
                .padding(.horizontal, m.horizontalPadding).padding(.vertical, m.verticalPadding)
                .background(isEnabled && (tint != nil || role == .destructive)
                                ? accent.opacity(ControlMetrics.borderedTintOpacity) : ControlMetrics.neutralFill,
                            in: borderShape.shape(defaultCorner: m.cornerRadius))
        case .borderedProminent:
            label.font(font ?? m.font)
                .foregroundStyle(isEnabled ? Color.white : ControlMetrics.disabledLabel)
                .padding(.horizontal, m.horizontalPadding).padding(.vertical, m.verticalPadding)
                .background(isEnabled ? accent : ControlMetrics.neutralFill, in: borderShape.shape(defaultCorner: m.cornerRadius))
        }
    }
}
