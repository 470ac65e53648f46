import Foundation
import Testing
@testable import Charts
import Easel

/// Positions computed from the data: the chart engine without rendering.
struct ChartHarness {
    let model: ChartModel
    let plan: ChartPlan
    let x: PositionScale
    let y: PositionScale
    let geometry: PlotGeometry

    init<C: ChartContent>(size: CGSize = CGSize(width: 300, height: 200), config: ChartConfiguration = ChartConfiguration(),
                          @ChartContentBuilder _ content: () -> C) {
        model = ChartModel(records: collectMarks(content()), config: config)
        plan = ChartPlan(model: model, size: size)
        (x, y) = plan.scales(plot: size)
        geometry = PlotGeometry(plan: plan, x: x, y: y, size: size, styles: ChartStyles(model: model, scheme: .light))
    }
    func frame(_ i: Int) -> CGRect { geometry.frames[i] ?? .null }
}

@Suite struct ChartGeometryTests {
    @Test func barHeightsAreProportionalToValuesOnOneBaseline() {
        let h = ChartHarness {
            BarMark(x: .value("Fruit", "Apples"), y: .value("Count", 10))
            BarMark(x: .value("Fruit", "Pears"), y: .value("Count", 20))
            BarMark(x: .value("Fruit", "Plums"), y: .value("Count", 40))
        }
        // 200 pt tall: 4 ticks wanted, step 10, domain 0…40.
        #expect(h.y.ticks == [0, 10, 20, 30, 40].map { PlotValue.number($0) })
        let a = h.frame(0), b = h.frame(1), c = h.frame(2)
        #expect(a.maxY == 200 && b.maxY == 200 && c.maxY == 200)
        #expect(abs(a.height - 50) < 1e-9 && abs(b.height - 100) < 1e-9 && abs(c.height - 200) < 1e-9)
        // Three bands of 100 pt; bars 60 % of the band, centred.
        #expect(abs(a.width - 60) < 1e-9 && abs(a.midX - 50) < 1e-9 && abs(c.midX - 250) < 1e-9)
    }

    @Test func niceTicksAreOneTwoFiveSteps() {
        #expect(NiceTicks.linear(lo: 0, hi: 183, count: 4).ticks == [0, 50, 100, 150, 200])
        #expect(NiceTicks.linear(lo: 0, hi: 14_020, count: 4).ticks == [0, 5_000, 10_000, 15_000])
        #expect(NiceTicks.linear(lo: 0, hi: 0.7, count: 4).ticks == [0, 0.2, 0.4, 0.6, 0.8])
        #expect(NiceTicks.linear(lo: -30, hi: 45, count: 5).ticks == [-40, -20, 0, 20, 40, 60])
        #expect(NiceTicks.log(lo: 3, hi: 4_000, count: 4).ticks == [1, 10, 100, 1_000, 10_000])
    }

    @Test func stackedBarsSumToTheirTotal() {
        let h = ChartHarness {
            BarMark(x: .value("Month", "Jan"), y: .value("Units", 30)).foregroundStyle(by: .value("P", "A"))
            BarMark(x: .value("Month", "Jan"), y: .value("Units", 50)).foregroundStyle(by: .value("P", "B"))
            BarMark(x: .value("Month", "Feb"), y: .value("Units", 20)).foregroundStyle(by: .value("P", "A"))
        }
        #expect(h.model.marks[0].stackedY! == (0, 30))
        #expect(h.model.marks[1].stackedY! == (30, 80))
        // The stack's top is the total's position; the second segment sits on the first.
        #expect(abs(h.frame(1).minY - h.y.position(number: 80)!) < 1e-9)
        #expect(abs(h.frame(1).maxY - h.frame(0).minY) < 1e-9)
        #expect(h.frame(0).maxY == 200)
    }

    @Test func normalizedAndCenteredStacks() {
        let n = ChartHarness {
            BarMark(x: .value("M", "Jan"), y: .value("U", 1), stacking: .normalized).foregroundStyle(by: .value("P", "A"))
            BarMark(x: .value("M", "Jan"), y: .value("U", 3), stacking: .normalized).foregroundStyle(by: .value("P", "B"))
            BarMark(x: .value("M", "Feb"), y: .value("U", 5), stacking: .normalized).foregroundStyle(by: .value("P", "A"))
        }
        #expect(n.model.marks[0].stackedY! == (0, 0.25) && n.model.marks[1].stackedY! == (0.25, 1))
        #expect(n.model.marks[2].stackedY! == (0, 1))
        #expect(n.frame(1).minY == 0 && n.frame(2).minY == 0)
        let c = ChartHarness {
            AreaMark(x: .value("X", 1), y: .value("Y", 4), stacking: .center).foregroundStyle(by: .value("S", "a"))
            AreaMark(x: .value("X", 1), y: .value("Y", 6), stacking: .center).foregroundStyle(by: .value("S", "b"))
        }
        #expect(c.model.marks[0].stackedY! == (-5, -1) && c.model.marks[1].stackedY! == (-1, 5))
    }

