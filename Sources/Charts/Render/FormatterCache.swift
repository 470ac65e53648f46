import Foundation
import EaselCore

/// Formatters made once and shared. Making a `DateFormatter` or
/// `NumberFormatter` opens an ICU formatter, which cost more than the rest of
/// a small chart's render when it happened per label. Each formatter is used
/// under the cache's lock, so concurrent renders neither race on one nor
/// depend on Foundation's own locking.
final class FormatterCache: @unchecked Sendable {
    static let shared = FormatterCache()
    private let lock = NSLock()
    private var dates: [String: DateFormatter] = [:]
    private var numbers: [Int: NumberFormatter] = [:]

    /// `date` in `pattern`, in `calendar` and its time zone, with POSIX English names.
    func string(from date: Date, pattern: String, calendar: Calendar) -> String {
        let key = "\(pattern)|\(calendar.identifier)|\(calendar.timeZone.identifier)"
        lock.lock(); defer { lock.unlock() }
        let f: DateFormatter
        if let cached = dates[key] { f = cached } else {
            f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = calendar.timeZone
            f.calendar = calendar
            f.dateFormat = pattern
            dates[key] = f
        }
        return f.string(from: date)
    }

    /// `n` with grouped thousands and at most `decimals` fraction digits, in the
    /// formatting locale, as `AxisTicks.numberFormatter` sets it up.
    func string(from n: Double, decimals: Int, base: NumberFormatter) -> String {
        lock.lock(); defer { lock.unlock() }
        let f: NumberFormatter
        if let cached = numbers[decimals] { f = cached } else {
            f = base.copy() as! NumberFormatter
            f.minimumFractionDigits = 0
            f.maximumFractionDigits = decimals
            numbers[decimals] = f
        }
        return f.string(from: NSNumber(value: n)) ?? String(n)
    }
}
