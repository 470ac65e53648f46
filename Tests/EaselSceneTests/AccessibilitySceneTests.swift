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

    @Test func theModifiersAreInTheSchemaAndReference() throws {
        let schema = String(decoding: try SceneSchema.json(), as: UTF8.self)
        for key in ["accessibilityLabel", "accessibilityHidden", "accessibilityAddTraits", "accessibilityElement", "accessibilityRepresentation"] {
            #expect(schema.contains("\"\(key)\""), "\(key)")
        }
        #expect(SceneReference.markdown().contains("accessibilityAddTraits"))
    }
}
