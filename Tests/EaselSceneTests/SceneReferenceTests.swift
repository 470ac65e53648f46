import Foundation
import Testing
@testable import EaselScene

@Suite struct SceneReferenceTests {
    @Test func theGeneratedReferenceIsTheRegistrysCurrentOne() throws {
        let reference = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/scene-reference.md"), encoding: .utf8)
        let begin = try #require(reference.range(of: "<!-- scene-reference:begin -->\n"))
        let end = try #require(reference.range(of: "<!-- scene-reference:end -->"))
        #expect(String(reference[begin.upperBound..<end.lowerBound]) == SceneReference.markdown(),
                "regenerate docs/scene-reference.md with: make scene-reference")
    }

    @Test func everyViewAndModifierHasARowWithItsArguments() {
        let md = SceneReference.markdown()
        let r = SceneRegistry.standard
        for name in Array(r.views.keys) + Array(r.modifiers.keys) { #expect(md.contains("| `\(name)` |"), "\(name)") }
        // Image's arguments, which the README once left out.
        #expect(md.contains("| `Image` | `file`: file path (one of `file`, `systemName`, `name` is required), the value when written alone<br>`scale`: number 0.1…16"))
        #expect(md.contains("| `aspectRatio` | `ratio`: number ≥ 0.0001"))
    }

    @Test func aModifierWrittenInsideAViewsArgumentsIsPointedAtItsPlace() {
        let message = failure("""
            body:
              VStack:
                alignment: leading
                padding: 8
                content: [ {Text: Hi} ]
            """)
        #expect(message?.contains("test.yaml:4:5: body.VStack: 'padding' is a modifier, not an argument of VStack: write it beside 'VStack'") == true,
                "\(message ?? "")")
        let frame = failure("body:\n  HStack: {spacing: 4, frame: {width: 10}, content: [Spacer]}\n")
        #expect(frame?.contains("'frame' is a modifier, not an argument of HStack") == true, "\(frame ?? "")")
        // A misspelt argument is still reported as one, with a suggestion.
        #expect(failure("body:\n  VStack: {alignmnt: leading, content: [Spacer]}\n")?.contains("unknown argument 'alignmnt' for VStack") == true)
    }
}
