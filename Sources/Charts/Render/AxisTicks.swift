import Foundation
import EaselCore

/// Tick values and their labels for an axis.
enum AxisTicks {
    /// Automatic count: one tick per 50 points along y and 80 along x, 2 to 10
    /// (Apple documents no rule; this matches the 4–6 values its axes show on a phone-sized chart).
    static func automaticCount(length: CGFloat, axis: Axis) -> Int {
        max(2, min(10, Int(length / (axis == .vertical ? 50 : 80))))
    }

    /// Calendar strides tried for a date axis, finest first.
    static let dateStrides: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 15, 900), (.hour, 1, 3600), (.hour, 3, 10_800),
        (.hour, 6, 21_600), (.hour, 12, 43_200), (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476), (.year, 1, 31_556_952),
        (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    /// Dates at whole calendar units within lo…hi.
    static func dates(lo: Double, hi: Double, component: Calendar.Component, count: Int, calendar: Calendar) -> [PlotValue] {
        let start = Date(timeIntervalSinceReferenceDate: lo)
        let unit: Calendar.Component = component == .weekOfYear ? .weekOfYear : component
        guard var d = calendar.dateInterval(of: unit == .second ? .minute : unit, for: start)?.start else { return [] }
        var out: [PlotValue] = []
        var guardCount = 0
        // The domain's end is not marked: for unit intervals (a week of days) it is the
        // start of the next unit, whose label would hang past the plot.
        while d.timeIntervalSinceReferenceDate < hi - 1e-6, guardCount < 2000 {
            if d.timeIntervalSinceReferenceDate >= lo - 1e-6 { out.append(.date(d)) }
            guard let next = calendar.date(byAdding: unit, value: count, to: d), next > d else { break }
            d = next; guardCount += 1
        }
        return out
    }

    /// The automatic date stride: the finest with at most `count` ticks.
    static func dateStride(span: Double, count: Int) -> (Calendar.Component, Int) {
        for (c, n, secs) in dateStrides where span / secs <= Double(count) { return (c, n) }
        return (.year, max(1, Int(span / 31_556_952 / Double(count))))
    }

    static let numberFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Text.formattingLocale
        f.numberStyle = .decimal
        f.usesGroupingSeparator = true
        return f
    }()

    /// A number as an axis shows it: grouped thousands, as many decimals as the step needs.
    static func format(number n: Double, step: Double?) -> String {
        let decimals = step.map { max(0, min(6, -Int(Foundation.log10(abs($0) > 0 ? abs($0) : 1).rounded(.down)))) } ?? (n == n.rounded() ? 0 : 2)
        return FormatterCache.shared.string(from: n, decimals: decimals, base: numberFormatter)
    }

    /// A date as an axis shows it for a stride: weekday for days across a week,
    /// "Jan 5" for longer runs of days, hours as "9 AM", months and years by name.
    static func format(date: Date, stride: Calendar.Component?, span: Double, calendar: Calendar) -> String {
        let pattern: String
        switch stride ?? .day {
        case .second: pattern = "h:mm:ss"
        case .minute: pattern = "h:mm"
        case .hour: pattern = "h a"
        case .day: pattern = span <= 8 * 86_400 ? "EEE" : "MMM d"
        case .weekOfYear: pattern = "MMM d"
        case .month: pattern = "MMM"
        default: pattern = "yyyy"
        }
        return FormatterCache.shared.string(from: date, pattern: pattern, calendar: calendar)
    }
}