    @Test func groupedBarsSitSideBySideUnstacked() {
        let h = ChartHarness {
            BarMark(x: .value("Q", "Q1"), y: .value("R", 40)).position(by: .value("Region", "N"))
            BarMark(x: .value("Q", "Q1"), y: .value("R", 20)).position(by: .value("Region", "S"))
        }
        let a = h.frame(0), b = h.frame(1)
        #expect(a.maxY == 200 && b.maxY == 200)
        #expect(abs(a.height - 2 * b.height) < 1e-9)
        #expect(abs(a.maxX - b.minX) < 1e-9)               // touching, left to right in order
        #expect(abs((a.width + b.width) - 300 * 0.8) < 1e-9) // the group spans 80 % of the band
    }

    @Test func sectorAnglesAreShares() {
        let h = ChartHarness {
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 2))
        }
        #expect(h.model.isPie && h.plan.xAxis == nil && h.plan.yAxis == nil)
        let angles = h.model.marks.map { $0.angles! }
        #expect(abs(angles[0].1 - .pi / 2) < 1e-12 && abs(angles[1].1 - .pi) < 1e-12 && abs(angles[2].0 - .pi) < 1e-12)
        #expect(abs(angles[2].1 - 2 * .pi) < 1e-12)
        // The first quarter lies in the top-right quadrant of a 200 pt circle in the middle of 300 × 200.
        let f = h.frame(0)
        #expect(abs(f.minX - 150) < 0.5 && abs(f.maxY - 100) < 0.5 && abs(f.maxX - 250) < 0.5 && abs(f.minY) < 0.5)
    }

    @Test func dateAxisLabelsWeekdays() {
        let start = Date(timeIntervalSince1970: 1_733_097_600) // Monday 2 December 2024, UTC
        let h = ChartHarness {
            ForEach(0..<7) { d in
                BarMark(x: .value("Day", start.addingTimeInterval(Double(d) * 86_400), unit: .day), y: .value("Steps", Double(d + 1)))
            }
        }
        #expect(h.plan.xAxis?.items.map(\.text) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        // Each day's bar is centred in its day: 300 / 7 pt apart.
        #expect(abs(h.frame(1).midX - h.frame(0).midX - 300.0 / 7) < 1e-9)
    }

    @Test func explicitDomainAndLogScale() {
        var config = ChartConfiguration()
        config.y.domain = (0...100)._domain
        let h = ChartHarness(config: config) { PointMark(x: .value("X", 1.0), y: .value("Y", 25.0)) }
        #expect(abs(h.frame(0).midY - 150) < 1e-9)
        var log = ChartConfiguration()
        log.y.type = .log
        let l = ChartHarness(config: log) {
            PointMark(x: .value("X", 1.0), y: .value("Y", 10.0))
            PointMark(x: .value("X", 2.0), y: .value("Y", 1000.0))
        }
        // Domain 10…1000: two decades, 10 at the bottom, 100 in the middle.
        #expect(abs(l.y.position(number: 100)! - 100) < 1e-9)
    }

    @Test func proxyConvertsBothWays() {
        let h = ChartHarness { LineMark(x: .value("X", 0.0), y: .value("Y", 0.0)); LineMark(x: .value("X", 10.0), y: .value("Y", 10.0)) }
        let proxy = ChartProxy(x: h.x, y: h.y, plotSize: CGSize(width: 300, height: 200))
        let p = proxy.position(forX: 5.0)!
        #expect(abs(p - 150) < 1e-9)
        #expect(abs(proxy.value(atX: p, as: Double.self)! - 5) < 1e-9)
        #expect(abs(proxy.position(forY: 10.0)! - 0) < 1e-9)
    }

    @Test func defaultPaletteOrder() {
        let h = ChartHarness {
            ForEach(["a", "b", "c", "d", "e", "f"], id: \.self) { s in
                BarMark(x: .value("K", s), y: .value("V", 1)).foregroundStyle(by: .value("S", s))
            }
        }
        let s = ChartStyles(model: h.model, scheme: .light)
        var env = EnvironmentValues()
        env.colorScheme = .light
        let got = ["a", "b", "c", "d", "e", "f"].map { s.style(for: .category($0))._paint(in: env, bounds: .zero) }
        let want: [Color] = [.blue, .green, .orange, .purple, .red, .cyan]
        #expect(got == want.map { Paint.color($0.resolve(in: env)) })
    }
}
