import Foundation

// Accessibility modifiers compile as in SwiftUI. They describe the view to
// assistive technology and never change how it looks, so an image ignores them.

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, contain, combine }

public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = Self(rawValue: 1 << 0), isHeader = Self(rawValue: 1 << 1)
    public static let isSelected = Self(rawValue: 1 << 2), isLink = Self(rawValue: 1 << 3)
    public static let isSearchField = Self(rawValue: 1 << 4), isImage = Self(rawValue: 1 << 5)
    public static let playsSound = Self(rawValue: 1 << 6), isKeyboardKey = Self(rawValue: 1 << 7)
    public static let isStaticText = Self(rawValue: 1 << 8), isSummaryElement = Self(rawValue: 1 << 9)
    public static let updatesFrequently = Self(rawValue: 1 << 10), startsMediaSession = Self(rawValue: 1 << 11)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 12), causesPageTurn = Self(rawValue: 1 << 13)
    public static let isModal = Self(rawValue: 1 << 14), isToggle = Self(rawValue: 1 << 15)
}

extension View {
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(_ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
}
