import Foundation

/// SwiftUI's attribute scope: with it `s.font = .headline` and
/// `s.foregroundColor = .red` compile on an `AttributedString`, as they do under
/// `import SwiftUI`. Foundation's own attributes (`link`) come through `foundation`.
extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Each attributed run becomes a text segment. Its attributes are the
    /// innermost style, so they win over modifiers applied to the Text, as in
    /// SwiftUI. A link run takes the accent colour unless it sets its own.
    ///
    /// Disfavoured because Linux's Foundation makes AttributedString expressible by
    /// a string literal (Apple's does not): a literal must stay a LocalizedStringKey,
    /// whose Markdown is interpreted.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias S = AttributeScopes.SwiftUIAttributes
        var segments: [Segment] = []
        for run in attributedContent.runs {
            var m: [Modifier] = []
            if let f = run[S.FontAttribute.self] { m.append(.font(f)) }
            if let c = run[S.ForegroundColorAttribute.self] { m.append(.color(c)) }
            if run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil { m.append(.color(.accentColor)) }
            if let c = run[S.BackgroundColorAttribute.self] { m.append(.background(c)) }
            if let u = run[S.UnderlineStyleAttribute.self] { m.append(.underline(true, u.decoration)) }
            if let s = run[S.StrikethroughStyleAttribute.self] { m.append(.strikethrough(true, s.decoration)) }
            if let k = run[S.KerningAttribute.self] { m.append(.kerning(k)) }
            if let t = run[S.TrackingAttribute.self] { m.append(.tracking(t)) }
            if let b = run[S.BaselineOffsetAttribute.self] { m.append(.baselineOffset(b)) }
            segments.append(Segment(string: String(attributedContent[run.range].characters), modifiers: m))
        }
        self.init(segments: segments.isEmpty ? [Segment(string: "", modifiers: [])] : segments)
    }
}
