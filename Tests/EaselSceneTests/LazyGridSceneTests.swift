import Foundation
import Testing
import Easel
@testable import EaselScene

@Suite struct LazyGridSceneTests {
    @Test func lazyVGridColumnsFromData() throws {
        let f = try frames("""
        canvas: { width: 400 }
        body:
          LazyVGrid:
            columns: [{fixed: 60}, {flexible: {minimum: 50, maximum: 120}}, {adaptive: {minimum: 40}}]
            content:
              - ForEach: { count: 7, as: i }
                content:
                  - Rectangle:
                    frame: { height: 20 }
                    id: "c{i}"
        """)
        // Fixed 60, flexible capped at 120, adaptive's 204 split into four 45s; then a second row.
        #expect(f["c0"] == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(f["c1"] == CGRect(x: 68, y: 0, width: 120, height: 20))
        #expect(f["c2"] == CGRect(x: 196, y: 0, width: 45, height: 20))
        #expect(f["c5"] == CGRect(x: 355, y: 0, width: 45, height: 20))
        #expect(f["c6"] == CGRect(x: 0, y: 28, width: 60, height: 20))
    }

    @Test func itemSpacingAndAlignmentAndRowSpacing() throws {
        let f = try frames("""
        body:
          LazyVGrid:
            columns:
              - { fixed: 50, spacing: 4, alignment: topLeading }
              - fixed: 50
            alignment: trailing
            spacing: 10
            content:
              - { Rectangle: null, frame: { width: 10, height: 10 }, id: a }
              - { Rectangle: null, frame: { width: 10, height: 30 }, id: b }
              - { Rectangle: null, frame: { width: 10, height: 10 }, id: c }
        """)
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(f["b"] == CGRect(x: 94, y: 0, width: 10, height: 30))
        #expect(f["c"] == CGRect(x: 0, y: 40, width: 10, height: 10))
    }

    @Test func flexibleColumnsOverflowAsMeasured() throws {
        let f = try frames("""
        canvas: { width: 300 }
        body:
          LazyVGrid:
            columns: [{flexible: {minimum: 100}}, {flexible: {minimum: 180, maximum: infinity}}]
            content:
              - { Rectangle: null, frame: { height: 20 }, id: a }
              - { Rectangle: null, frame: { height: 20 }, id: b }
        """)
        // The grid is 334 wide, centred on the 300 canvas; its cells are 163 and 180.
        #expect(f["a"] == CGRect(x: -17, y: 0, width: 163, height: 20))
        #expect(f["b"] == CGRect(x: 154, y: 0, width: 180, height: 20))
    }

    @Test func lazyHGridRowsFromData() throws {
        let f = try frames("""
        body:
          LazyHGrid:
            rows: [{fixed: 30}, {fixed: 40}]
            alignment: top
            spacing: 6
            content:
              - { Rectangle: null, frame: { width: 20, height: 10 }, id: a }
              - { Rectangle: null, frame: { width: 50, height: 10 }, id: b }
              - { Rectangle: null, frame: { width: 10, height: 10 }, id: c }
        """)
        #expect(f["a"] == CGRect(x: 15, y: 0, width: 20, height: 10))
        #expect(f["b"] == CGRect(x: 0, y: 38, width: 50, height: 10))
        #expect(f["c"] == CGRect(x: 56, y: 0, width: 10, height: 10))
    }

    @Test func gridItemMistakesAreNamed() {
        func grid(_ columns: String) -> String? {
            failure("body:\n  LazyVGrid:\n    columns: \(columns)\n    content: [Spacer]\n")
        }
        #expect(grid("[{spacing: 4}]")?.contains("a grid item needs a size: fixed, flexible or adaptive") == true)
        #expect(grid("[{fixed: 10, flexible: {}}]")?.contains("a grid item has one size, got fixed and flexible") == true)
        #expect(grid("[{fixd: 10}]")?.contains("did you mean 'fixed'") == true)
        #expect(grid("[{adaptive: {maximum: 10}}]")?.contains("missing 'minimum'") == true)
        #expect(grid("[]")?.contains("a lazy grid needs 1 to 1000 columns") == true)
        #expect(grid("{fixed: 10}")?.contains("expected a list of grid items for columns") == true)
        #expect(failure("body:\n  LazyHGrid: [Spacer]\n")?.contains("missing 'rows'") == true)
    }
}
