import Foundation
import EaselCore

/// Swift Charts' `ChartContent`: marks, `ForEach`es of marks and your own
/// compositions of them (`var body: some ChartContent`).
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that yields records itself; anything else is read through its `body`.
protocol PrimitiveChartContent {
    func collect(into records: inout [MarkRecord])
}

extension PrimitiveChartContent {
    func primitiveChartBody() -> Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// Flattens chart content into the records it draws, in declaration order.
func collectMarks<C: ChartContent>(_ content: C, into records: inout [MarkRecord]) {
    if let p = content as? PrimitiveChartContent { p.collect(into: &records) } else { collectMarks(content.body, into: &records) }
}

func collectMarks<C: ChartContent>(_ content: C) -> [MarkRecord] {
    var r: [MarkRecord] = []
    collectMarks(content, into: &r)
    return r
}

@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ c: C) -> C { c }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ c: C) -> C { c }
    public static func buildBlock<each C: ChartContent>(_ c: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each c)
    }
    public static func buildOptional<C: ChartContent>(_ c: C?) -> OptionalChartContent<C> { OptionalChartContent(c) }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<C: ChartContent>(_ c: C) -> C { c }
}

public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) {}
}

public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let items: (repeat each C)
    init(_ items: repeat each C) { self.items = (repeat each items) }
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) {
        for item in repeat each items { collectMarks(item, into: &records) }
    }
}

public struct OptionalChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: C?
    init(_ content: C?) { self.content = content }
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { if let content { collectMarks(content, into: &records) } }
}

public struct ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) {
        switch storage {
        case .first(let t): collectMarks(t, into: &records)
        case .second(let f): collectMarks(f, into: &records)
        }
    }
}

/// Content with a change applied to every record it yields (the result of a mark modifier).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout MarkRecord) -> Void
    public var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) {
        let start = records.count
        collectMarks(content, into: &records)
        for i in start..<records.count { change(&records[i]) }
    }
}

/// A single mark: one record.
struct SingleMark: ChartContent, PrimitiveChartContent {
    let record: MarkRecord
    var body: Never { primitiveChartBody() }
    func collect(into records: inout [MarkRecord]) { records.append(record) }
}

// `ForEach` of chart content, as in Swift Charts.
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach is primitive chart content") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into records: inout [MarkRecord]) {
        // A record per element at least, so the array of large records grows once.
        records.reserveCapacity(records.count + data.count)
        for element in data { collectMarks(content(element), into: &records) }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unconstrainedData: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unconstrainedData: data, id: \Data.Element.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_unconstrainedData: data, id: \Int.self, content: content)
    }
}
