import Foundation
import Testing
@testable import Charts
import Easel

/// Scale types place a value by their formula; date strides mark whole calendar units.
@Suite struct ScaleAndAxisTests {
    /// One point per value on a 300 × 200 plot, with the y scale's domain and type given.
    func chart(_ values: [Double], domain: ClosedRange<Double>, type: ScaleType) -> ChartHarness {
        var config = ChartConfiguration()
        config.y.domain = domain._domain
        config.y.type = type
        return ChartHarness(config: config) {
            ForEach(Array(values.enumerated()), id: \.offset) { i, v in PointMark(x: .value("i", Double(i)), y: .value("v", v)) }
        }
    }

    /// The point's distance from the plot's bottom, as a share of its 200 pt height.
    func share(_ h: ChartHarness, _ i: Int) -> Double { Double(200 - h.frame(i).midY) / 200 }

    @Test func squareRootScalePlacesTheRoot() {
        let h = chart([25, 64, 100], domain: 0...100, type: .squareRoot)
        // √25 / √100 = 0.5, √64 / √100 = 0.8.
        #expect(abs(share(h, 0) - 0.5) < 1e-9 && abs(share(h, 1) - 0.8) < 1e-9 && abs(share(h, 2) - 1) < 1e-9)
        #expect(abs(h.frame(0).midY - 100) < 1e-9 && abs(h.frame(1).midY - 40) < 1e-9)
    }

    @Test func powerScaleRaisesToTheExponent() {
        let h = chart([5, 8], domain: 0...10, type: .power(exponent: 2))
        // 5² / 10² = 0.25, 8² / 10² = 0.64.
        #expect(abs(share(h, 0) - 0.25) < 1e-9 && abs(share(h, 1) - 0.64) < 1e-9)
        let cube = chart([5], domain: 0...10, type: .power(exponent: 3))
        #expect(abs(share(cube, 0) - 0.125) < 1e-9)
    }

    @Test func logScalePlacesDecadesEvenly() {
        let h = chart([10, 100, 31.6227766016838], domain: 1...1000, type: .log)
        // log10(10) / log10(1000) = 1/3, log10(100) / 3 = 2/3, √1000's decade-and-a-half = 1/2.
        #expect(abs(share(h, 0) - 1.0 / 3) < 1e-9 && abs(share(h, 1) - 2.0 / 3) < 1e-9 && abs(share(h, 2) - 0.5) < 1e-9)
        // Three decades on 200 pt (about four ticks): the powers of ten alone.
        #expect(h.y.ticks == [1, 10, 100, 1000].map { PlotValue.number($0) })
        // One decade: 2 and 5 between its ends as well.
        #expect(chart([3], domain: 1...10, type: .log).y.ticks == [1, 2, 5, 10].map { PlotValue.number($0) })
    }

    @Test func symmetricLogScaleIsLogarithmicBothWaysFromZero() {
        let c = 2.0
        let h = chart([0, 9, -9, 100], domain: -100...100, type: .symmetricLog(slopeAtZero: c))
        // t(v) = sign(v) · ln(1 + |v| / c); the domain spans t(−100)…t(100).
        func t(_ v: Double) -> Double { (v < 0 ? -1 : 1) * log1p(abs(v) / c) }
        func expected(_ v: Double) -> Double { (t(v) - t(-100)) / (t(100) - t(-100)) }
        #expect(abs(share(h, 0) - 0.5) < 1e-9)
        #expect(abs(share(h, 1) - expected(9)) < 1e-9 && abs(share(h, 2) - expected(-9)) < 1e-9)
        #expect(abs(share(h, 1) + share(h, 2) - 1) < 1e-9)   // symmetric about zero
        #expect(abs(share(h, 3) - 1) < 1e-9)
    }

    @Test func proxyInvertsEveryScaleType() {
        let types: [(ScaleType, ClosedRange<Double>)] = [(.linear, 0...10), (.squareRoot, 0...100), (.power(exponent: 2), 0...10),
                                                         (.log, 1...1000), (.symmetricLog(slopeAtZero: 1), -50...50)]
        for (type, domain) in types {
            let h = chart([domain.lowerBound, domain.upperBound], domain: domain, type: type)
            let proxy = ChartProxy(x: h.x, y: h.y, plotSize: CGSize(width: 300, height: 200))
            for v in [domain.lowerBound, (domain.lowerBound + domain.upperBound) / 3, domain.upperBound] {
                let p = try! #require(proxy.position(forY: v))
                #expect(abs(proxy.value(atY: p, as: Double.self)! - v) < 1e-9 * max(1, abs(v)), "\(type) \(v)")
            }
        }
    }

    // MARK: Date strides

