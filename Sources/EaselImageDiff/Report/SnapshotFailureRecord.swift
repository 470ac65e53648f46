import Foundation

/// What a failing snapshot assertion leaves next to its artifacts, as
/// `<test>.<name>.failure.json`: enough for `easel report` to show it without the
/// test framework that produced it.
public struct SnapshotFailureRecord: Codable, Sendable, Equatable {
    public struct Size: Codable, Sendable, Equatable {
        public var width: Int, height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    /// `Target/File/test`: where the assertion is.
    public var test: String
    /// The snapshot's name within its test ("1", "swatch", …).
    public var name: String
    /// `mismatch`, `missingGolden` or `error`.
    public var kind: String
    public var golden: String
    public var message: String
    /// File names beside this record; nil when that file does not exist.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    public var expectedSize: Size?
    public var actualSize: Size?
    public var differentPixels: Int?
    public var antiAliasedPixels: Int?
    public var largestDifference: Double?
    public var changedRegion: PixelRect?
    /// The comparison's tolerances in words, e.g. "YIQ threshold 0.1".
    public var tolerance: String?
    public var environmentDifferences: [String]
    /// The shell command that re-records this one snapshot.
    public var rerecord: String?

    public init(test: String, name: String, kind: String, golden: String, message: String,
                expected: String? = nil, actual: String? = nil, diff: String? = nil,
                difference: ImageDifference? = nil, environmentDifferences: [String] = [], rerecord: String? = nil) {
        self.test = test; self.name = name; self.kind = kind; self.golden = golden; self.message = message
        self.expected = expected; self.actual = actual; self.diff = diff
        self.environmentDifferences = environmentDifferences; self.rerecord = rerecord
        if let d = difference {
            expectedSize = Size(width: d.expectedSize.width, height: d.expectedSize.height)
            actualSize = Size(width: d.actualSize.width, height: d.actualSize.height)
            if d.sizesMatch {
                differentPixels = d.differentPixels
                antiAliasedPixels = d.antiAliasedPixels
                largestDifference = d.largestDifference
                changedRegion = d.changedRegion
            }
            tolerance = Self.describe(d.options)
        }
    }

    static func describe(_ o: ImageDiffOptions) -> String {
        var parts = [o.maxDeltaE.map { "ΔE94 ≤ \(Self.number($0))" } ?? "YIQ threshold \(Self.number(o.threshold))"]
        parts.append(o.includeAntiAliasing ? "anti-aliasing counted" : "anti-aliasing ignored")
        if o.maxDiffPixels > 0 { parts.append("up to \(o.maxDiffPixels) pixels") }
        if o.maxDiffPixelRatio > 0 { parts.append("up to \(Self.number(100 * o.maxDiffPixelRatio))% of pixels") }
        return parts.joined(separator: ", ")
    }

    static func number(_ v: Double) -> String {
        var s = String(format: "%.4f", v)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s
    }

    public static let fileSuffix = ".failure.json"

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
