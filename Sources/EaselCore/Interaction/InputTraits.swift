import Foundation

// iOS text-input traits compile as in SwiftUI (their types come from UIKit on
// iOS). They configure the on-screen keyboard, which a still image never shows.

public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = Self(rawValue: "name"), givenName = Self(rawValue: "givenName")
    public static let familyName = Self(rawValue: "familyName"), nickname = Self(rawValue: "nickname")
    public static let emailAddress = Self(rawValue: "emailAddress"), telephoneNumber = Self(rawValue: "telephoneNumber")
    public static let username = Self(rawValue: "username"), password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "newPassword"), oneTimeCode = Self(rawValue: "oneTimeCode")
    public static let URL = Self(rawValue: "URL"), fullStreetAddress = Self(rawValue: "fullStreetAddress")
    public static let postalCode = Self(rawValue: "postalCode"), addressCity = Self(rawValue: "addressCity")
    public static let organizationName = Self(rawValue: "organizationName"), jobTitle = Self(rawValue: "jobTitle")
    public static let creditCardNumber = Self(rawValue: "creditCardNumber")
}

public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = Self(kind: 0), words = Self(kind: 1), sentences = Self(kind: 2), characters = Self(kind: 3)
}

public struct SubmitLabel: Hashable, Sendable {
    let kind: String
    public static let done = Self(kind: "done"), go = Self(kind: "go"), send = Self(kind: "send"), join = Self(kind: "join")
    public static let route = Self(kind: "route"), search = Self(kind: "search"), `return` = Self(kind: "return")
    public static let next = Self(kind: "next"), `continue` = Self(kind: "continue")
}

/// Which field has focus. Nothing is focused in a still image (no keyboard,
/// no caret), so it keeps its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>
    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }

    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = Self(kind: 0), immediately = Self(kind: 1), interactively = Self(kind: 2), never = Self(kind: 3)
}
