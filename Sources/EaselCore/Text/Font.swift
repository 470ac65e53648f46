import Foundation

/// SwiftUI's `Font`: a description resolved against the environment
/// (dynamic type size) into a `ResolvedFont` when text is laid out.
public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Comparable, Sendable {
        /// CSS/OpenType weight value (100…900).
        public let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    enum Base: Hashable, Sendable {
        case system(size: CGFloat, design: Design)
        case style(TextStyle, design: Design)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    let base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    var width: Width?

    init(base: Base, weight: Weight? = nil) { self.base = base; self.weight = weight }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design ?? .default), weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style, design: design ?? .default), weight: weight)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: style))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    public func width(_ w: Width) -> Font { var f = self; f.width = w; return f }

    /// Apple's Dynamic Type table (points at xSmall … accessibility5).
    static func size(of style: TextStyle, at size: DynamicTypeSize) -> CGFloat { sizeTable[style]![size.rawValue] }

    /// Built once: a dictionary literal in the function was rebuilt for every Text resolved.
    private static let sizeTable: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    public func resolve(in env: EnvironmentValues) -> ResolvedFont {
        var r: ResolvedFont
        switch base {
        case let .system(size, design):
            r = ResolvedFont(size: size, design: design)
        case let .style(style, design):
            r = ResolvedFont(size: Font.size(of: style, at: env.dynamicTypeSize), design: design)
            if style == .headline { r.weight = .semibold }
        case let .custom(name, size, relativeTo):
            let scale = relativeTo.map { Font.size(of: $0, at: env.dynamicTypeSize) / Font.size(of: $0, at: .large) } ?? 1
            r = ResolvedFont(family: name, size: size * scale)
        }
        if let weight { r.weight = weight }
        if isItalic { r.italic = true }
        if isMonospaced { r.design = .monospaced }
        if isMonospacedDigit { r.monospacedDigit = true }
        if let width { r.width = width }
        r.size = UsableValues.fontSize(r.size, env: env)
        return r
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
}
