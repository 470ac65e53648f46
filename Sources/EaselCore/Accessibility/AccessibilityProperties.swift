import Foundation

/// What one resolved view tells assistive technology: the accessibility
/// modifiers written on it and, underneath, the defaults its control gives
/// it (a Button's `isButton`, a Toggle's value). Kept on the node in the
/// node's rarely used storage, so views without any pay nothing.
///
/// A modifier overrides a control's default; when the same modifier is written
/// twice on one view, the outer one wins. SwiftUI documents neither rule; Easel
/// chooses so that `Button(…).accessibilityLabel("Close")` reads "Close".
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addTraits: AccessibilityTraits = []
    var removeTraits: AccessibilityTraits = []
    var isHidden: Bool?
    /// Set by `accessibilityElement(children:)`, or by a control that is one
    /// element whose label comes from its content (`.combine`).
    var children: AccessibilityChildBehavior?
    var sortPriority: Double?
    var actions: [String] = []
    var inputLabels: [String] = []
    var respondsToUserInteraction: Bool?
    /// The views that stand for this one (`accessibilityRepresentation`), resolved but not placed.
    var representation: [ViewNode]?
    /// A control's own part: what the tree calls it and whether it is adjustable.
    var role: AccessibilityRole?
    /// `Image(decorative:)`: never an element.
    var isDecorative = false
    /// Where VoiceOver's cursor sits when it is not the element's own frame.
    var focus: AccessibilityFocus?
    /// A container whose elements VoiceOver numbers ("2 of 3"): a tab bar, a segmented control.
    var numbersChildren = false

    /// Lays `outer` (a modifier written outside) over these values.
    mutating func override(with outer: AccessibilityProperties) {
        if let v = outer.label { label = v }
        if let v = outer.value { value = v }
        if let v = outer.hint { hint = v }
        if let v = outer.identifier { identifier = v }
        addTraits.formUnion(outer.addTraits); addTraits.subtract(outer.removeTraits)
        removeTraits.formUnion(outer.removeTraits); removeTraits.subtract(outer.addTraits)
        if let v = outer.isHidden { isHidden = v }
        if let v = outer.children { children = v }
        if let v = outer.sortPriority { sortPriority = v }
        actions += outer.actions.filter { !actions.contains($0) }
        if !outer.inputLabels.isEmpty { inputLabels = outer.inputLabels }
        if let v = outer.respondsToUserInteraction { respondsToUserInteraction = v }
        if let v = outer.representation { representation = v }
        if let v = outer.role { role = v }
        if outer.isDecorative { isDecorative = true }
        if let v = outer.focus { focus = v }
        if outer.numbersChildren { numbersChildren = true }
    }

    /// Fills in what a modifier has not already said (a control's defaults,
    /// applied to a node that may carry modifiers from inside its label).
    mutating func fillDefaults(_ d: AccessibilityProperties) {
        var merged = d
        merged.override(with: self)
        if role == nil { merged.role = d.role }
        self = merged
    }
}

/// A frame VoiceOver gives an element other than its drawn one.
enum AccessibilityFocus {
    /// A list row holding one element: the element is the whole cell, as a
    /// UITableViewCell is (its focus ring and its hit region).
    case cell
    /// A bar button: at least this size, centred on what is drawn.
    case minimum(CGSize)
    /// `contentShape(_:)`: the one element inside takes the shape's bounds in
    /// the view's frame (given the frame, returns the bounds).
    case shape((CGRect) -> CGRect)
}

/// What kind of control an element is, when its traits alone do not say
/// (a text field, a slider): the word the tree prints first, and whether
/// VoiceOver adjusts it by swiping up and down.
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let isAdjustable: Bool
    public let isInteractive: Bool
    public var description: String { name }

    public static let button = Self(name: "button", isAdjustable: false, isInteractive: true)
    public static let toggle = Self(name: "toggle", isAdjustable: false, isInteractive: true)
    public static let link = Self(name: "link", isAdjustable: false, isInteractive: true)
    public static let textField = Self(name: "textField", isAdjustable: false, isInteractive: true)
    public static let secureTextField = Self(name: "secureTextField", isAdjustable: false, isInteractive: true)
    public static let searchField = Self(name: "searchField", isAdjustable: false, isInteractive: true)
    public static let slider = Self(name: "slider", isAdjustable: true, isInteractive: true)
    public static let stepper = Self(name: "stepper", isAdjustable: true, isInteractive: true)
    public static let picker = Self(name: "picker", isAdjustable: false, isInteractive: true)
    public static let segmentedControl = Self(name: "segmentedControl", isAdjustable: false, isInteractive: true)
    public static let tab = Self(name: "tab", isAdjustable: false, isInteractive: true)
    public static let progressView = Self(name: "progressView", isAdjustable: false, isInteractive: false)
    public static let gauge = Self(name: "gauge", isAdjustable: false, isInteractive: false)
    public static let heading = Self(name: "heading", isAdjustable: false, isInteractive: false)
    public static let image = Self(name: "image", isAdjustable: false, isInteractive: false)
    public static let text = Self(name: "text", isAdjustable: false, isInteractive: false)
    public static let element = Self(name: "element", isAdjustable: false, isInteractive: false)
    public static let container = Self(name: "container", isAdjustable: false, isInteractive: false)
}

extension ViewNode {
    /// Applies a modifier's values over what the node already carries.
    func applyAccessibility(_ outer: AccessibilityProperties) {
        var p = accessibility ?? AccessibilityProperties()
        p.override(with: outer)
        accessibility = p
    }
    /// Applies a control's defaults under what the node already carries.
    func applyAccessibilityDefaults(_ d: AccessibilityProperties) {
        var p = accessibility ?? AccessibilityProperties()
        p.fillDefaults(d)
        accessibility = p
    }
}

extension _EaselModifier {
    /// Each of the content's nodes gets `p` over what it carries.
    static func accessibility(_ p: AccessibilityProperties) -> _EaselModifier {
        _EaselModifier { ctx, content in content(ctx).map { $0.applyAccessibility(p); return $0 } }
    }
    /// Each of the content's nodes gets `d` under what it carries.
    static func accessibilityDefaults(_ d: AccessibilityProperties) -> _EaselModifier {
        _EaselModifier { ctx, content in content(ctx).map { $0.applyAccessibilityDefaults(d); return $0 } }
    }
}

extension View {
    /// A control's defaults, under any modifier its user writes.
    func accessibilityDefaults(_ d: AccessibilityProperties) -> some View { modifier(_EaselModifier.accessibilityDefaults(d)) }
}
