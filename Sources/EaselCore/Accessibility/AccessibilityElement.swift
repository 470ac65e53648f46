import Foundation

/// One stop of VoiceOver: what it reads and where the element is drawn.
/// A container (`accessibilityElement(children: .contain)`, a tab bar) reads
/// nothing itself and holds its elements in `children`.
public struct AccessibilityElement: Hashable, Sendable {
    /// What kind of element it is: a control's own kind (text field, slider,
    /// tab) or, for everything else, the kind its traits say.
    public var role: AccessibilityRole
    public var label: String
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var traits: AccessibilityTraits
    /// Named actions (`accessibilityAction(named:)`) and action kinds, in the order written.
    public var actions: [String]
    public var inputLabels: [String]
    /// Whether the element acts on a tap or swipe: a control, a view with an
    /// action, or `accessibilityRespondsToUserInteraction(true)`.
    public var isInteractive: Bool
    /// The element's frame in the image's coordinates (points, pixel-snapped).
    public var frame: CGRect
    public var children: [AccessibilityElement]
    public var isContainer: Bool { role == .container }
    /// `accessibilitySortPriority`: higher goes first among its siblings.
    public var sortPriority: Double
    /// Where the element sits among its group's, as VoiceOver says it after
    /// the kind: "1 of 3" for a tab-bar item or a segment.
    public var position: String?

    public init(role: AccessibilityRole, label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                traits: AccessibilityTraits = [], actions: [String] = [], inputLabels: [String] = [],
                isInteractive: Bool = false, frame: CGRect, children: [AccessibilityElement] = [], sortPriority: Double = 0,
                position: String? = nil) {
        self.role = role; self.label = label; self.value = value; self.hint = hint; self.identifier = identifier
        self.traits = traits; self.actions = actions; self.inputLabels = inputLabels
        self.isInteractive = isInteractive; self.frame = frame; self.children = children; self.sortPriority = sortPriority
        self.position = position
    }

    /// The kind the tree prints: a control's own, else the first of its traits
    /// that names one, as VoiceOver announces it after the label.
    public var kind: String {
        if role != .element && role != .text && role != .image { return role.name }
        if traits.contains(.isToggle) { return "toggle" }
        if traits.contains(.isSearchField) { return "searchField" }
        if traits.contains(.isLink) { return "link" }
        if traits.contains(.isButton) { return "button" }
        if traits.contains(.isHeader) { return "heading" }
        if traits.contains(.isImage) { return "image" }
        if traits.contains(.isStaticText) { return "text" }
        return role.name
    }

    /// The elements VoiceOver visits, depth first, containers left out: the
    /// order a swipe right walks them in.
    public var leaves: [AccessibilityElement] { isContainer ? children.flatMap(\.leaves) : [self] }
}

/// What VoiceOver would visit in a placed view tree, in order.
public struct AccessibilityTree: Hashable, Sendable {
    public var elements: [AccessibilityElement]
    public init(elements: [AccessibilityElement]) { self.elements = elements }
    /// Every element a swipe reaches, in reading order (containers left out).
    public var readingOrder: [AccessibilityElement] { elements.flatMap(\.leaves) }
}
