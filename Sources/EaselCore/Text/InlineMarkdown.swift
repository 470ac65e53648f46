import Foundation

/// The inline Markdown SwiftUI interprets in a `Text` string literal (a
/// `LocalizedStringKey`): `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`,
/// `~~strikethrough~~`, `` `code` `` and `[link](url)`, with backslash escapes.
/// Block syntax (headings, lists) is not interpreted, as in SwiftUI.
///
/// Linux's Foundation has no `AttributedString(markdown:)` and swift-markdown is
/// not among the packages Easel can use, so this is a small delimiter matcher
/// for that inline subset (CommonMark's flanking rules, simplified: an opener is
/// followed by a non-space and has a closer later on; `_` does not open or close
/// inside a word).
enum InlineMarkdown {
    struct Style: Hashable { var strong = false, emphasis = false, strike = false, code = false, link = false }
    struct Piece: Equatable { var text: String; var style: Style }

    static func parse(_ source: String) -> [Piece] {
        var pieces: [Piece] = []
        parse(Array(source), style: Style(), into: &pieces)
        return pieces
    }

    private static func append(_ c: Character, _ style: Style, _ pieces: inout [Piece]) {
        if let last = pieces.last, last.style == style { pieces[pieces.count - 1].text.append(c) }
        else { pieces.append(Piece(text: String(c), style: style)) }
    }

    private static func parse(_ s: [Character], style base: Style, into pieces: inout [Piece]) {
        var style = base
        var i = 0
        func isSpace(_ k: Int) -> Bool { k < 0 || k >= s.count || s[k].isWhitespace }
        func isWordChar(_ k: Int) -> Bool { k >= 0 && k < s.count && (s[k].isLetter || s[k].isNumber) }
        /// The index of the next run of `delim` that can close, after `from`.
        func closer(_ delim: [Character], from: Int) -> Int? {
            var k = from
            while k + delim.count <= s.count {
                if s[k] == "\\" { k += 2; continue }
                if Array(s[k..<k + delim.count]) == delim, !isSpace(k - 1),
                   delim[0] != "_" || !isWordChar(k + delim.count) { return k }
                k += 1
            }
            return nil
        }
        while i < s.count {
            let c = s[i]
            if c == "\\", i + 1 < s.count, s[i + 1].isPunctuation || s[i + 1].isSymbol {
                append(s[i + 1], style, &pieces); i += 2; continue
            }
            if c == "`", let end = s[(i + 1)...].firstIndex(of: "`") {
                var code = style; code.code = true
                for ch in s[(i + 1)..<end] { append(ch, code, &pieces) }
                i = end + 1; continue
            }
            if c == "[", let close = linkEnd(s, from: i) {
                var link = style; link.link = true
                parse(Array(s[(i + 1)..<close.textEnd]), style: link, into: &pieces)
                i = close.end; continue
            }
            if c == "*" || c == "_" || c == "~" {
                var run = 0
                while i + run < s.count, s[i + run] == c, run < 3 { run += 1 }
                if c == "~" && run < 2 { append(c, style, &pieces); i += 1; continue }
                if c == "~" { run = 2 }
                let delim = Array(repeating: c, count: run)
                // Closing an open span.
                let open: Bool
                switch (c, run) {
                case ("~", _): open = style.strike
                case (_, 1): open = style.emphasis
                case (_, 2): open = style.strong
                default: open = style.strong && style.emphasis
                }
                if open, !isSpace(i - 1) {
                    switch (c, run) {
                    case ("~", _): style.strike = false
                    case (_, 1): style.emphasis = false
                    case (_, 2): style.strong = false
                    default: style.strong = false; style.emphasis = false
                    }
                    i += run; continue
                }
                // Opening one that closes later.
                if !isSpace(i + run), c != "_" || !isWordChar(i - 1), closer(delim, from: i + run + 1) != nil {
                    switch (c, run) {
                    case ("~", _): style.strike = true
                    case (_, 1): style.emphasis = true
                    case (_, 2): style.strong = true
                    default: style.strong = true; style.emphasis = true
                    }
                    i += run; continue
                }
                for _ in 0..<run { append(c, style, &pieces) }
                i += run; continue
            }
            append(c, style, &pieces)
            i += 1
        }
    }

    /// `[text](destination)`: where the text ends and where the link ends.
    private static func linkEnd(_ s: [Character], from start: Int) -> (textEnd: Int, end: Int)? {
        var depth = 0
        var k = start
        while k < s.count {
            if s[k] == "\\" { k += 2; continue }
            if s[k] == "[" { depth += 1 }
            if s[k] == "]" {
                depth -= 1
                if depth == 0 {
                    guard k + 1 < s.count, s[k + 1] == "(", let close = s[(k + 2)...].firstIndex(of: ")") else { return nil }
                    return (k, close + 1)
                }
            }
            k += 1
        }
        return nil
    }

    /// The Text modifiers a style stands for. Links take the accent colour, as
    /// SwiftUI draws them.
    static func modifiers(_ style: Style) -> [Text.Modifier] {
        var m: [Text.Modifier] = []
        if style.strong { m.append(.weight(.bold)) }
        if style.emphasis { m.append(.italic) }
        if style.strike { m.append(.strikethrough(true, TextDecoration())) }
        if style.code { m.append(.design(.monospaced)) }
        if style.link { m.append(.color(.accentColor)) }
        return m
    }
}
