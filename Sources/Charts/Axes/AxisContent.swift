import Foundation
import EaselCore

/// Swift Charts' `AxisContent`: `AxisMarks` at the chart level and, inside
/// them, grid lines, ticks and value labels.
public protocol AxisContent {
    associatedtype Body: AxisContent
    @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

/// One thing axis content declares.
enum AxisItem {
    case marks(AxisMarksSpec)
    case component(AxisComponent)
}

protocol PrimitiveAxisContent {
    func axisItems(into items: inout [AxisItem])
}

func collectAxisItems<C: AxisContent>(_ c: C, into items: inout [AxisItem]) {
    if let p = c as? PrimitiveAxisContent { p.axisItems(into: &items) } else { collectAxisItems(c.body, into: &items) }
}

func collectAxisItems<C: AxisContent>(_ c: C) -> [AxisItem] {
    var items: [AxisItem] = []
    collectAxisItems(c, into: &items)
    return items
}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ c: C) -> C { c }
    public static func buildBlock() -> EmptyAxisContent { EmptyAxisContent() }
    public static func buildBlock<C: AxisContent>(_ c: C) -> C { c }
    public static func buildBlock<each C: AxisContent>(_ c: repeat each C) -> TupleAxisContent<repeat each C> { TupleAxisContent(repeat each c) }
    public static func buildOptional<C: AxisContent>(_ c: C?) -> OptionalAxisContent<C> { OptionalAxisContent(content: c) }
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> ConditionalAxisContent<T, F> { .init(first: first, second: nil) }
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> ConditionalAxisContent<T, F> { .init(first: nil, second: second) }
    public static func buildLimitedAvailability<C: AxisContent>(_ c: C) -> C { c }
}
/// Swift Charts names the builder inside `AxisMarks` `AxisMarkBuilder`.
public typealias AxisMarkBuilder = AxisContentBuilder

public struct EmptyAxisContent: AxisContent, PrimitiveAxisContent {
    public init() {}
    public var body: Never { fatalError() }
    func axisItems(into items: inout [AxisItem]) {}
}
public struct TupleAxisContent<each C: AxisContent>: AxisContent, PrimitiveAxisContent {
    let items: (repeat each C)
    init(_ items: repeat each C) { self.items = (repeat each items) }
    public var body: Never { fatalError() }
    func axisItems(into out: inout [AxisItem]) { for item in repeat each items { collectAxisItems(item, into: &out) } }
}
public struct OptionalAxisContent<C: AxisContent>: AxisContent, PrimitiveAxisContent {
    let content: C?
    public var body: Never { fatalError() }
    func axisItems(into out: inout [AxisItem]) { if let content { collectAxisItems(content, into: &out) } }
}
public struct ConditionalAxisContent<T: AxisContent, F: AxisContent>: AxisContent, PrimitiveAxisContent {
    let first: T?, second: F?
    public var body: Never { fatalError() }
    func axisItems(into out: inout [AxisItem]) {
        if let first { collectAxisItems(first, into: &out) } else if let second { collectAxisItems(second, into: &out) }
    }
}

/// A value an axis mark is drawn for, handed to `AxisMarks`' content closure.
public struct AxisValue {
    let plot: PlotValue
    public let index: Int
    public let count: Int
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { convert(plot, to: type) }
}

/// Where an axis sits.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

public struct AxisMarkPreset: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, extended, aligned, inset }
    let kind: Kind
    public static let automatic = AxisMarkPreset(kind: .automatic)
    public static let extended = AxisMarkPreset(kind: .extended)
    public static let aligned = AxisMarkPreset(kind: .aligned)
    public static let inset = AxisMarkPreset(kind: .inset)
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case stride(Double)
        case dateStride(Calendar.Component, Int, Calendar)
        case explicit([PlotValue])
    }
    let kind: Kind
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil)) }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(1, count), calendar ?? chartCalendar))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(1, count), chartCalendar))
    }
    public static func explicit<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues(kind: .explicit(values.map { plotValue($0) })) }
}

/// Arrays of values where `values:` is expected, as Swift Charts accepts `values: [0, 50, 100]`.
extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .explicit(elements.map { .number($0) }) }
}
