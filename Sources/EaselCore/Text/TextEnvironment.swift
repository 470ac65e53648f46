import Foundation

struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct LineLimitReservedKey: EnvironmentKey { static let defaultValue: Int = 0 }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct BoldKey: EnvironmentKey { static let defaultValue = false }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
/// Text styles set on a container (`VStack { … }.monospacedDigit()`), outermost first.
struct TextModifiersKey: EnvironmentKey { static let defaultValue: [Text.Modifier] = [] }

extension EnvironmentValues {
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    /// The fewest lines text reserves space for (`lineLimit(n, reservesSpace: true)`, range lower bounds).
    var minimumLineCount: Int { get { self[LineLimitReservedKey.self] } set { self[LineLimitReservedKey.self] = newValue } }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var allowsTightening: Bool { get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue } }
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
    var textModifiers: [Text.Modifier] { get { self[TextModifiersKey.self] } set { self[TextModifiersKey.self] = newValue } }
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
