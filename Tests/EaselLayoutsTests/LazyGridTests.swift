import Foundation
import Testing
@testable import EaselCore

/// A cell that takes its column's width and a fixed height, so its frame shows the column.
func fill(_ id: String, height: CGFloat = 20) -> some View { Rectangle().frame(height: height).id(id) }

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The worked examples are the measurements in the sources `LazyGridTracks` cites.
@Suite struct LazyGridTests {
    let width300 = ProposedViewSize(width: 300, height: nil)

    @Test func adaptiveColumnFitsAsManyMinimumWidthColumnsAsItCan() {
        // 300 holds five 50s with 8 between them: (300 − 4·8) / 5 = 53.6 each.
        let f = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<5) { fill("c\($0)") }
        }, width300)
        for k in 0..<5 {
            #expect(isClose(f["c\(k)"], rect(CGFloat(k) * (53.6 + 8), 0, 53.6, 20)))
        }
    }

    @Test func twoAdaptiveColumnsEachSplitTheirShare() {
        // Each item gets (300 − 8) / 2 = 146: two 69s, then three 43.33s.
        let f = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)),
                                           GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            ForEach(0..<5) { fill("c\($0)") }
        }, width300)
        let third = (146 - 2 * 8) / 3.0
        let expected = [rect(0, 0, 69, 20), rect(77, 0, 69, 20), rect(154, 0, third, 20),
                        rect(154 + third + 8, 0, third, 20), rect(154 + 2 * (third + 8), 0, third, 20)]
        for (k, r) in expected.enumerated() { #expect(isClose(f["c\(k)"], r)) }
        #expect(isClose(place(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)),
                                                  GridItem(.adaptive(minimum: 40, maximum: 100))]) { fill("a") },
                              width300).frame.width, 300))
    }

    @Test func fixedColumnFirstThenAdaptiveTakesTheRest() {
        // objc.io's quiz: 200 − 70 − 8 leaves 122 for the adaptive item, two 57s.
        let f = frames(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { fill("c\($0)") }
        }, ProposedViewSize(width: 200, height: nil))
        #expect(isClose(f["c0"], rect(0, 0, 70, 20)))
        #expect(isClose(f["c1"], rect(78, 0, 57, 20)))
        #expect(isClose(f["c2"], rect(143, 0, 57, 20)))
    }

    @Test func flexibleColumnsAreWorkedOutTwice() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            fill("a"); fill("b")
        }
        // Pass 1: 146 + 180 + 8, so the grid is 334 wide; pass 2 offers 163 each.
        #expect(isClose(place(grid, width300).frame.width, 334))
        let f = frames(grid, width300)
        #expect(isClose(f["a"], rect(0, 0, 163, 20)))
        #expect(isClose(f["b"], rect(171, 0, 180, 20)))
        // In a 300-wide frame the 334 grid is centred, 17 over on the left, and
        // the cells run 34 past its right edge, as measured.
        let framed = frames(grid.frame(width: 300), width300)
        #expect(isClose(framed["a"]?.minX ?? 0, -17))
        #expect(isClose(framed["b"]?.maxX ?? 0, 300 + 34))
    }

    @Test func fixedFlexibleAndAdaptiveTogether() {
        // 400 − 16 = 384; fixed 60 first; flexible offered 162, capped at 120;
        // adaptive takes the 204 left: ⌊(204 + 8) / 48⌋ = 4 columns of 45.
        let f = frames(LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible(minimum: 50, maximum: 120)),
                                           GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { fill("c\($0)") }
        }, ProposedViewSize(width: 400, height: nil))
        let expected = [rect(0, 0, 60, 20), rect(68, 0, 120, 20), rect(196, 0, 45, 20),
                        rect(249, 0, 45, 20), rect(302, 0, 45, 20), rect(355, 0, 45, 20)]
        for (k, r) in expected.enumerated() { #expect(isClose(f["c\(k)"], r)) }
    }

    @Test func fixedColumnsAreSizedBeforeAFlexibleOneThatOverflows() {
        // 300 − 24 − 100 − 100 = 76; flexible offered 38 keeps its minimum 100,
        // which leaves the adaptive column −24: it is offered 0 and is 0 wide.
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)),
                                       GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]) {
            ForEach(0..<4) { fill("c\($0)") }
        }
        #expect(isClose(place(grid, width300).frame.width, 324))
        let f = frames(grid, width300)
        let expected = [rect(0, 0, 100, 20), rect(108, 0, 100, 20), rect(216, 0, 0, 20), rect(224, 0, 100, 20)]
        for (k, r) in expected.enumerated() { #expect(isClose(f["c\(k)"], r)) }
    }

    @Test func adaptiveColumnsGrowOnlyToTheirMaximum() {
        // Five columns fit 300 (53.6 each) but may be only 52 wide; the grid is 5·52 + 4·8.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 52))]) { ForEach(0..<5) { fill("c\($0)") } }
        #expect(isClose(place(grid, width300).frame.width, 292))
        #expect(isClose(frames(grid, width300)["c4"], rect(4 * 60, 0, 52, 20)))
    }

    @Test func idealWidthTakesEachColumnsSmallestSizeThenRunsTheSecondPass() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]) {
            fill("fixed"); fill("flexible"); fill("adaptive")
        }
        // Ideal: 60 + 10 + 40 plus spacing. Pass 2 shares the 50 left after the
        // fixed column: flexible 25, adaptive 25 (one column, under its minimum).
        #expect(isClose(place(grid, .unspecified).frame.width, 126))
        let f = frames(grid, .unspecified)
        #expect(isClose(f["flexible"], rect(68, 0, 25, 20)))
        #expect(isClose(f["adaptive"], rect(101, 0, 25, 20)))
    }

    @Test func rowsAreAsTallAsTheirTallestCell() {
        let f = frames(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(40))], spacing: 4) {
            box(10, 10).id("short"); box(10, 30).id("tall")
            Text("abcd efgh").id("wrapped")
        }, .unspecified)
        #expect(isClose(f["short"], rect(20, 10, 10, 10)))         // centred in a 50 × 30 cell
        #expect(isClose(f["tall"], rect(58 + 15, 0, 10, 30)))
        // Offered its column's 50, the text wraps to two lines, and the row follows it.
        #expect(isClose(f["wrapped"], rect(8, 34, 4 * char, 22 + line)))
        #expect(isClose(place(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(40))], spacing: 4) {
            box(10, 10); box(10, 30); Text("abcd efgh")
        }, .unspecified).frame.height, 30 + 4 + 22 + line))
    }

    @Test func cellsAlignByTheirItemElseByTheGrid() {
        let f = frames(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100))],
                                 alignment: .trailing) {
            box(10, 10).id("item"); box(10, 40).id("grid")
            box(20, 30).id("item2"); box(10, 10).id("grid2")
        }, .unspecified)
        #expect(isClose(f["item"], rect(0, 0, 10, 10)))
        #expect(isClose(f["grid"], rect(108 + 90, 0, 10, 40)))
        #expect(isClose(f["item2"], rect(0, 48, 20, 30)))
        // The grid's alignment is horizontal only: vertically the cell is centred.
        #expect(isClose(f["grid2"], rect(108 + 90, 58, 10, 10)))
    }

    @Test func rowSpacingIsTheGridsAndColumnSpacingTheItems() {
        let f = frames(LazyVGrid(columns: [GridItem(.fixed(30), spacing: 2), GridItem(.fixed(30))], spacing: 20) {
            fill("a"); fill("b"); fill("c")
        }, .unspecified)
        #expect(isClose(f["b"], rect(32, 0, 30, 20)))
        #expect(isClose(f["c"], rect(0, 40, 30, 20)))
        // Nil spacing is 8 both ways.
        let g = frames(LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            fill("a"); fill("b"); fill("c")
        }, .unspecified)
        #expect(isClose(g["b"], rect(38, 0, 30, 20)))
        #expect(isClose(g["c"], rect(0, 28, 30, 20)))
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let f = frames(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 6) {
            box(20, 10).id("a"); box(50, 10).id("b"); box(10, 10).id("c")
        }, .unspecified)
        // The first column is as wide as its widest cell (50); the next starts 6 later.
        #expect(isClose(f["a"], rect(15, 10, 20, 10)))
        #expect(isClose(f["b"], rect(0, 38 + 15, 50, 10)))
        #expect(isClose(f["c"], rect(56, 10, 10, 10)))
        #expect(place(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 6) {
            box(20, 10); box(50, 10); box(10, 10)
        }, .unspecified).frame.size == CGSize(width: 66, height: 78))
    }

    @Test func lazyHGridSharesTheOfferedHeightAndAlignsVertically() {
        let f = frames(LazyHGrid(rows: [GridItem(), GridItem()], alignment: .top) {
            Rectangle().frame(width: 20).id("a"); box(10, 10).id("b"); box(30, 10).id("c")
        }, ProposedViewSize(width: nil, height: 100))
        // Two flexible rows of (100 − 8) / 2; a cell is offered its row's height.
        #expect(isClose(f["a"], rect(0, 0, 20, 46)))
        #expect(isClose(f["b"], rect(5, 54, 10, 10)))
        #expect(isClose(f["c"], rect(28, 0, 30, 10)))
    }

    @Test func rightToLeftRunsColumnsFromTheRight() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), alignment: .leading), GridItem(.fixed(30))]) {
            box(10, 10).id("a"); fill("b", height: 10); fill("c", height: 10)
        }
        let ltr = frames(grid, .unspecified)
        #expect(isClose(ltr["a"], rect(0, 0, 10, 10)))
        #expect(isClose(ltr["b"], rect(58, 0, 30, 10)))
        let rtl = frames(grid, .unspecified) { $0.layoutDirection = .rightToLeft }
        // Leading is the right edge of the rightmost column.
        #expect(isClose(rtl["a"], rect(78, 0, 10, 10)))
        #expect(isClose(rtl["b"], rect(0, 0, 30, 10)))
        #expect(isClose(rtl["c"], rect(38, 18, 50, 10)))
    }

    @Test func forEachOfSevenInThreeColumnsMakesThreeRows() {
        let grid = LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
            ForEach(0..<7) { i in fill("item\(i)") }
        }
        let f = frames(grid, width300)
        let w = (300 - 16) / 3.0
        for i in 0..<7 {
            #expect(isClose(f["item\(i)"], rect(CGFloat(i % 3) * (w + 8), CGFloat(i / 3) * 28, w, 20)))
        }
        #expect(place(grid, width300).frame.size == CGSize(width: 300, height: 3 * 20 + 2 * 8))
    }

    @Test func noColumnsMeansAnEmptyGrid() {
        #expect(place(LazyVGrid(columns: []) { box(10, 10) }, width300).frame.size == .zero)
    }
}
