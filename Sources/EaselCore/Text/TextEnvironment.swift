import Foundation

/// Everything a Text reads from its environment besides its font, colour,
/// direction and scale, kept as one entry: a Text read a dozen keys, each a walk
/// through the environment's layers and a cast (8 % of the samples when laying out
/// distinct Texts). Each setter below still changes only its own field.
struct TextSettings: Hashable, Sendable {
    var lineLimit: Int? = nil
    /// The fewest lines text reserves space for (`lineLimit(n, reservesSpace: true)`, range lower bounds).
    var minimumLineCount = 0
    var truncationMode = Text.TruncationMode.tail
    var multilineTextAlignment = TextAlignment.leading
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false
    var textCase: Text.Case? = nil
    var isBold = false
    var isItalic = false
    /// Text styles set on a container (`VStack { … }.monospacedDigit()`), outermost first.
    var textModifiers: [Text.Modifier] = []
}
struct TextSettingsKey: EnvironmentKey { static let defaultValue = TextSettings() }

extension EnvironmentValues {
    var textSettings: TextSettings { get { self[TextSettingsKey.self] } set { self[TextSettingsKey.self] = newValue } }
    public var lineLimit: Int? { get { textSettings.lineLimit } set { textSettings.lineLimit = newValue } }
    var minimumLineCount: Int { get { textSettings.minimumLineCount } set { textSettings.minimumLineCount = newValue } }
    public var truncationMode: Text.TruncationMode {
        get { textSettings.truncationMode } set { textSettings.truncationMode = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { textSettings.multilineTextAlignment } set { textSettings.multilineTextAlignment = newValue }
    }
    public var lineSpacing: CGFloat { get { textSettings.lineSpacing } set { textSettings.lineSpacing = newValue } }
    public var minimumScaleFactor: CGFloat {
        get { textSettings.minimumScaleFactor } set { textSettings.minimumScaleFactor = newValue }
    }
    public var allowsTightening: Bool { get { textSettings.allowsTightening } set { textSettings.allowsTightening = newValue } }
    public var textCase: Text.Case? { get { textSettings.textCase } set { textSettings.textCase = newValue } }
    var isBold: Bool { get { textSettings.isBold } set { textSettings.isBold = newValue } }
    var isItalic: Bool { get { textSettings.isItalic } set { textSettings.isItalic = newValue } }
    var textModifiers: [Text.Modifier] { get { textSettings.textModifiers } set { textSettings.textModifiers = newValue } }
}

// The text styles SwiftUI (iOS 16) also offers on any view: they reach every Text
// inside, and a Text's own modifier of the same kind wins.
extension View {
    func textModifier(_ m: Text.Modifier) -> some View { transformEnvironment { $0.textModifiers.append(m) } }
    public func monospacedDigit() -> some View { textModifier(.monospacedDigit) }
    public func monospaced(_ isActive: Bool = true) -> some View { isActive ? AnyView(textModifier(.design(.monospaced))) : AnyView(self) }
    public func fontDesign(_ design: Font.Design?) -> some View { textModifier(.design(design)) }
    public func fontWidth(_ width: Font.Width?) -> some View { textModifier(.fontWidth(width)) }
    public func kerning(_ kerning: CGFloat) -> some View { textModifier(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> some View { textModifier(.tracking(tracking)) }
    public func baselineOffset(_ offset: CGFloat) -> some View { textModifier(.baselineOffset(offset)) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textModifier(.underline(isActive, Text.LineStyle(pattern: pattern, color: color).decoration))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textModifier(.strikethrough(isActive, Text.LineStyle(pattern: pattern, color: color).decoration))
    }
}

extension View {
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment { $0.lineLimit = limit; $0.minimumLineCount = reservesSpace ? limit : 0 }
    }
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        transformEnvironment { $0.lineLimit = limits.upperBound; $0.minimumLineCount = limits.lowerBound }
    }
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        transformEnvironment { $0.lineLimit = nil; $0.minimumLineCount = limits.lowerBound }
    }
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View { environment(\.lineLimit, limits.upperBound) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isBold = isActive } }
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isItalic = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment { env in if let w = weight { env.font = (env.font ?? .body).weight(w) } }
    }
}
