import Foundation
import EaselCore

/// The accessibility modifiers, keyed as in Swift. They change what
/// `easel render --accessibility` writes, never the image.
enum AccessibilityEntries {
    static let traits: KeyValuePairs<String, AccessibilityTraits> = [
        "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink,
        "isSearchField": .isSearchField, "isImage": .isImage, "playsSound": .playsSound, "isKeyboardKey": .isKeyboardKey,
        "isStaticText": .isStaticText, "isSummaryElement": .isSummaryElement, "updatesFrequently": .updatesFrequently,
        "startsMediaSession": .startsMediaSession, "allowsDirectInteraction": .allowsDirectInteraction,
        "causesPageTurn": .causesPageTurn, "isModal": .isModal, "isToggle": .isToggle,
    ]
    static let children: KeyValuePairs<String, AccessibilityChildBehavior> = ["ignore": .ignore, "contain": .contain, "combine": .combine]
    static let headingLevels: KeyValuePairs<String, AccessibilityHeadingLevel> = [
        "unspecified": .unspecified, "h1": .h1, "h2": .h2, "h3": .h3, "h4": .h4, "h5": .h5, "h6": .h6,
    ]

    static func register(into r: inout SceneRegistry) {
        func text(_ name: String, _ doc: String, _ apply: @escaping @Sendable (AnyView, String) -> AnyView) {
            r.modifier(name, doc, [ParamSpec("text", .string, required: true)], positional: "text") { v, a in
                apply(v, try a.required("text").string())
            }
        }
        text("accessibilityLabel", "What VoiceOver reads for the view instead of its content.") { AnyView($0.accessibilityLabel($1)) }
        text("accessibilityValue", "The element's current value, read after its label.") { AnyView($0.accessibilityValue($1)) }
        text("accessibilityHint", "What happens when the element is activated, read last.") { AnyView($0.accessibilityHint($1)) }
        text("accessibilityIdentifier", "An identifier for UI tests; never read aloud.") { AnyView($0.accessibilityIdentifier($1)) }
        r.modifier("accessibilityHidden", "true hides the view and its content from VoiceOver.",
                   [ParamSpec("hidden", .bool)], positional: "hidden") { v, a in
            AnyView(v.accessibilityHidden(try a.bool("hidden") ?? true))
        }
        for (name, doc, add) in [("accessibilityAddTraits", "Traits added: one name or a list (isHeader, isButton…).", true),
                                 ("accessibilityRemoveTraits", "Traits removed: one name or a list.", false)] {
            r.modifier(name, doc, [ParamSpec("traits", .list(.choice(traits)), required: true)], positional: "traits") { v, a in
                let set = try a.required("traits").items().reduce(into: AccessibilityTraits()) {
                    $0.formUnion(try $1.choice(traits, what: "accessibility trait"))
                }
                return add ? AnyView(v.accessibilityAddTraits(set)) : AnyView(v.accessibilityRemoveTraits(set))
            }
        }
        r.modifier("accessibilityElement", "Makes the view one element: children ignore (default), combine or contain.",
                   [ParamSpec("children", .choice(children))], positional: "children") { v, a in
            AnyView(v.accessibilityElement(children: try a.choice("children", children, what: "child behavior") ?? .ignore))
        }
        r.modifier("accessibilityHeading", "Marks the view as a heading (adds isHeader); level h1…h6 or unspecified.",
                   [ParamSpec("level", .choice(headingLevels))], positional: "level") { v, a in
            AnyView(v.accessibilityHeading(try a.choice("level", headingLevels, what: "heading level") ?? .unspecified))
        }
        r.modifier("accessibilitySortPriority", "Higher is read earlier among its siblings (default 0).",
                   [ParamSpec("priority", .number, required: true)], positional: "priority") { v, a in
            AnyView(v.accessibilitySortPriority(try a.required("priority").number()))
        }
        r.modifier("accessibilityInputLabels", "Names Voice Control accepts for the element.",
                   [ParamSpec("labels", .list(.string), required: true)], positional: "labels") { v, a in
            AnyView(v.accessibilityInputLabels(try a.required("labels").items().map { try $0.string() }))
        }
        r.modifier("accessibilityAction", "A named custom action VoiceOver lists in its rotor.",
                   [ParamSpec("named", .string, required: true)], positional: "named") { v, a in
            AnyView(v.accessibilityAction(named: try a.required("named").string()) {})
        }
        r.modifier("accessibilityRespondsToUserInteraction", "Whether the element acts on a tap (true by default).",
                   [ParamSpec("respondsToUserInteraction", .bool)], positional: "respondsToUserInteraction") { v, a in
            AnyView(v.accessibilityRespondsToUserInteraction(try a.bool("respondsToUserInteraction") ?? true))
        }
        r.modifier("accessibilityRepresentation", "VoiceOver reads this view in the modified view's place.",
                   [ParamSpec("representation", .view, required: true)], positional: "representation") { v, a in
            let rep = try a.required("representation").buildView()
            return AnyView(v.accessibilityRepresentation { rep.view })
        }
    }
}
