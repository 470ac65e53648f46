import Foundation
import Testing
@testable import Charts
import Easel

/// Initialisers the audit found missing: rectangles at points or between values on
/// one axis, and areas that run along y. Each placed from the data.
@Suite struct MarkInitialiserTests {
    /// FixedPositionTests' points from 0 to 10 on both axes; the plot is 300 × 200.
    var frame: some ChartContent { FixedPositionTests().frame }

    @Test func rectanglesBetweenValuesOnOneAxisAndPointsOnTheOther() {
        let h = ChartHarness { frame; RectangleMark(xStart: .value("x", 2.0), xEnd: .value("x", 6.0), yStart: 30, yEnd: 90) }
        #expect(h.frame(2) == CGRect(x: 60, y: 30, width: 120, height: 60))
        // A missing end runs to the plot's edge.
        let open = ChartHarness { frame; RectangleMark(xStart: .value("x", 2.0), xEnd: .value("x", 6.0)) }.frame(2)
        #expect(open.minY == 0 && open.maxY == 200 && abs(open.minX - 60) < 1e-9)
        let rows = ChartHarness { frame; RectangleMark(xStart: 40, yStart: .value("y", 5.0), yEnd: .value("y", 10.0)) }.frame(2)
        #expect(rows.minX == 40 && rows.maxX == 300 && abs(rows.minY) < 1e-9 && abs(rows.maxY - 100) < 1e-9)
        let fixed = ChartHarness { frame; RectangleMark(xStart: 10, xEnd: 20, yStart: 30) }.frame(2)
        #expect(fixed == CGRect(x: 10, y: 30, width: 10, height: 170))
    }

    @Test func intervalRectanglesTakeSeventyPercentOfTheirStep() {
        // Two categories: 150 pt bands; Apple documents 70 % of the step when no width is given.
        let h = ChartHarness {
            RectangleMark(x: .value("K", "a"), yStart: .value("V", 2.0), yEnd: .value("V", 8.0))
            RectangleMark(x: .value("K", "b"), yStart: 20, yEnd: 60)
            RectangleMark(x: .value("K", "b"), yStart: .value("V", 0.0), yEnd: .value("V", 10.0), width: .fixed(30))
        }
        #expect(abs(h.frame(0).width - 105) < 1e-9 && abs(h.frame(0).midX - 75) < 1e-9)
        #expect(abs(h.frame(0).minY - h.y.position(number: 8)!) < 1e-9 && abs(h.frame(0).maxY - h.y.position(number: 2)!) < 1e-9)
        #expect(abs(h.frame(1).width - 105) < 1e-9 && h.frame(1).minY == 20 && h.frame(1).maxY == 60)
        #expect(h.frame(2).width == 30 && abs(h.frame(2).midX - 225) < 1e-9)
        let rows = ChartHarness {
            RectangleMark(xStart: .value("V", 0.0), xEnd: .value("V", 5.0), y: .value("K", "a"))
            RectangleMark(xStart: .value("V", 0.0), xEnd: .value("V", 5.0), y: .value("K", "b"))
        }
        #expect(abs(rows.frame(0).height - 70) < 1e-9 && abs(rows.frame(1).midY - 150) < 1e-9)
    }

    @Test func areasBetweenValuesOnXRunDownY() {
        let h = ChartHarness {
            AreaMark(xStart: .value("Low", 2.0), xEnd: .value("High", 6.0), y: .value("Day", "Mon"))
            AreaMark(xStart: .value("Low", 1.0), xEnd: .value("High", 5.0), y: .value("Day", "Tue"))
        }
        // x: 0…6 on 300 pt (50 pt a unit); the days' bands are 100 pt, centred at 50 and 150.
        #expect(h.frame(0) == CGRect(x: 100, y: 50, width: 200, height: 0))
        #expect(h.frame(1) == CGRect(x: 50, y: 150, width: 200, height: 0))
        #expect(h.geometry.primitives.filter { $0.stroke == nil }.count == 1)   // one filled region
        let series = ChartHarness {
            AreaMark(xStart: .value("Low", 2.0), xEnd: .value("High", 6.0), y: .value("Day", "Mon"), series: .value("City", "A"))
            AreaMark(xStart: .value("Low", 1.0), xEnd: .value("High", 3.0), y: .value("Day", "Mon"), series: .value("City", "B"))
        }
        #expect(series.geometry.primitives.filter { $0.stroke == nil }.count == 2)
    }

    @Test func areasStackedAlongX() {
        let h = ChartHarness {
            AreaMark(x: .value("V", 3.0), y: .value("Day", "Mon")).foregroundStyle(by: .value("S", "a"))
            AreaMark(x: .value("V", 2.0), y: .value("Day", "Mon")).foregroundStyle(by: .value("S", "b"))
            AreaMark(x: .value("V", 1.0), y: .value("Day", "Tue")).foregroundStyle(by: .value("S", "a"))
            AreaMark(x: .value("V", 4.0), y: .value("Day", "Tue")).foregroundStyle(by: .value("S", "b"))
        }
        #expect(h.model.marks[1].stackedX! == (3, 5) && h.model.marks[3].stackedX! == (1, 5))
        // Stacked sums 5 and 5: the second series ends at x(5) on both days, starting where the first ends.
        #expect(abs(h.frame(1).maxX - h.x.position(number: 5)!) < 1e-9 && abs(h.frame(1).minX - h.frame(0).maxX) < 1e-9)
        #expect(abs(h.frame(0).minX - h.x.position(number: 0)!) < 1e-9)
    }
}
