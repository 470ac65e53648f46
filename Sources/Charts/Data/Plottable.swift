import Foundation
import EaselCore

/// A value a chart can place: numbers, strings and dates, as in Swift Charts.
/// Everything a mark holds is reduced to a `PlotValue`, so scales, stacking and
/// the scene reader share one representation.
public protocol Plottable {
    associatedtype PrimitivePlottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The three kinds of data Swift Charts distinguishes (quantitative, nominal, temporal).
public enum PlotValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case category(String)
    case date(Date)

    public var description: String {
        switch self {
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .category(let s): return s
        case .date(let d): return isoFormatterLock.withLock { isoFormatter.string(from: d) }
        }
    }
    var number: Double? {
        switch self {
        case .number(let d): return d
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }
}

/// One ISO 8601 formatter for dates' descriptions (series and legend keys), used
/// under its lock: making one per call opened an ICU formatter each time.
nonisolated(unsafe) private let isoFormatter = ISO8601DateFormatter()
private let isoFormatterLock = NSLock()

/// Reads any plottable as a `PlotValue` through its primitive.
func plotValue<V: Plottable>(_ v: V) -> PlotValue {
    let p: Any = v.primitivePlottable
    switch p {
    case let v as PlotValue: return v
    case let d as Double: return .number(d)
    case let i as Int: return .number(Double(i))
    case let f as Float: return .number(Double(f))
    case let c as CGFloat: return .number(Double(c))
    case let s as String: return .category(s)
    case let d as Date: return .date(d)
    case let n as any BinaryInteger: return .number(Double(Int64(truncatingIfNeeded: n)))
    case let f as any BinaryFloatingPoint: return .number(Double(f))
    default: return .category(String(describing: p))
    }
}

/// Turns a `PlotValue` back into a caller's type (`ChartProxy.value(atX:as:)`, `AxisValue.as`).
func convert<P: Plottable>(_ v: PlotValue, to type: P.Type) -> P? {
    let primitive: Any?
    switch (v, P.PrimitivePlottable.self) {
    case (.number(let d), is Double.Type): primitive = d
    case (.number(let d), is Int.Type): primitive = d.isFinite ? Int(d.rounded()) : nil
    case (.number(let d), is Float.Type): primitive = Float(d)
    case (.number(let d), is CGFloat.Type): primitive = CGFloat(d)
    case (.number(let d), is String.Type): primitive = PlotValue.number(d).description
    case (.category(let s), is String.Type): primitive = s
    case (.date(let d), is Date.Type): primitive = d
    case (_, is PlotValue.Type): primitive = v
    case (.number(let d), is Date.Type): primitive = Date(timeIntervalSinceReferenceDate: d)
    default: primitive = nil
    }
    guard let p = primitive as? P.PrimitivePlottable else { return nil }
    return P(primitivePlottable: p)
}

extension Double: Plottable { public var primitivePlottable: Double { self }; public init?(primitivePlottable: Double) { self = primitivePlottable } }
extension Float: Plottable { public var primitivePlottable: Float { self }; public init?(primitivePlottable: Float) { self = primitivePlottable } }
extension CGFloat: Plottable { public var primitivePlottable: CGFloat { self }; public init?(primitivePlottable: CGFloat) { self = primitivePlottable } }
extension Int: Plottable { public var primitivePlottable: Int { self }; public init?(primitivePlottable: Int) { self = primitivePlottable } }
extension Int32: Plottable { public var primitivePlottable: Int32 { self }; public init?(primitivePlottable: Int32) { self = primitivePlottable } }
extension Int64: Plottable { public var primitivePlottable: Int64 { self }; public init?(primitivePlottable: Int64) { self = primitivePlottable } }
extension String: Plottable { public var primitivePlottable: String { self }; public init?(primitivePlottable: String) { self = primitivePlottable } }
extension Date: Plottable { public var primitivePlottable: Date { self }; public init?(primitivePlottable: Date) { self = primitivePlottable } }

/// Enums with string or integer raw values plot by their raw value, as in Swift Charts.
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// `.value("Sales", item.sales)`: a label (axis title, legend title) and a datum.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlotValue
    /// For dates: the calendar unit the value stands for (`unit: .day` spans the whole day).
    let unit: Calendar.Component?
    let calendar: Calendar

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: plotValue(value), unit: nil, calendar: chartCalendar)
    }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value, unit: Calendar.Component,
                                                calendar: Calendar = chartCalendar) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: String(label), value: plotValue(value), unit: unit, calendar: calendar)
    }

    /// Apple's `Text` and `LocalizedStringKey` labels: the label's characters are kept
    /// (a label is only ever read as a string here, never styled).
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString, value: plotValue(value), unit: nil, calendar: chartCalendar)
    }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString, value: plotValue(value), unit: nil, calendar: chartCalendar)
    }
    public static func value(_ label: Text, _ value: Value, unit: Calendar.Component,
                             calendar: Calendar = chartCalendar) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: label.plainString, value: plotValue(value), unit: unit, calendar: calendar)
    }
    public static func value(_ label: LocalizedStringKey, _ value: Value, unit: Calendar.Component,
                             calendar: Calendar = chartCalendar) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: label.plainString, value: plotValue(value), unit: unit, calendar: calendar)
    }

    var field: PlotField { PlotField(label: label, value: value, unit: unit, calendar: calendar) }
}

/// A datum with its label and (for dates) unit, as the chart engine keeps it.
struct PlotField {
    var label: String
    var value: PlotValue
    var unit: Calendar.Component? = nil
    var calendar: Calendar = chartCalendar

    /// The start and end of the unit interval a date stands for (a day, a month); nil otherwise.
    var unitInterval: (start: Double, end: Double)? {
        guard case .date(let d) = value, let unit, let iv = calendar.dateInterval(of: unit, for: d) else { return nil }
        return (iv.start.timeIntervalSinceReferenceDate, iv.end.timeIntervalSinceReferenceDate)
    }
}

/// Charts use the Gregorian calendar in UTC unless given another, so an image
/// does not change with the machine's time zone (on iOS it is the device's
/// current calendar; a still image needs a fixed one).
public let chartCalendar: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    c.locale = Locale(identifier: "en_US_POSIX")
    return c
}()
