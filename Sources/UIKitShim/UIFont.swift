#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// UIKit's font: a size, a weight and either a text style, the system face or a named
/// family. `Font(uiFont)` draws it with the same face SwiftUI's `Font` would.
public final class UIFont: Hashable {
    /// UIKit's weights, as the raw values of its constants (UIFontDescriptor.h:
    /// ultraLight -0.8 … black 0.62), which is what code that builds one from a number passes.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
        public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
        public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        /// The nearest SwiftUI weight: UIKit's constants map one to one.
        var font: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles; `title1` and `caption1` are SwiftUI's `title` and `caption`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var font: Font.TextStyle? {
            let table: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return table[self]
        }
    }

    enum Face: Hashable { case system, monospacedDigit, monospaced, italic, named(String) }

    public let pointSize: CGFloat
    let weight: Weight
    let face: Face
    /// Set by `preferredFont(forTextStyle:)`: the font then scales with Dynamic Type in SwiftUI.
    let textStyle: TextStyle?

    init(size: CGFloat, weight: Weight, face: Face, textStyle: TextStyle? = nil) {
        pointSize = size; self.weight = weight; self.face = face; self.textStyle = textStyle
    }

    /// A font of that family. UIKit answers nil for a name it has no face for; Easel answers
    /// nil only for an empty name, because fonts are found where text is drawn (the text
    /// engine then warns about a missing family and falls back to the system face).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(size: fontSize, weight: .regular, face: .named(fontName))
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(size: fontSize, weight: weight, face: .system)
    }
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular, face: .italic) }
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, face: .monospacedDigit)
    }
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, face: .monospaced)
    }

    /// The text style's font at the Dynamic Type size of the view being built (Large
    /// outside a render): the HIG's "Dynamic Type sizes" table, the one SwiftUI's `Font`
    /// reads. Headline is semibold, as in that table.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let dynamicType = EnvironmentValues._current?.dynamicTypeSize ?? .large
        let size = style.font.map { Font._pointSize(of: $0, at: dynamicType) } ?? 17
        return UIFont(size: size, weight: style == .headline ? .semibold : .regular, face: .system, textStyle: style)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight, face: face) }

    /// Apple's system family is San Francisco; Easel draws it with its system face.
    public var familyName: String {
        if case .named(let name) = face { return name }
        return ".SF UI Text"
    }
    public var fontName: String { familyName }
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.face == b.face && a.textStyle == b.textStyle
    }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(weight); h.combine(face); h.combine(textStyle) }

    /// SwiftUI's font for this UIKit font (`Font(uiFont)`).
    var swiftUIFont: Font {
        switch face {
        case .named(let name):
            return .custom(name, size: pointSize)
        case .system, .italic, .monospaced, .monospacedDigit:
            var font: Font
            if let style = textStyle?.font, weight == (textStyle == .headline ? .semibold : .regular) {
                font = .system(style)
            } else {
                font = .system(size: pointSize, weight: weight.font)
            }
            if face == .italic { font = font.italic() }
            if face == .monospaced { font = font.monospaced() }
            if face == .monospacedDigit { font = font.monospacedDigit() }
            return font
        }
    }
}

extension Font {
    /// SwiftUI's `Font(_ font: CTFont)` as iOS code calls it with a UIFont: `Font(UIFont.preferredFont(forTextStyle: .body))`.
    /// A text-style font keeps following Dynamic Type, as on iOS.
    public init(_ font: UIFont) { self = font.swiftUIFont }
}
#endif
