import Foundation
import Testing
@testable import Charts
import Easel

/// iOS 18's function plots: sampled across the domain, placed as the data they
/// sample, broken where the function is undefined.
@Suite struct FunctionPlotTests {
    func xs(_ h: ChartHarness) -> [Double] { h.model.marks.compactMap { $0.record.x?.first.value.number } }
    func ys(_ h: ChartHarness) -> [Double] { h.model.marks.compactMap { $0.record.y?.fields.last?.value.number } }

    @Test func linePlotSamplesTheFunctionAcrossItsDomain() {
        let h = ChartHarness { LinePlot(x: "x", y: "y", domain: 0...4) { $0 * $0 } }
        // 256 equal steps: 257 samples from 0 to 4, each y = x².
        #expect(h.model.marks.count == 257)
        #expect(xs(h).first == 0 && xs(h).last == 4 && xs(h)[128] == 2)
        #expect(ys(h)[128] == 4 && ys(h).last == 16)
        #expect(h.model.xLabel == "x" && h.model.yLabel == "y")
        // y's ticks for 0…16 on 200 pt: 0, 5, 10, 15, 20; x's for 0…4 on 300 pt.
        #expect(h.y.ticks == [0, 5, 10, 15, 20].map { PlotValue.number($0) })
        let mid = h.frame(128)
        #expect(abs(mid.midX - h.x.position(number: 2)!) < 1e-9)
        #expect(abs(mid.midY - (200 - 4.0 / 20 * 200)) < 1e-9)
        #expect(abs(h.frame(256).midY - (200 - 16.0 / 20 * 200)) < 1e-9)
        // One line through every sample.
        #expect(h.geometry.primitives.filter { $0.stroke != nil }.count == 1)
    }

    @Test func withoutADomainTheChartsXScaleIsSampled() {
        var config = ChartConfiguration()
        config.x.domain = (-2.0...2.0)._domain
        let h = ChartHarness(config: config) { LinePlot(x: "x", y: "y") { 3 * $0 } }
        #expect(xs(h).first == -2 && xs(h).last == 2)
        #expect(ys(h).first == -6 && ys(h).last == 6)
        // Beside data, the data's x extent.
        let d = ChartHarness {
            PointMark(x: .value("x", 10.0), y: .value("y", 1.0))
            PointMark(x: .value("x", 30.0), y: .value("y", 2.0))
            LinePlot(x: "x", y: "y") { $0 / 10 }
        }
        let line = d.model.marks.filter { $0.record.kind == .line }
        #expect(line.first?.record.x?.first.value == .number(10) && line.last?.record.x?.first.value == .number(30))
        // Nothing at all: −10…10 (our choice).
        let bare = ChartHarness { LinePlot(x: "x", y: "y") { $0 } }
        #expect(xs(bare).first == -10 && xs(bare).last == 10)
    }

    @Test func undefinedValuesBreakTheLine() {
        let h = ChartHarness { LinePlot(x: "x", y: "y", domain: -1...1) { $0 == 0 ? .nan : 1 / $0 } }
        // x = 0 is sample 128: left out, and the line is drawn as two pieces.
        #expect(h.model.marks.count == 256)
        #expect(!xs(h).contains(0))
        #expect(h.geometry.primitives.filter { $0.stroke != nil }.count == 2)
        let inf = ChartHarness { LinePlot(x: "x", y: "y", domain: 0...1) { $0 < 0.5 ? .infinity : $0 } }
        #expect(inf.model.marks.count == 129 && xs(inf).first == 0.5)
    }

    @Test func parametricLinePlotFollowsT() {
        let h = ChartHarness { LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { (x: cos($0), y: sin($0)) } }
        #expect(h.model.marks.count == 257)
        // t = 0, π/2, π: (1, 0), (0, 1), (−1, 0), in t's order (not sorted by x).
        #expect(abs(xs(h)[0] - 1) < 1e-12 && abs(ys(h)[0]) < 1e-12)
        #expect(abs(xs(h)[64]) < 1e-12 && abs(ys(h)[64] - 1) < 1e-12)
        #expect(abs(xs(h)[128] + 1) < 1e-12 && abs(ys(h)[128]) < 1e-12)
        #expect(abs(h.frame(64).midX - h.x.position(number: 0)!) < 1e-9)
        #expect(abs(h.frame(64).midY - h.y.position(number: 1)!) < 1e-9)
    }

    @Test func areaPlotFillsFromZeroToTheFunction() {
        let h = ChartHarness { AreaPlot(x: "x", y: "y", domain: 0...Double.pi) { sin($0) } }
        #expect(h.model.marks.count == 257)
        // Not stacked: each sample spans 0…sin(x); at x = π/2 the full height of 1.
        #expect(h.model.marks.allSatisfy { $0.stackedY == nil })
        let top = h.frame(128)
        #expect(abs(top.maxY - h.y.position(number: 0)!) < 1e-9)
        #expect(abs(top.minY - h.y.position(number: 1)!) < 1e-9)
        #expect(h.geometry.primitives.filter { $0.stroke == nil }.count == 1)
    }

    @Test func areaPlotBetweenTwoFunctions() {
        let h = ChartHarness { AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...2) { (yStart: $0, yEnd: 2 * $0 + 1) } }
        // At x = 1 (sample 128) the band runs from 1 to 3.
        let f = h.frame(128)
        #expect(abs(f.maxY - h.y.position(number: 1)!) < 1e-9 && abs(f.minY - h.y.position(number: 3)!) < 1e-9)
        #expect(abs(f.midX - h.x.position(number: 1)!) < 1e-9)
    }

    /// Apple's example: two functions told apart by `foregroundStyle(by:)`, each its own line.
    @Test func plotsAreStyledByConstantValues() {
        let h = ChartHarness {
            LinePlot(x: "x", y: "y = sin(x)", domain: -3...3) { sin($0) }.foregroundStyle(by: .value("expression", "y=sin(x)"))
            LinePlot(x: "x", y: "y = cos(x)", domain: -3...3) { cos($0) }.foregroundStyle(by: .value("expression", "y=cos(x)"))
        }
        #expect(h.model.styleCategories == [.category("y=sin(x)"), .category("y=cos(x)")])
        let lines = h.geometry.primitives.filter { $0.stroke != nil }
        #expect(lines.count == 2 && lines[0].key != lines[1].key)
    }
}
