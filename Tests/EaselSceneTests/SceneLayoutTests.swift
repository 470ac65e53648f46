import Foundation
import Testing
import Easel
@testable import EaselScene

/// Frames of the views marked `id:` after laying the scene out.
func frames(_ yaml: String) throws -> [String: CGRect] {
    let built = try scene(yaml).build()
    var out: [String: CGRect] = [:]
    SceneRenderer(built).placedTree().forEach { node, _ in
        if let id = node.id?.base as? String, out[id] == nil { out[id] = node.frame }
    }
    return out
}

@Suite struct SceneLayoutTests {
    @Test func forEachRepeatsContentWithEachRecord() throws {
        let f = try frames("""
        canvas: { width: 100 }
        data: { bars: [{id: a, w: 80}, {id: b, w: 40}, {id: c, w: 60}] }
        body:
          VStack:
            spacing: 10
            content:
              - ForEach: { in: bars, as: bar, index: i }
                content:
                  - Rectangle:
                    frame: { width: "{bar.w}", height: 20 }
                    id: "{bar.id}-{i}"
        """)
        // Each bar is centred in the 100-pt canvas; rows are 20 pt apart plus 10 spacing.
        #expect(f["a-0"] == CGRect(x: 10, y: 0, width: 80, height: 20))
        #expect(f["b-1"] == CGRect(x: 30, y: 30, width: 40, height: 20))
        #expect(f["c-2"] == CGRect(x: 20, y: 60, width: 60, height: 20))
    }

    @Test func modifiersApplyInTheOrderWritten() throws {
        let f = try frames("""
        body:
          HStack:
            spacing: 0
            content:
              - Rectangle:
                frame: { width: 50, height: 50 }
                padding: 10
                id: padded-after
              - Rectangle:
                modifiers:
                  - padding: 10
                  - frame: { width: 50, height: 50 }
                  - id: framed-after
        """)
        #expect(f["padded-after"]?.size == CGSize(width: 70, height: 70))
        #expect(f["framed-after"]?.size == CGSize(width: 50, height: 50))
        #expect(f["framed-after"]?.minX == 70)
    }

    @Test func conditionsTestTruthinessAndEquality() throws {
        let yaml = """
        data: { tier: gold, count: 0, name: Ada }
        body:
          VStack:
            - if: "tier == gold"
              then: { Rectangle: , frame: {width: 10, height: 10}, id: gold }
              else: { Rectangle: , frame: {width: 10, height: 10}, id: other }
            - if: count
              then: { Rectangle: , frame: {width: 10, height: 10}, id: counted }
            - if: "!count"
              then: { Rectangle: , frame: {width: 10, height: 10}, id: empty }
            - if: "name != Ada"
              then: { Rectangle: , frame: {width: 10, height: 10}, id: stranger }
            - if: missing.field
              then: { Rectangle: , frame: {width: 10, height: 10}, id: missing }
        """
        #expect(Set(try frames(yaml).keys) == ["gold", "empty"])
    }

    @Test func canvasSizeIsTheImageSizeAndAlignsTheBody() throws {
        let f = try frames("""
        canvas: { width: 200, height: 100, alignment: topLeading }
        body: { Rectangle: , frame: {width: 40, height: 30}, id: box }
        """)
        #expect(f["box"] == CGRect(x: 0, y: 0, width: 40, height: 30))
        let built = try scene("canvas: { width: 200, height: 100 }\nbody: { Rectangle: , frame: {width: 40, height: 30} }\n").build()
        #expect(SceneRenderer(built).placedTree().frame.size == CGSize(width: 200, height: 100))
    }

    @Test func gridAndCustomLayoutsAreReachable() throws {
        let f = try frames("""
        body:
          VStack:
            spacing: 0
            content:
              - Grid:
                  horizontalSpacing: 5
                  verticalSpacing: 5
                  content:
                    - GridRow: [ {Rectangle: , frame: {width: 30, height: 10}, id: r0c0}, {Rectangle: , frame: {width: 10, height: 10}, id: r0c1} ]
                    - GridRow: [ {Rectangle: , frame: {width: 10, height: 20}, id: r1c0}, {Rectangle: , frame: {width: 50, height: 10}, id: r1c1} ]
              - EqualWidthHStack:
                  - { Rectangle: , frame: {height: 10}, fixedSize: {horizontal: false, vertical: true}, id: eq }
        """)
        // Column widths are the widest cell of each column: 30 and 50.
        let c1 = try #require(f["r1c1"]), c0 = try #require(f["r1c0"]), r0 = try #require(f["r0c1"])
        // Column 1 starts after column 0 (30) and the spacing (5); the 10-wide cell is centred in column 0.
        #expect(abs(c1.minX - 35) < 1e-9)
        #expect(abs(c0.minX - 10) < 1e-9)
        #expect(abs(r0.midX - c1.midX) < 1e-9)
        #expect(abs(c0.minY - 15) < 1e-9)
        #expect(f["eq"] != nil)
    }

    @Test func scrollViewStacksAlongItsAxisFromTheStart() throws {
        let vertical = try frames("""
        canvas: { width: 200, height: 100 }
        body:
          ScrollView:
            - { Rectangle: , frame: {height: 80}, id: a }
            - { Rectangle: , frame: {width: 50, height: 80}, id: b }
          id: scroll
        """)
        // Takes the canvas; children from the top, 8 apart, centred across; b runs past the bottom.
        #expect(vertical["scroll"] == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(vertical["a"] == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(vertical["b"] == CGRect(x: 75, y: 88, width: 50, height: 80))
        let horizontal = try frames("""
        canvas: { width: 200, height: 100 }
        body:
          ScrollView:
            axes: horizontal
            content:
              - { Rectangle: , frame: {width: 120}, id: a }
              - { Rectangle: , frame: {width: 120}, id: b }
        """)
        #expect(horizontal["a"] == CGRect(x: 0, y: 0, width: 120, height: 100))
        #expect(horizontal["b"] == CGRect(x: 128, y: 0, width: 120, height: 100))
        #expect(failure("body: { ScrollView: { axes: diagonal, content: [] } }\n")?.contains("unknown axes 'diagonal'") == true)
    }

    @Test func nonTextViewsRejectTextOnlyModifiers() {
        #expect(failure("body: { Rectangle: , kerning: 2 }\n")?.contains("kerning applies only to Text") == true)
        #expect(failure("body: { Text: Hi, fill: red }\n")?.contains("fill applies only to a shape") == true)
    }

    @Test func forEachCannotMultiplyPastTheNodeLimit() {
        let message = failure("""
        body:
          VStack:
            - ForEach: { count: 50000 }
              content: [ {Text: a}, {Text: b} ]
        """)
        #expect(message?.contains("more than 50000 views") == true)
    }
}
