#if Serve
import EaselScene
import Foundation

/// What a request may change besides data: the format (by extension) and the
/// canvas overrides, each inside the server's bounds so one URL cannot ask for a
/// 16k×16k render.
public struct RenderOptions: Hashable, Sendable {
    public var format: OutputFormat
    public var scale: Double?
    public var width: Double?
    public var height: Double?

    public init(format: OutputFormat, scale: Double? = nil, width: Double? = nil, height: Double? = nil) {
        self.format = format; self.scale = scale; self.width = width; self.height = height
    }

    public struct Bounds: Sendable {
        public var scale: ClosedRange<Double> = 0.25...4
        /// Points per side.
        public var side: ClosedRange<Double> = 1...4096
        public init() {}
    }

    /// Reads `scale`, `width` and `height` from the query pairs.
    public static func parse(format: OutputFormat, pairs: [(String, String)], bounds: Bounds) throws -> RenderOptions {
        var o = RenderOptions(format: format)
        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
            let values = pairs.filter { $0.0 == key }.map(\.1)
            guard let text = values.last else { return nil }
            guard values.count == 1 else { throw ServeFailure.badQuery(key: key, "given \(values.count) times") }
            guard let v = Double(text), v.isFinite else { throw ServeFailure.badQuery(key: key, "expected a number, got '\(text)'") }
            guard range.contains(v) else {
                throw ServeFailure.badQuery(key: key, "\(text) is outside \(DataValue.format(range.lowerBound))…\(DataValue.format(range.upperBound))")
            }
            return v
        }
        o.scale = try number("scale", in: bounds.scale)
        o.width = try number("width", in: bounds.side)
        o.height = try number("height", in: bounds.side)
        return o
    }

    var overrides: CanvasOverrides {
        var c = CanvasOverrides()
        c.scale = scale; c.width = width; c.height = height
        return c
    }

    /// A fixed spelling for hashing: the same options always give the same text.
    var canonical: String {
        func f(_ v: Double?) -> String { v.map { String($0) } ?? "-" }
        return "format=\(format.rawValue) scale=\(f(scale)) width=\(f(width)) height=\(f(height))"
    }

    var contentType: String { format.mimeType }
}

extension DataValue {
    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}
#endif
