import Foundation
import Testing
@testable import EaselScene

@Suite struct SchemaTests {
    @Test func committedSchemaMatchesTheRegistry() throws {
        let committed = try Data(contentsOf: Fixtures.directory.appendingPathComponent("scene.schema.json"))
        #expect(try SceneSchema.json() == committed, "regenerate with: easel schema > Fixtures/scene.schema.json")
    }

    @Test func everyViewModifierShapeAndStyleIsInTheSchema() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: SceneSchema.json()) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let mapping = try #require((defs["viewMapping"] as? [String: Any])?["properties"] as? [String: Any])
        let r = SceneRegistry.standard
        for name in Array(r.views.keys) + Array(r.modifiers.keys) + ["ForEach", "if", "then", "else", "content", "modifiers"] {
            #expect(mapping[name] != nil, "\(name) missing from the schema")
        }
        let styles = try #require(((defs["style"] as? [String: Any])?["anyOf"] as? [Any])?.last as? [String: Any])
        #expect(Set((styles["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(r.styles.keys).union(["opacity"]))
    }

    @Test func theLibrarysLayoutsAndViewsAreRegistered() {
        let r = SceneRegistry.standard
        for name in ["HStack", "VStack", "ZStack", "Grid", "GridRow", "ViewThatFits", "FlowLayout", "ColumnsLayout", "RadialLayout",
                     "EqualWidthHStack", "EqualWidthVStack", "LazyVGrid", "LazyHGrid", "Text", "Image", "Button", "ProgressView", "LinearGradient", "Circle", "Capsule"] {
            #expect(r.views[name] != nil, "\(name)")
        }
    }
}