    static let calendar = chartCalendar
    static func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d))!
    }

    /// A line from `from` to `to` with the x axis's marks at `values`.
    func dates(from: Date, to: Date, values: AxisMarkValues) -> ChartHarness {
        var config = ChartConfiguration()
        config.xAxis = .custom(EmptyView.axisMarks(AxisMarks(values: values)))
        return ChartHarness(config: config) {
            LineMark(x: .value("Day", from), y: .value("V", 1.0))
            LineMark(x: .value("Day", to), y: .value("V", 2.0))
        }
    }

    func tickDates(_ h: ChartHarness) -> [Date] {
        h.plan.xAxis?.items.compactMap { if case .date(let d) = $0.value { return d } else { return nil } } ?? []
    }

    /// A tick's x on the 300 pt plot, from its date's place in the domain.
    func expectedX(_ d: Date, from: Date, to: Date) -> CGFloat {
        CGFloat(d.timeIntervalSince(from) / to.timeIntervalSince(from)) * 300
    }

    @Test func strideByDayMarksEveryDay() {
        let from = Self.day(2024, 12, 2), to = Self.day(2024, 12, 9)
        let h = dates(from: from, to: to, values: .stride(by: .day))
        // Monday 2 to Sunday 8 December (the domain's end, the 9th, is not marked).
        #expect(tickDates(h) == (2...8).map { Self.day(2024, 12, $0) })
        for d in tickDates(h) { #expect(abs(h.x.position(.date(d))! - expectedX(d, from: from, to: to)) < 1e-9) }
        #expect(abs(h.x.position(.date(Self.day(2024, 12, 5)))! - 300.0 * 3 / 7) < 1e-9)
        // Labelled by the stride given: weekdays across a week.
        #expect(h.plan.xAxis?.items.map(\.text) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        let every2 = dates(from: from, to: to, values: .stride(by: .day, count: 2))
        #expect(tickDates(every2) == [2, 4, 6, 8].map { Self.day(2024, 12, $0) })
    }

    @Test func strideByWeekMarksTheWeeksStarts() {
        let from = Self.day(2024, 12, 2), to = Self.day(2024, 12, 30)
        let h = dates(from: from, to: to, values: .stride(by: .weekOfYear))
        // Weeks begin on Sunday in the Gregorian calendar's default (en_US_POSIX): 1 December
        // is before the domain, so 8, 15, 22 and 29 December.
        #expect(tickDates(h) == [8, 15, 22, 29].map { Self.day(2024, 12, $0) })
        let xs = tickDates(h).map { h.x.position(.date($0))! }
        #expect(abs(xs[0] - 300.0 * 6 / 28) < 1e-9 && abs(xs[1] - xs[0] - 300.0 * 7 / 28) < 1e-9)
        #expect(h.plan.xAxis?.items.map(\.text) == ["Dec 8", "Dec 15", "Dec 22", "Dec 29"])
    }

    @Test func strideByMonthMarksTheFirsts() {
        let from = Self.day(2024, 1, 15), to = Self.day(2024, 6, 15)
        let h = dates(from: from, to: to, values: .stride(by: .month))
        #expect(tickDates(h) == (2...6).map { Self.day(2024, $0, 1) })
        // February 1st is 17 days in; months are unequal, so the ticks are not evenly spaced.
        let span = to.timeIntervalSince(from)
        #expect(abs(h.x.position(.date(Self.day(2024, 2, 1)))! - CGFloat(17 * 86_400 / span) * 300) < 1e-9)
        #expect(h.plan.xAxis?.items.map(\.text) == ["Feb", "Mar", "Apr", "May", "Jun"])
        let quarters = dates(from: Self.day(2024, 1, 1), to: Self.day(2025, 1, 1), values: .stride(by: .month, count: 3))
        #expect(tickDates(quarters) == [1, 4, 7, 10].map { Self.day(2024, $0, 1) })
    }

    @Test func automaticDesiredCountAndExplicitValues() {
        var config = ChartConfiguration()
        config.yAxis = .custom(EmptyView.axisMarks(AxisMarks(values: .automatic(desiredCount: 3))))
        let h = ChartHarness(config: config) { BarMark(x: .value("K", "a"), y: .value("V", 100.0)) }
        // 0…100 in about three steps: 50s.
        #expect(h.plan.yAxis?.items.map(\.value) == [0, 50, 100].map { PlotValue.number($0) })
        config.yAxis = .custom(EmptyView.axisMarks(AxisMarks(values: [0, 25, 80])))
        let e = ChartHarness(config: config) { BarMark(x: .value("K", "a"), y: .value("V", 100.0)) }
        let ys = e.plan.yAxis!.items.map { e.y.position($0.value)! }
        #expect(ys.count == 3 && abs(ys[0] - 200) < 1e-9 && abs(ys[1] - 150) < 1e-9 && abs(ys[2] - 40) < 1e-9)
        config.yAxis = .custom(EmptyView.axisMarks(AxisMarks(values: .stride(by: 30))))
        let s = ChartHarness(config: config) { BarMark(x: .value("K", "a"), y: .value("V", 100.0)) }
        #expect(s.plan.yAxis?.items.map(\.value) == [0, 30, 60, 90].map { PlotValue.number($0) })
    }
}
