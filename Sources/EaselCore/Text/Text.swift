import Foundation

/// SwiftUI's `Text`: styled strings, concatenated with `+`, measured by the
/// environment's `TextEngine`.
public struct Text: View, PrimitiveView, Equatable, Sendable {
    /// A style change recorded on a Text value; applied over the environment.
    enum Modifier: Hashable, Sendable {
        case font(Font?), weight(Font.Weight?), italic, color(Color?), kerning(CGFloat), tracking(CGFloat)
        case baselineOffset(CGFloat), underline(Bool, TextDecoration), strikethrough(Bool, TextDecoration)
        case monospacedDigit, fontWidth(Font.Width?), design(Font.Design?), background(Color?)
    }
    /// An image drawn inside text (`Text(Image(…))`, `"\(Image(…))"`).
    enum InlineImage: Hashable, Sendable { case symbol(String), other(String) }
    struct Segment: Hashable, Sendable {
        var string: String
        var modifiers: [Modifier]
        var image: InlineImage? = nil
        /// Set on the first segment of a `LocalizedStringKey`: what to look up
        /// when the environment's locale is known.
        var localized: LocalizedSource? = nil
        /// The key's other segments, replaced with the first when a translation is found.
        var continuesLocalized = false
    }
    var segments: [Segment]

    public init(verbatim content: String) { segments = [Segment(string: content, modifiers: [])] }
    /// A string value is drawn as it is (no Markdown). Disfavoured, as in SwiftUI,
    /// so that a literal is a `LocalizedStringKey` and its Markdown is interpreted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }
    /// The key is looked up in `bundle` (the app's main bundle when nil) for the
    /// environment's `locale` when the text is laid out; without a translation
    /// the key itself is drawn, as in SwiftUI.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
        let source = LocalizedSource(key: key.key, arguments: key.arguments, interpretsMarkdown: key.interpretsMarkdown,
                                     table: tableName, bundlePath: bundle?.bundlePath,
                                     markdownModifierCount: segments[0].modifiers.count)
        segments[0].localized = source
        for i in segments.indices.dropFirst() { segments[i].continuesLocalized = true }
    }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: Text.format(input, format))
    }

    /// A value through a Foundation `Formatter` (`DateFormatter`, `NumberFormatter`),
    /// with the formatter's own locale, as in SwiftUI. SwiftUI asks for a
    /// `ReferenceConvertible` subject; Linux's `Date` is not one, so any value is taken.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
    public init(_ subject: NSObject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Numbers, currencies and dates are formatted as on an iOS device set to
    /// English (United States), the simulator's default, whatever the machine's
    /// locale: the same view gives the same image everywhere. (SwiftUI takes the
    /// environment's locale; Easel's `\.locale` chooses translations only, as
    /// values are formatted when the Text is made, before the environment is known.)
    public static let formattingLocale = Locale(identifier: "en_US")

    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.locale(formattingLocale).format(input)
    }
    init(segments: [Segment]) { self.segments = segments }

    public var body: Never { primitiveBody() }

    func modified(_ m: Modifier) -> Text {
        Text(segments: segments.map { var s = $0; s.modifiers.append(m); return s })
    }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { [TextNode(env: ctx.env, text: self)] }

    /// The runs this text lays out as, in an environment.
    func runs(in env: EnvironmentValues) -> [TextRun] { runs(in: env, settings: env.textSettings) }

    /// `settings`: the environment's `textSettings`, when the caller has read them already.
    func runs(in env: EnvironmentValues, settings: TextSettings) -> [TextRun] {
        let segments = localizedSegments(locale: env.locale) { env.diagnostics.report($0) }
        let baseFont = env.font ?? .body
        let textCase = settings.textCase
        return segments.map { seg in
            // As in SwiftUI, the modifier nearest the text wins, and a font set on
            // the text is the base that weight, italic, width and design modify
            // whichever order they were written in.
            let ownFont = seg.modifiers.lazy.compactMap { m -> Font? in if case .font(let f?) = m { return f }; return nil }.first
            var font = (ownFont ?? baseFont).resolve(in: env)
            var color = (env.foregroundStyle?._paint(in: env, bounds: .zero)).flatMap { p -> RGBA? in
                if case .color(let c) = p { return c }; return nil
            } ?? Color.primary.resolve(in: env)
            var run = TextRun(string: seg.string, font: font, color: color)
            // A container's text styles are outside the Text's own (innermost first).
            for m in (seg.modifiers + settings.textModifiers.reversed()).reversed() {
                switch m {
                case .font: break
                case .weight(let w): if let w { font.weight = w }
                case .italic: font.italic = true
                case .color(let c): if let c { color = c.resolve(in: env) }
                case .kerning(let k): run.kerning = k
                case .tracking(let t): run.tracking = t
                case .baselineOffset(let b): run.baselineOffset = b
                case let .underline(on, d): run.underline = on ? d : nil
                case let .strikethrough(on, d): run.strikethrough = on ? d : nil
                case .monospacedDigit: font.monospacedDigit = true
                case .fontWidth(let w): if let w { font.width = w }
                case .design(let d): if let d { font.design = d }
                case .background(let c): run.backgroundColor = c?.resolve(in: env)
                }
            }
            if settings.isBold { font.weight = max(font.weight, .bold) }
            if settings.isItalic { font.italic = true }
            run.font = font; run.color = color
            run = UsableValues.checked(run, env: env)
            if let image = seg.image { InlineImageRun.apply(image, to: &run, env: env); return run }
            switch textCase {
            case .uppercase?: run.string = run.string.uppercased()
            case .lowercase?: run.string = run.string.lowercased()
            case nil: break
            }
            return run
        }
    }
}

