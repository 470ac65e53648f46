import Foundation
import Testing
import Easel
@testable import EaselScene

/// `AnyLayout` picked from data and `alignmentGuide` given as data: the same
/// frames the Swift spellings give.
@Suite struct DynamicLayoutTests {
    static let twoBoxes = """
    canvas: { width: 200, height: 100 }
    data: { arrangement: HStack }
    body:
      AnyLayout:
        layout: "{arrangement}"
        spacing: 10
        content:
          - Rectangle:
            frame: { width: 20, height: 40 }
            id: a
          - Rectangle:
            frame: { width: 30, height: 20 }
            id: b
    """

    @Test func anyLayoutTakesItsLayoutFromData() throws {
        // HStack: 20 + 10 + 30 = 60 wide, centred in 200×100.
        let row = try frames(DynamicLayoutTests.twoBoxes)
        #expect(row["a"] == CGRect(x: 70, y: 30, width: 20, height: 40))
        #expect(row["b"] == CGRect(x: 100, y: 40, width: 30, height: 20))
        // The same children in a VStack: 40 + 10 + 20 = 70 tall.
        let column = try frames(DynamicLayoutTests.twoBoxes.replacingOccurrences(of: "arrangement: HStack", with: "arrangement: VStack"))
        #expect(column["a"] == CGRect(x: 90, y: 15, width: 20, height: 40))
        #expect(column["b"] == CGRect(x: 85, y: 65, width: 30, height: 20))
        // And overlaid.
        let stacked = try frames(DynamicLayoutTests.twoBoxes.replacingOccurrences(of: "arrangement: HStack", with: "arrangement: ZStack"))
        #expect(stacked["a"] == CGRect(x: 90, y: 30, width: 20, height: 40))
        #expect(stacked["b"] == CGRect(x: 85, y: 40, width: 30, height: 20))
    }

    @Test func anyLayoutMatchesTheSwiftAnyLayout() throws {
        let fromScene = try frames(DynamicLayoutTests.twoBoxes.replacingOccurrences(of: "arrangement: HStack", with: "arrangement: RadialLayout"))
        let swift = ImageRenderer(content: AnyLayout(RadialLayout()) {
            Rectangle().frame(width: 20, height: 40).id("a")
            Rectangle().frame(width: 30, height: 20).id("b")
        }.frame(width: 200, height: 100))
        let layout = swift.layout()
        let a = try #require(layout["a"]?.frame), b = try #require(layout["b"]?.frame)
        #expect(fromScene["a"] == a)
        #expect(fromScene["b"] == b)
        // Each subview's centre is on the circle of radius min(200, 100) / 3 around the centre.
        for r in [a, b] { #expect(abs(hypot(r.midX - 100, r.midY - 50) - 100.0 / 3) < 1e-9) }
    }

    @Test func alignmentGuideFromAnotherGuidePlusOffset() throws {
        // In a top-aligned HStack, b's top guide is its bottom − 5 = 15, so b rises 15 above a.
        let f = try frames("""
        body:
          HStack:
            alignment: top
            spacing: 0
            content:
              - Rectangle:
                frame: { width: 20, height: 40 }
                id: a
              - Rectangle:
                frame: { width: 30, height: 20 }
                alignmentGuide: { vertical: top, from: bottom, offset: -5 }
                id: b
        """)
        #expect(f["a"] == CGRect(x: 0, y: 15, width: 20, height: 40))
        #expect(f["b"] == CGRect(x: 20, y: 0, width: 30, height: 20))
    }

    @Test func alignmentGuideToAFixedValue() throws {
        // Leading-aligned VStack: b's leading guide at 10 puts its left edge 10 left of a's.
        let f = try frames("""
        body:
          VStack:
            alignment: leading
            spacing: 0
            content:
              - Rectangle:
                frame: { width: 40, height: 10 }
                id: a
              - Rectangle:
                frame: { width: 40, height: 10 }
                alignmentGuide: { horizontal: leading, value: 10 }
                id: b
        """)
        #expect(f["a"] == CGRect(x: 10, y: 0, width: 40, height: 10))
        #expect(f["b"] == CGRect(x: 0, y: 10, width: 40, height: 10))
    }

    @Test(arguments: [
        ("body: { AnyLayout: {layout: Stack} }", "unknown layout 'Stack'"),
        ("body: { AnyLayout: {layout: VStack, alignment: top} }", "unknown horizontal alignment 'top'"),
        ("body: { Rectangle: , alignmentGuide: {value: 3} }", "needs the guide to move"),
        ("body: { Rectangle: , alignmentGuide: {horizontal: leading, vertical: top} }", "not both"),
        ("body: { Rectangle: , alignmentGuide: {horizontal: leading, value: 1, from: trailing} }", "value or from"),
        ("body: { Rectangle: , alignmentGuide: {horizontal: top} }", "unknown horizontal alignment 'top'"),
    ])
    func mistakesAreNamed(_ yaml: String, _ message: String) {
        let error = failure(yaml)
        #expect(error?.contains(message) == true, "\(error ?? "built")")
    }
}
