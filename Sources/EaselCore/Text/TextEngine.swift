import Foundation

/// A font after the environment is applied: what a shaper needs to pick a face.
public struct ResolvedFont: Hashable, Sendable {
    public var family: String?          // nil: the default family
    public var size: CGFloat
    public var weight: Font.Weight
    public var italic: Bool
    public var design: Font.Design
    public var width: Font.Width
    public var monospacedDigit: Bool
    public init(family: String? = nil, size: CGFloat, weight: Font.Weight = .regular, italic: Bool = false,
                design: Font.Design = .default, width: Font.Width = .standard, monospacedDigit: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.design = design; self.width = width; self.monospacedDigit = monospacedDigit
    }
}

public enum TextDecorationStyle: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

public struct TextDecoration: Hashable, Sendable {
    public var style: TextDecorationStyle
    public var color: RGBA?
    public init(style: TextDecorationStyle = .solid, color: RGBA? = nil) { self.style = style; self.color = color }
}

/// One stretch of a paragraph with a single style (Text + Text makes several).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    public var color: RGBA
    public var kerning: CGFloat = 0
    public var tracking: CGFloat = 0
    public var baselineOffset: CGFloat = 0
    public var underline: TextDecoration? {
        get { decorations?.values.underline }
        set { OutOfLine.edit(&decorations) { $0.underline = newValue } }
    }
    public var strikethrough: TextDecoration? {
        get { decorations?.values.strikethrough }
        set { OutOfLine.edit(&decorations) { $0.strikethrough = newValue } }
    }
    /// Filled behind the run, the line's height tall (AttributedString's `backgroundColor`).
    public var backgroundColor: RGBA? {
        get { decorations?.values.backgroundColor }
        set { OutOfLine.edit(&decorations) { $0.backgroundColor = newValue } }
    }
    /// Decorations and background, which few runs have, live out of line: they
    /// took 136 of a run's 264 bytes, and every Text keeps its runs.
    private var decorations: OutOfLine<RunDecorations>?

    public init(string: String, font: ResolvedFont, color: RGBA) {
        self.string = string; self.font = font; self.color = color
    }
}

/// A run's decorations (`TextRun`'s out-of-line part).
struct RunDecorations: OutOfLineValues {
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var backgroundColor: RGBA?
}

public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

/// Everything that decides a paragraph's layout. Equal requests give equal layouts,
/// so engines cache on it.
public struct TextRequest: Hashable, Sendable {
    public var runs: [TextRun]
    /// nil: lay out at the ideal width (lines only at explicit newlines).
    public var width: CGFloat?
    /// nil: as many lines as the text needs.
    public var height: CGFloat?
    public var lineLimit: Int?
    /// `lineLimit(n, reservesSpace: true)` and range lower bounds: at least this many lines tall.
    public var minimumLines: Int = 0
    public var truncationMode: TruncationMode = .tail
    public var alignment: TextAlignment = .leading
    public var lineSpacing: CGFloat = 0
    public var minimumScaleFactor: CGFloat = 1
    public var allowsTightening: Bool = false
    public var layoutDirection: LayoutDirection = .leftToRight
    public var displayScale: CGFloat = 1
    /// SF Pro's tracking table on runs in the default family (`SystemFontTracking`).
    /// Off for a bare request (the engine shapes as HarfBuzz does); views set it
    /// from `EnvironmentValues.systemFontTracking`, which is on by default.
    public var systemTracking: Bool = false
    public init(runs: [TextRun]) { self.runs = runs }
    /// Concatenated by hand: a key path and the generic `joined` cost run-time
    /// metadata look-ups on first use, in every cold render with text.
    public var string: String {
        if runs.count == 1 { return runs[0].string }
        var text = ""
        for run in runs { text += run.string }
        return text
    }
}

/// One laid-out line: where it sits in the paragraph and its shaped runs.
public struct TextLineLayout: Sendable {
    public var baseline: CGFloat          // y relative to the paragraph's top
    public var frame: CGRect
    /// The line's runs in visual order, left to right.
    public var runs: [GlyphRun]
    public init(baseline: CGFloat, frame: CGRect, runs: [GlyphRun]) { self.baseline = baseline; self.frame = frame; self.runs = runs }
}

/// A measured paragraph, self-contained: the backend draws exactly what was
/// measured from `glyphRuns`, without asking the engine again.
public final class TextLayout: Sendable {
    public let size: CGSize
    public let firstBaseline: CGFloat
    public let lastBaseline: CGFloat
    public let firstLineMetrics: TextLineMetrics
    public let lastLineMetrics: TextLineMetrics
    public let lines: [TextLineLayout]
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, firstLineMetrics: TextLineMetrics,
                lastLineMetrics: TextLineMetrics, lines: [TextLineLayout]) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.firstLineMetrics = firstLineMetrics; self.lastLineMetrics = lastLineMetrics
        self.lines = lines
    }

    /// Every run of every line, in drawing order.
    public var glyphRuns: [GlyphRun] { lines.flatMap(\.runs) }
}

/// Measures text. The layout core only knows this protocol; EaselText
/// implements it with Pango, tests with `FixedAdvanceTextEngine`.
public protocol TextEngine: Sendable {
    func layout(_ request: TextRequest) -> TextLayout
}

struct TextEngineKey: EnvironmentKey {
    static let defaultValue: any TextEngine = FixedAdvanceTextEngine()
}

extension EnvironmentValues {
    public var textEngine: any TextEngine {
        get { self[TextEngineKey.self] }
        set { self[TextEngineKey.self] = newValue; self[CustomTextEngineKey.self] = true }
    }
}
