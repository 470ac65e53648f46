import Foundation

/// SwiftUI's `Link`: its label in the tint colour, as a borderless button.
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }
    public var body: some View { Button(action: {}) { label }.modifier(_EaselModifier.accessibility(ControlAccessibility.link)) }
}
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// SwiftUI's `Menu`: a still image shows its label, drawn as a borderless button;
/// the menu's items are never shown.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { _ = content(); self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}
extension Menu where Label == EaselCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }
}

/// SwiftUI's `LabeledContent`: the label leading, the value trailing in secondary grey.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    public var body: some View {
        ControlRow(label: label, control: content.foregroundStyle(.secondary))
    }
}
extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// SwiftUI's `ColorPicker`: the label, and the swatch iOS shows: the chosen colour
/// inside a colour-wheel ring (metrics: `IOSControls`).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue; self.label = label()
    }
    public var body: some View {
        let wheel = AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center)
        ControlRow(label: label, control: ZStack {
            Circle().strokeBorder(wheel, lineWidth: 3)
            Circle().fill(color).padding(5)
        }.frame(width: IOSControls.colorSwatch, height: IOSControls.colorSwatch))
        // One button read by its label (UIColorWell is a control that opens the
        // picker); the colour is not announced: Apple documents no value, Easel reads none.
        .accessibilityDefaults(ControlAccessibility.button)
    }
}
extension ColorPicker where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

/// SwiftUI's `ButtonBorderShape` for bordered buttons.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The shape a bordered button's background takes, given its size's default corner.
    func shape(defaultCorner: CGFloat) -> AnyShape {
        switch kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: defaultCorner))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let r): return AnyShape(RoundedRectangle(cornerRadius: r ?? defaultCorner))
        }
    }
}
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape { get { self[ButtonBorderShapeKey.self] } set { self[ButtonBorderShapeKey.self] = newValue } }
}
extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}
