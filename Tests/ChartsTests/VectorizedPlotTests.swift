import Foundation
import Testing
@testable import Charts
import Easel

@Suite struct VectorizedPlotTests {
    struct P { let x: Double; let y: Double; let s: String }
    static let points = (0..<6).map { P(x: Double($0), y: Double($0 * $0), s: $0 < 3 ? "a" : "b") }

    /// iOS 18's LinePlot draws what a ForEach of LineMarks draws.
    @Test func plotsMatchTheirForEachOfMarks() {
        let plot = ChartHarness {
            LinePlot(Self.points, x: .value("X", \.x), y: .value("Y", \.y)).foregroundStyle(by: .value("S", \.s))
        }
        let marks = ChartHarness {
            ForEach(Self.points, id: \.x) { p in
                LineMark(x: .value("X", p.x), y: .value("Y", p.y)).foregroundStyle(by: .value("S", p.s))
            }
        }
        #expect(plot.geometry.frames == marks.geometry.frames)
        #expect(plot.model.styleCategories == [.category("a"), .category("b")])
        #expect(plot.y.ticks == marks.y.ticks)
    }

    @Test func barPlotBarsStandOnTheBaseline() {
        let h = ChartHarness { BarPlot(Self.points, x: .value("X", \.s), y: .value("Y", \.y)) }
        // Two categories stacking 0+1+4 and 9+16+25.
        #expect(h.model.marks[2].stackedY! == (1, 5))
        #expect(h.model.marks[5].stackedY! == (25, 50))
        #expect(h.frame(3).maxY == 200)
    }
}
