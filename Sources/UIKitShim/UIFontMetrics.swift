#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore
import EaselText

// UIFont's line metrics, measured from the face Easel draws the font with: the text engine
// lays out one "x" in the font and answers the same ascent, descent, leading and cap height
// its line layout uses (Pango's metrics of the loaded face, the cap height from the "H"
// glyph's extents), and the x-height from the "x" glyph's outline. So a `UIFont`'s
// `lineHeight` is the height Easel gives a one-line `Text` in that font. iOS measures San
// Francisco; Easel draws the system font with its bundled stand-in face (Inter), so the
// numbers are that face's, which is the point: code that sizes a view from
// `UIFont.lineHeight` then fits the text Easel draws.
extension UIFont {
    struct LineMetrics { var ascender, descender, leading, capHeight, xHeight: CGFloat }

    /// The font's metrics from the text engine of the view being built (the default
    /// Pango engine outside a render), without the text style's Dynamic Type scaling:
    /// `pointSize` is already the scaled size.
    var lineMetrics: LineMetrics {
        let env = EnvironmentValues._current ?? EnvironmentValues()
        var plain = EnvironmentValues()
        plain.dynamicTypeSize = .large
        let font = UIFont(size: pointSize, weight: weight, face: face).swiftUIFont.resolve(in: plain)
        let engine: any TextEngine = env.textEngine is FixedAdvanceTextEngine ? DefaultTextEngine.shared : env.textEngine
        let layout = engine.layout(TextRequest(runs: [TextRun(string: "x", font: font, color: RGBA.black)]))
        let m = layout.firstLineMetrics
        var xHeight: CGFloat = 0
        if let run = layout.lines.first?.runs.first, let glyph = run.glyphs.first, let outlines = run.face.outlines {
            // The outline is in y-down coordinates from the baseline: its top is -x-height.
            xHeight = -outlines.outline(of: glyph, at: CGPoint.zero).boundingRect.minY
        }
        return LineMetrics(ascender: m.ascent, descender: -m.descent, leading: m.leading, capHeight: m.capHeight, xHeight: xHeight)
    }

    /// Top of the tallest glyphs above the baseline (positive), as UIKit's.
    public var ascender: CGFloat { lineMetrics.ascender }
    /// Bottom of the lowest glyphs below the baseline: negative, as UIKit's.
    public var descender: CGFloat { lineMetrics.descender }
    /// The face's line gap (zero for most UI faces, as for San Francisco).
    public var leading: CGFloat { lineMetrics.leading }
    /// `ascender - descender + leading`, the height of one line of text in this font.
    public var lineHeight: CGFloat { let m = lineMetrics; return m.ascender - m.descender + m.leading }
    /// The height of a capital letter above the baseline.
    public var capHeight: CGFloat { lineMetrics.capHeight }
    /// The height of a lowercase "x" above the baseline.
    public var xHeight: CGFloat { lineMetrics.xHeight }

    /// UIKit's font descriptor size is the point size; weight and face are kept.
    public func withWeight(_ weight: Weight) -> UIFont { UIFont(size: pointSize, weight: weight, face: face) }
}

/// UIKit's scaler for custom fonts and values: it scales by the ratio of its text style's
/// size at the current Dynamic Type size to its size at Large (the default), both from the
/// HIG's "Dynamic Type sizes" table, the one `UIFont.preferredFont(forTextStyle:)` and
/// SwiftUI's `Font` read. At Large it returns values unchanged, as on iOS.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// The body style's metrics (UIKit's `UIFontMetrics.default`).
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    func scale(at size: DynamicTypeSize) -> CGFloat {
        guard let style = textStyle.font else { return 1 }
        return Font._pointSize(of: style, at: size) / Font._pointSize(of: style, at: .large)
    }
    var currentSize: DynamicTypeSize { EnvironmentValues._current?.dynamicTypeSize ?? .large }

    /// `value` scaled for the Dynamic Type size of the view being built (Large outside a render).
    public func scaledValue(for value: CGFloat) -> CGFloat { value * scale(at: currentSize) }
    /// `value` scaled for the traits' Dynamic Type size (their `preferredContentSizeCategory`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(at: traitCollection?.dynamicTypeSize ?? currentSize)
    }
    /// `font` at its size scaled for the current Dynamic Type size.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
    /// As `scaledFont(for:)`, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }
}
#endif
