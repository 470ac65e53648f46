import Foundation
import Testing
@testable import Charts
import Easel

/// Initialisers that take a position in points (`CGFloat`) for one end or axis:
/// the mark stands there; a missing end runs to the plot's edge, a missing
/// cross position centres it, as Apple documents for each.
@Suite struct FixedPositionTests {
    /// Points from 0 to 10 on both axes set the scales; the plot is 300 × 200.
    @ChartContentBuilder var frame: some ChartContent {
        PointMark(x: .value("x", 0.0), y: .value("y", 0.0))
        PointMark(x: .value("x", 10.0), y: .value("y", 10.0))
    }

    @Test func ruleBetweenPointsAtAValue() {
        let h = ChartHarness { frame; RuleMark(x: .value("x", 5.0), yStart: 20, yEnd: 80) }
        let r = h.frame(2)
        #expect(r.minY == 20 && r.maxY == 80 && abs(r.midX - 150) < 1e-9)
        // Without the ends, the plot's height.
        let full = ChartHarness { frame; RuleMark(x: .value("x", 5.0)) }.frame(2)
        #expect(full.minY == 0 && full.maxY == 200)
        let row = ChartHarness { frame; RuleMark(xStart: 30, y: .value("y", 5.0)) }.frame(2)
        #expect(row.minX == 30 && row.maxX == 300 && abs(row.midY - 100) < 1e-9)
    }

    @Test func ruleBetweenValuesAtAPoint() {
        let h = ChartHarness { frame; RuleMark(yStart: .value("y", 2.0), yEnd: .value("y", 8.0)) }
        // Centred horizontally when x is nil; y from 8 (40 pt from the top) to 2 (160 pt).
        let r = h.frame(2)
        #expect(r.midX == 150 && abs(r.minY - 40) < 1e-9 && abs(r.maxY - 160) < 1e-9)
        let at = ChartHarness { frame; RuleMark(x: 60, yStart: .value("y", 2.0), yEnd: .value("y", 8.0)) }.frame(2)
        #expect(at.midX == 60)
        let h2 = ChartHarness { frame; RuleMark(xStart: .value("x", 2.0), xEnd: .value("x", 6.0), y: 25) }.frame(2)
        #expect(h2.midY == 25 && abs(h2.minX - 60) < 1e-9 && abs(h2.maxX - 180) < 1e-9)
    }

    @Test func pointsAndBarsAtPoints() {
        let p = ChartHarness { frame; PointMark(x: .value("x", 3.0), y: 50) }.frame(2)
        #expect(abs(p.midX - 90) < 1e-9 && p.midY == 50)
        let b = ChartHarness { frame; BarMark(x: .value("x", 6.0), yStart: 10, yEnd: 60) }.frame(2)
        // A number on x only: the bar grows along x from 0 to 6 (180 pt).
        #expect(b.minY == 10 && b.maxY == 60 && b.minX == 0 && abs(b.maxX - 180) < 1e-9)
    }
}
