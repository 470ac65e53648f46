import Foundation

// Accessibility modifiers as in SwiftUI. They never change how a view looks;
// they are read by `AccessibilityTree` (Accessibility/), which builds what
// VoiceOver would visit from the placed views.

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

    /// Each trait with its Swift name, in declaration order: the tree prints them so.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isSelected", .isSelected), ("isLink", .isLink),
        ("isSearchField", .isSearchField), ("isImage", .isImage), ("playsSound", .playsSound),
        ("isKeyboardKey", .isKeyboardKey), ("isStaticText", .isStaticText), ("isSummaryElement", .isSummaryElement),
        ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isModal", .isModal), ("isToggle", .isToggle),
    ]
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}

/// `accessibilityHeading(_:)`'s levels; every level adds `isHeader`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// `accessibilityAction(_:_:)`'s kinds; the tree lists them by these names.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = Self(name: "default"), escape = Self(name: "escape")
    public static let magicTap = Self(name: "magicTap"), delete = Self(name: "delete")
    public static let showMenu = Self(name: "showMenu")
    public init(named name: Text) { self.name = name.accessibilityString }
    init(name: String) { self.name = name }
}

extension View {
    private func accessibility(_ update: (inout AccessibilityProperties) -> Void) -> some View {
        var p = AccessibilityProperties()
        update(&p)
        return modifier(_EaselModifier.accessibility(p))
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.accessibilityString } }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }

    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.accessibilityString } }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { accessibilityValue(Text(key)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }

    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.accessibilityString } }
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { accessibilityHint(Text(key)) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }

    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.addTraits = traits } }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.removeTraits = traits } }
    public func accessibilitySortPriority(_ priority: Double) -> some View { accessibility { $0.sortPriority = priority } }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility { $0.addTraits = .isHeader } }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        accessibility { $0.respondsToUserInteraction = respondsToUserInteraction }
    }

    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [name.accessibilityString] }
    }
    public func accessibilityAction(named key: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(key), handler)
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [String(name)] }
    }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [actionKind.name] }
    }

    public func accessibilityInputLabels(_ labels: [Text]) -> some View { accessibility { $0.inputLabels = labels.map(\.accessibilityString) } }
    public func accessibilityInputLabels(_ keys: [LocalizedStringKey]) -> some View { accessibilityInputLabels(keys.map { Text($0) }) }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View {
        accessibility { $0.inputLabels = labels.map { String($0) } }
    }

    /// The view draws itself; assistive technology reads `representation` in
    /// its place, over the view's frame.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let rep = representation()
        return modifier(_EaselModifier { ctx, content in
            let nodes = content(ctx)
            let represented = EaselCore.makeNodes(rep, ctx.deeper())
            var p = AccessibilityProperties()
            p.representation = represented
            for n in nodes { n.applyAccessibility(p) }
            return nodes
        })
    }
}
