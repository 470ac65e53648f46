import Testing
import Foundation
import Yams
@testable import EaselScene

/// The accessibility modifiers as scene keys, and the YAML tree they give.
@Suite struct AccessibilitySceneTests {
    let card = """
    canvas: { width: 320 }
    body:
      VStack:
        content:
          - Text: Inbox
            accessibilityAddTraits: isHeader
          - HStack:
              content:
                - Text: Ada
                - Text: "3 new"
            accessibilityElement: { children: combine }
            accessibilityHint: Opens the conversation
          - Button: Close
            accessibilityLabel: Dismiss
            accessibilityIdentifier: close
            accessibilityAddTraits: [isSelected]
          - Text: Secret
            accessibilityHidden: true
          - Text: "Note: urgent"
            accessibilitySortPriority: 1
            accessibilityInputLabels: [Note, Urgent]
            accessibilityAction: Archive
    """

    @Test func modifiersShapeTheTree() throws {
        let yaml = try SceneRenderer(try scene(card).build()).accessibilityYAML()
        let lines = yaml.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(yaml)")
        #expect(lines[0].hasPrefix("- 'text \"Note: urgent\" traits=[isStaticText] actions=[\"Archive\"] inputLabels=[\"Note\", \"Urgent\"] sortPriority=1 frame=["))
        #expect(lines[1].hasPrefix("- heading \"Inbox\" traits=[isHeader, isStaticText] frame=["))
        #expect(lines[2].hasPrefix("- text \"Ada, 3 new\" hint=\"Opens the conversation\" traits=[isStaticText] frame=["))
        #expect(lines[3].hasPrefix("- button \"Dismiss\" id=\"close\" traits=[isButton, isSelected] frame=["))
    }

    @Test func treeIsYAMLThatReadsBackLineForLine() throws {
        let yaml = try SceneRenderer(try scene(card).build()).accessibilityYAML()
        let parsed = try Yams.load(yaml: yaml) as? [Any]
        #expect(parsed?.count == 4)
        #expect((parsed?[0] as? String)?.hasPrefix("text \"Note: urgent\"") == true)
    }

    @Test func badValuesAreLocated() {
        let message = failure("""
        body:
          Text: Hi
          accessibilityAddTraits: [isHeader, isHeadr]
        """)
        #expect(message?.contains("test.yaml:3:") == true, "\(message ?? "")")
        #expect(message?.contains("isHeadr") == true)
        #expect(message?.contains("isHeader") == true)
        let children = failure("""
        body:
          Text: Hi
          accessibilityElement: { children: merge }
        """)
        #expect(children?.contains("test.yaml:3:") == true, "\(children ?? "")")
        #expect(children?.contains("combine") == true)
    }

    /// Every modifier the issue lists, as a key named as in Swift.
    static let keys = ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier",
                       "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityElement",
                       "accessibilityHeading", "accessibilityRepresentation", "accessibilityAction", "accessibilitySortPriority",
                       "accessibilityInputLabels", "accessibilityRespondsToUserInteraction"]

    @Test func theModifiersAreInTheSchemaAndReference() throws {
        let schema = String(decoding: try SceneSchema.json(), as: UTF8.self)
        let reference = SceneReference.markdown()
        for key in Self.keys {
            #expect(schema.contains("\"\(key)\""), "\(key)")
            #expect(reference.contains("`\(key)`"), "\(key)")
        }
    }

    @Test func valueRemoveTraitsAndHeading() throws {
        let yaml = try SceneRenderer(try scene("""
        canvas: { width: 320 }
        body:
          VStack:
            content:
              - Text: Volume
                accessibilityHeading: h2
              - Text: "70"
                accessibilityLabel: Level
                accessibilityValue: 70 percent
              - Button: Play
                accessibilityRemoveTraits: isButton
        """).build()).accessibilityYAML()
        let lines = yaml.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(yaml)")
        #expect(lines[0].hasPrefix("- heading \"Volume\" traits=[isHeader, isStaticText] frame=["))
        #expect(lines[1].hasPrefix("- text \"Level\" value=\"70 percent\" traits=[isStaticText] frame=["))
        // The control keeps its kind; the trait VoiceOver would announce is gone.
        #expect(lines[2].hasPrefix("- button \"Play\" frame=["), "\(lines[2])")
    }

    /// A bad value of each kind is named with its file, line and column, and the key.
    @Test(arguments: [
        ("accessibilityHeading: h7", "h7"),
        ("accessibilitySortPriority: high", "accessibilitySortPriority"),
        ("accessibilityHidden: maybe", "accessibilityHidden"),
        ("accessibilityRespondsToUserInteraction: sometimes", "accessibilityRespondsToUserInteraction"),
        ("accessibilityRemoveTraits: [isButon]", "isButon"),
        ("accessibilityInputLabels: { first: Play }", "accessibilityInputLabels"),
        ("accessibilityLabel: [Play, Pause]", "accessibilityLabel"),
    ])
    func badValueIsLocated(_ line: String, _ named: String) {
        let message = failure("body:\n  Text: Hi\n  \(line)\n")
        #expect(message?.contains("test.yaml:3:") == true, "\(line): \(message ?? "no error")")
        #expect(message?.contains(named) == true, "\(line): \(message ?? "no error")")
    }
}
