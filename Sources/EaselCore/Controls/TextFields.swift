import Foundation

/// SwiftUI's `TextField`: the text, or the prompt in placeholder grey when the
/// text is empty, on one line as wide as offered. `.roundedBorder` adds UIKit's
/// rounded-rect field (metrics: `IOSControls`); `.plain`/`.automatic` draw none.
public struct TextField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    let isSecure: Bool
    let axis: Axis

    public var body: some View {
        FieldText(text: isSecure ? String(repeating: "•", count: text.count) : text,
                  placeholder: prompt ?? (label as? Text), axis: axis)
            .accessibilityDefaults { [label, text, isSecure, prompt] ctx in
                ControlAccessibility.textField(label: ControlAccessibility.text(of: label, ctx) ?? prompt?.accessibilityString ?? "",
                                               text: text, isSecure: isSecure)
            }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue; self.prompt = prompt; label = Text(titleKey); isSecure = false; axis = .horizontal
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue; self.prompt = prompt; label = Text(title); isSecure = false; axis = .horizontal
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.text = text.wrappedValue; self.prompt = prompt; label = Text(titleKey); isSecure = false; self.axis = axis
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        // In the locale every Easel render formats with, as `Text(_:format:)` does:
        // "$0.00" for `.currency(code: "USD")`, where the machine's locale gave "US$0.00".
        self.text = Text.format(value.wrappedValue, format); self.prompt = prompt; label = Text(titleKey); isSecure = false; axis = .horizontal
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.text = Text.format(value.wrappedValue, format); self.prompt = prompt; label = Text(title); isSecure = false; axis = .horizontal
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue; self.prompt = prompt; self.label = label(); isSecure = false; axis = .horizontal
    }
}

/// SwiftUI's `SecureField`: a text field showing one bullet per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: true, axis: .horizontal)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: true, axis: .horizontal)
    }
}

/// SwiftUI's `TextEditor`: the text from the top leading corner, inset as
/// UITextView insets it, filling what it is offered.
public struct TextEditor: View {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public var body: some View {
        Text(verbatim: text)
            .padding(IOSControls.editorInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct FieldText: View {
    let text: String
    let placeholder: Text?
    let axis: Axis
    @Environment(\.textFieldStyle) var style

    var body: some View {
        let content = Group {
            if text.isEmpty { (placeholder ?? Text(verbatim: "")).foregroundStyle(IOSControls.placeholder) }
            else { Text(verbatim: text) }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .plain:
            content
        case .roundedBorder:
            content
                .padding(.horizontal, IOSControls.roundedFieldPadding)
                .frame(minHeight: IOSControls.roundedFieldHeight)
                .background(IOSControls.fieldBackground, in: RoundedRectangle(cornerRadius: IOSControls.roundedFieldCorner))
                .overlay(RoundedRectangle(cornerRadius: IOSControls.roundedFieldCorner).strokeBorder(IOSControls.separator, lineWidth: 0.5))
        }
    }
}

public protocol TextFieldStyle {}
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

enum TextFieldStyleKind { case plain, roundedBorder }
struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }
extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind { get { self[TextFieldStyleKey.self] } set { self[TextFieldStyleKey.self] = newValue } }
}
extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}
