import Foundation

/// The distance between the baselines of consecutive lines in a text style,
/// as Apple publishes it: HIG "Typography" › "Specifications" › "iOS, iPadOS
/// Dynamic Type sizes", the Large (default) column, e.g. Body 17 pt on 22 pt,
/// Subheadline 15 on 20, Footnote 13 on 18.
///
/// The HIG also says that at the other sizes "font size and leading values
/// differ by one point for each text size setting", so a style's leading is its
/// size at the current setting plus its Large offset. (At the accessibility
/// sizes Apple's table grows leading a little faster; Easel keeps the offset.)
///
/// Only the pitch between lines follows the table: a single line stays as tall
/// as its font's ascent plus descent, as SwiftUI's one-line `Text` is.
enum TextStyleLeading {
    /// Leading minus point size at Large (HIG table: size / leading).
    private static let offsetAtLarge: [Font.TextStyle: CGFloat] = [
        .largeTitle: 41 - 34, .title: 34 - 28, .title2: 28 - 22, .title3: 25 - 20,
        .headline: 22 - 17, .body: 22 - 17, .callout: 21 - 16, .subheadline: 20 - 15,
        .footnote: 18 - 13, .caption: 16 - 12, .caption2: 13 - 11,
    ]

    /// The style's line pitch at a Dynamic Type size, in points.
    static func leading(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        Font.size(of: style, at: size) + offsetAtLarge[style]!
    }

    /// Space to add between the lines of `text` so that they sit its text
    /// style's leading apart: zero for a font that is not a system text style,
    /// or whose own line is already as tall (a custom family keeps its metrics).
    static func extraSpacing(for text: Text, runs: [TextRun], env: EnvironmentValues) -> CGFloat {
        guard let run = runs.first, run.font.family == nil,
              let style = text.primaryFont(in: env).textStyle else { return 0 }
        let natural = env.textEngine.layout(TextRequest(runs: [TextRun(string: " ", font: run.font, color: run.color)])).size.height
        return max(0, leading(style, at: env.dynamicTypeSize) - natural)
    }
}

extension Font {
    /// The text style this font scales with, when it is the system font in a style.
    var textStyle: TextStyle? {
        if case let .style(style, _) = base { return style }
        return nil
    }
}

extension Text {
    /// The font of the text's first segment: its own, else the environment's (Body by default).
    func primaryFont(in env: EnvironmentValues) -> Font {
        let own = segments.first?.modifiers.lazy.compactMap { m -> Font? in if case .font(let f?) = m { return f }; return nil }.first
        return own ?? env.font ?? .body
    }
}
