import Foundation

// `Button(_:systemImage:action:)` (iOS 14) and `(_:systemImage:role:action:)` (iOS 15): a button
// whose label is `Label(title, systemImage:)`, drawn as the label style in force
// draws it (title and icon in a stack or a list, the icon alone in a toolbar).

extension Button where Label == EaselCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { EaselCore.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselCore.Label(title, systemImage: systemImage) }
    }
}
