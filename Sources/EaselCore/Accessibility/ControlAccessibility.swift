import Foundation

/// The defaults each control gives its element, gathered here so the
/// controls' files say only which one they are. Sources: Apple's
/// AccessibilityTraits and UIAccessibilityTraits documentation; where Apple
/// is silent the choice is named.
enum ControlAccessibility {
    /// A Button: one element labelled by its content, `isButton`.
    static var button: AccessibilityProperties { control(.button, traits: .isButton) }
    /// A Link: a button whose trait is `isLink` instead ("Link" is what VoiceOver announces).
    static var link: AccessibilityProperties {
        var p = control(.link, traits: .isLink); p.removeTraits = .isButton; return p
    }
    /// A Toggle: `isButton` with `isToggle` makes VoiceOver call it a switch
    /// button (UIAccessibilityTraits.toggleButton: "combine the toggle trait
    /// with a button trait"); its value is UISwitch's "1" or "0".
    static func toggle(isOn: Bool) -> AccessibilityProperties {
        var p = control(.toggle, traits: [.isButton, .isToggle]); p.value = isOn ? "1" : "0"; return p
    }
    /// A Slider: adjustable, its value as a whole percentage of its range, as
    /// UISlider reports it. Its label view is not drawn on iOS but is read.
    static func slider(fraction: Double, label: String?) -> AccessibilityProperties {
        var p = control(.slider, traits: [])
        p.value = percent(fraction); p.label = label
        return p
    }
    /// A Stepper: one adjustable element labelled by its label and valued by its
    /// bound value ("2"; set by the Stepper, none for its onIncrement form). SwiftUI does
    /// not document it; Easel chooses one adjustable element over UIStepper's
    /// separate Increment and Decrement buttons.
    static func stepper(label: String?) -> AccessibilityProperties {
        var p = control(.stepper, traits: []); p.label = label; p.children = .ignore; return p
    }
    /// A Picker: a button labelled by its label, valued by the chosen option.
    static func picker(label: String?, value: String?) -> AccessibilityProperties {
        var p = control(.picker, traits: .isButton)
        p.label = label; p.value = value; p.children = .ignore
        return p
    }
    /// A text field: labelled by its title, valued by its text; a secure
    /// field's value is its bullets, never the text.
    static func textField(label: String, text: String, isSecure: Bool) -> AccessibilityProperties {
        var p = control(isSecure ? .secureTextField : .textField, traits: [])
        p.label = label; p.children = .ignore
        p.value = isSecure ? String(repeating: "•", count: text.count) : text
        return p
    }
    /// A determinate ProgressView or a Gauge: its label, its value as a percentage.
    static func progress(_ role: AccessibilityRole, fraction: Double?) -> AccessibilityProperties {
        var p = control(role, traits: fraction == nil ? .updatesFrequently : [])
        p.value = fraction.map(percent)
        return p
    }
    /// The search field `searchable` draws: labelled by its prompt, `isSearchField`.
    static func searchField(prompt: String) -> AccessibilityProperties {
        var p = control(.searchField, traits: .isSearchField); p.label = prompt; p.children = .ignore
        // UISearchTextField is 36 pt tall inside a 52-pt search bar that takes the
        // touch around it; Apple documents neither region: Easel chooses 44 × 44.
        p.focus = .minimum(CGSize(width: 44, height: 44))
        return p
    }
    /// A segment of a segmented Picker: UISegmentedControl's segments are
    /// buttons, the chosen one `isSelected` (UIAccessibilityTraits.selected:
    /// "the element is currently selected", e.g. "a selected segment in a
    /// segmented control"), each labelled by its own content.
    static func segment(selected: Bool) -> AccessibilityProperties {
        control(.button, traits: selected ? [.isButton, .isSelected] : .isButton)
    }
    /// A DisclosureGroup's label row: one button labelled by the label, valued
    /// "expanded" or "collapsed". Apple documents neither the trait nor the
    /// words for SwiftUI's DisclosureGroup; Easel chooses a button whose value
    /// says the state (listed under "Where Easel chooses").
    static func disclosure(expanded: Bool) -> AccessibilityProperties {
        var p = control(.button, traits: .isButton); p.value = expanded ? "expanded" : "collapsed"; return p
    }
    /// A tab-bar item: a button, `isSelected` when it is the tab shown.
    static func tab(selected: Bool) -> AccessibilityProperties {
        control(.tab, traits: selected ? [.isButton, .isSelected] : .isButton)
    }
    /// The tab bar: a container (UITabBar's `tabBar` trait makes VoiceOver
    /// read "Tab Bar" and each item's position in it, "1 of 3").
    static var tabBar: AccessibilityProperties {
        var p = AccessibilityProperties(); p.children = .contain; p.label = "Tab Bar"; p.role = .container
        p.numbersChildren = true
        return p
    }
    /// Navigation titles and list section headers: `isHeader` ("the title of
    /// a navigation bar", AccessibilityTraits.isHeader).
    static var header: AccessibilityProperties { var p = AccessibilityProperties(); p.addTraits = .isHeader; return p }
    /// A list row: one element in it takes the whole cell.
    static var cell: AccessibilityProperties { var p = AccessibilityProperties(); p.focus = .cell; return p }
    /// A navigation-bar or toolbar item: UIKit lays bar buttons out at least
    /// 44 × 44 pt (the HIG's minimum hit target, and the bar's height), whatever
    /// the glyph's size. Apple documents the bar's height, not the item's
    /// region: Easel chooses the 44-pt square.
    static var barItem: AccessibilityProperties {
        var p = AccessibilityProperties(); p.focus = .minimum(CGSize(width: 44, height: 44)); return p
    }
    /// The status bar lives in the system's own window: not part of the app's tree.
    static var hidden: AccessibilityProperties { var p = AccessibilityProperties(); p.isHidden = true; return p }
    /// A Label reads its title only; its icon is not announced.
    static func label(title: String?) -> AccessibilityProperties {
        var p = AccessibilityProperties(); p.children = .combine; p.label = title; p.removeTraits = .isImage; return p
    }

    private static func control(_ role: AccessibilityRole, traits: AccessibilityTraits) -> AccessibilityProperties {
        var p = AccessibilityProperties()
        p.role = role; p.addTraits = traits; p.children = .combine
        return p
    }

    static func percent(_ fraction: Double) -> String { "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%" }

    /// The words a view reads, from its resolved nodes (for labels a control
    /// does not draw, such as a Slider's): texts and symbols, joined by ", ".
    static func text<V: View>(of view: V, _ ctx: ResolveContext) -> String? {
        text(of: EaselCore.makeNodes(view, ctx.deeper()))
    }
    static func text(of nodes: [ViewNode]) -> String? {
        var words: [String] = []
        func walk(_ n: ViewNode) {
            if n.accessibility?.isHidden == true || n.accessibility?.isDecorative == true { return }
            if let l = n.accessibility?.label { words.append(l); return }
            if let t = n as? TextNode { let s = t.text.accessibilityString; if !s.isEmpty { words.append(s) }; return }
            if let s = n as? SymbolNode { words.append(SymbolAccessibilityLabels.label(for: s.name)); return }
            n.layoutChildren.forEach(walk)
        }
        nodes.forEach(walk)
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}

extension View {
    /// Defaults computed from the context the control resolves in (labels it does not draw).
    func accessibilityDefaults(_ make: @escaping (ResolveContext) -> AccessibilityProperties) -> some View {
        modifier(_EaselModifier { ctx, content in
            let d = make(ctx)
            return content(ctx).map { $0.applyAccessibilityDefaults(d); return $0 }
        })
    }
}