// Text-returning modifiers, as in SwiftUI.
extension Text {
    public func font(_ font: Font?) -> Text { modified(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified(.weight(weight)) }
    public func fontWidth(_ width: Font.Width?) -> Text { modified(.fontWidth(width)) }
    public func fontDesign(_ design: Font.Design?) -> Text { modified(.design(design)) }
    public func bold() -> Text { modified(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { modified(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { modified(.color(color)) }
    public func foregroundStyle(_ color: Color) -> Text { modified(.color(color)) }
    public func kerning(_ kerning: CGFloat) -> Text { modified(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { modified(.tracking(tracking)) }
    public func baselineOffset(_ offset: CGFloat) -> Text { modified(.baselineOffset(offset)) }
    public func monospacedDigit() -> Text { modified(.monospacedDigit) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified(.underline(isActive, TextDecoration(style: pattern.decoration, color: color?.resolve(in: EnvironmentValues()))))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified(.strikethrough(isActive, TextDecoration(style: pattern.decoration, color: color?.resolve(in: EnvironmentValues()))))
    }

    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        public static let single = LineStyle()
        var decoration: TextDecoration { TextDecoration(style: pattern.decoration, color: color?.resolve(in: EnvironmentValues())) }
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
            var decoration: TextDecorationStyle {
                switch self { case .solid: .solid; case .dot: .dot; case .dash: .dash; case .dashDot: .dashDot; case .dashDotDot: .dashDotDot }
            }
        }
    }

    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

/// A string literal with interpolations, as `Text("…")` takes it.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    var segments: [Text.Segment]
    /// What a strings table is searched for: the literal with a specifier in
    /// place of each value (`"\(n) items"` → `"%lld items"`), as SwiftUI builds it.
    var key: String
    var arguments: [LocalizedArgument] = []
    var interpretsMarkdown = true
    /// A key made from a string value is not interpreted as Markdown.
    public init(_ value: String) {
        segments = [Text.Segment(string: value, modifiers: [])]; key = value; interpretsMarkdown = false
    }
    public init(stringLiteral value: String) { segments = LocalizedStringKey.markdown([.literal(value)]); key = value }
    public init(stringInterpolation: StringInterpolation) {
        segments = LocalizedStringKey.markdown(stringInterpolation.parts)
        key = stringInterpolation.key; arguments = stringInterpolation.arguments
    }

    enum Part: Hashable, Sendable { case literal(String), value(String), text([Text.Segment]) }

    /// Interprets the literal parts as inline Markdown. Interpolated values stand
    /// in as private-use placeholders while parsing, so a span may enclose them
    /// (`**Hello \(name)**`) but their own characters are never syntax.
    static func markdown(_ parts: [Part]) -> [Text.Segment] {
        if let plain = plainText(parts) { return [Text.Segment(string: plain, modifiers: [])] }
        return parsedMarkdown(parts)
    }

    /// The joined text when no literal part holds a character that can start
    /// Markdown syntax in `InlineMarkdown` (all ASCII) and no part is a Text: the
    /// parser would then return it as one unstyled piece, so it is not run (it
    /// walks the string as an array of Characters).
    static func plainText(_ parts: [Part]) -> String? {
        var joined = ""
        for part in parts {
            switch part {
            case .literal(let s):
                if s.utf8.contains(where: mayStartSyntax) { return nil }
                joined += s
            case .value(let v): joined += v
            case .text: return nil
            }
        }
        return joined
    }

    /// `\`, `` ` ``, `[`, `*`, `_`, `~`, or the lead byte of a scalar from U+C0000 on,
    /// which takes in the private-use planes the parser gives interpolated values.
    private static func mayStartSyntax(_ b: UInt8) -> Bool {
        switch b {
        case 0x5C, 0x60, 0x5B, 0x2A, 0x5F, 0x7E, 0xF3...: return true
        default: return false
        }
    }

    static func parsedMarkdown(_ parts: [Part]) -> [Text.Segment] {
        var source = ""
        var values: [Part] = []
        for part in parts {
            if case .literal(let s) = part { source += s; continue }
            source.unicodeScalars.append(Unicode.Scalar(0xF0000 + values.count)!)
            values.append(part)
        }
        var out: [Text.Segment] = []
        func add(_ string: String, _ modifiers: [Text.Modifier]) {
            guard !string.isEmpty else { return }
            if let last = out.last, last.modifiers == modifiers, last.image == nil { out[out.count - 1].string += string }
            else { out.append(Text.Segment(string: string, modifiers: modifiers)) }
        }
        for piece in InlineMarkdown.parse(source) {
            let mods = InlineMarkdown.modifiers(piece.style)
            var plain = ""
            for scalar in piece.text.unicodeScalars {
                let index = Int(scalar.value) - 0xF0000
                guard index >= 0, index < values.count else { plain.unicodeScalars.append(scalar); continue }
                add(plain, mods); plain = ""
                switch values[index] {
                case .value(let v): add(v, mods)
                case .text(let segs):
                    for var seg in segs {
                        seg.modifiers = mods + seg.modifiers
                        // A localized Text inside the key: its own modifiers now follow these.
                        seg.localized?.markdownModifierCount += mods.count
                        out.append(seg)
                    }
                case .literal: break
                }
            }
            add(plain, mods)
        }
        return out.isEmpty ? [Text.Segment(string: "", modifiers: [])] : out
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        var key = ""
        var arguments: [LocalizedArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) {
            // Literals and values alternate: one more literal than values at most.
            parts.reserveCapacity(2 * interpolationCount + 1)
        }
        private mutating func add(_ part: Part, _ argument: LocalizedArgument, specifier: String? = nil) {
            parts.append(part); arguments.append(argument); key += specifier ?? argument.keySpecifier
        }
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)); key += literal }
        public mutating func appendInterpolation(_ string: String) { add(.value(string), .string(string)) }
        public mutating func appendInterpolation<T>(_ value: T) {
            // An Int as `String(describing:)` spells it, without its casts: a fast path
            // (Benchmarks/README.md, "Why the layout engine has fast paths").
            if T.self == Int.self, let n = value as? Int {
                add(.value(String(n)), .int(Int64(n))); return
            }
            let described = String(describing: value)
            add(.value(described), LocalizedArgument.typed(value) ?? .string(described))
        }
        public mutating func appendInterpolation(_ text: Text) { add(.text(text.segments), .text(text.segments)) }
        /// An image drawn inline, on the text's baseline and sized by its font.
        public mutating func appendInterpolation(_ image: Image) {
            let segs = Text(image).segments
            add(.text(segs), .text(segs))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let s = Text.format(input, format)
            add(.value(s), .string(s))
        }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            let s = formatter.string(for: subject) ?? ""
            add(.value(s), .string(s))
        }
        /// A printf-style specifier, as `"\(rating, specifier: "%.1f")"`; the key holds the specifier, as in SwiftUI.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let s = String(format: specifier, value)
            add(.value(s), LocalizedArgument.typed(value) ?? .string(s), specifier: specifier)
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let s = style.format(date)
            add(.value(s), .string(s))
        }
    }
}

extension Text {
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let date = DateStyle(kind: 0), time = DateStyle(kind: 1)
        func format(_ d: Date) -> String {
            let style = kind == 0 ? Date.FormatStyle(date: .long, time: .omitted) : Date.FormatStyle(date: .omitted, time: .shortened)
            return Text.format(d, style)
        }
    }
    public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }
}

extension Text {
    /// The characters the text draws, untranslated and without styles: what a
    /// library outside the core (Charts' labels) keeps of a `Text` it is given.
    package var plainString: String { segments.map(\.string).joined() }
}

extension LocalizedStringKey {
    /// The key's characters as a `Text` made from it draws them without a translation.
    package var plainString: String { segments.map(\.string).joined() }
}
