import Foundation

/// Finds the `PreviewProvider` types a Swift file declares at its top level.
/// A plugin cannot load the target's code, so this reads the text: comments and
/// string literals are blanked first, and only declarations outside any braces
/// count, since a nested type would need its parent's name (and `private` ones
/// cannot be reached from the runner at all).
enum PreviewScanner {
    struct Found: Equatable { var typeName: String; var line: Int }

    static func providers(in source: String) -> (found: [Found], macros: Int) {
        let code = blankCommentsAndStrings(source)
        let chars = Array(code.utf16)
        var depthAt = [Int](repeating: 0, count: chars.count + 1)
        var depth = 0
        for (i, c) in chars.enumerated() {
            depthAt[i] = depth
            if c == 0x7B { depth += 1 } else if c == 0x7D { depth = max(0, depth - 1) }
        }
        let ns = code as NSString
        var found: [Found] = []
        let patterns = [
            #"(?m)^[ \t]*(?:@\w+[ \t]+)*((?:(?:public|internal|package|open|final|fileprivate|private)[ \t]+)*)(?:struct|enum|class)[ \t]+(\w+)[ \t]*:[^{]*?\bPreviewProvider\b"#,
            #"(?m)^[ \t]*((?:(?:public|internal|package|fileprivate|private)[ \t]+)*)extension[ \t]+([\w.]+)[ \t]*:[^{]*?\bPreviewProvider\b"#,
        ]
        for pattern in patterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            for m in regex.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
                guard depthAt[m.range.location] == 0 else { continue }
                let modifiers = ns.substring(with: m.range(at: 1))
                if modifiers.contains("private") { continue }
                let line = ns.substring(to: m.range.location).filter { $0 == "\n" }.count + 1
                found.append(Found(typeName: ns.substring(with: m.range(at: 2)), line: line))
            }
        }
        let macros = (try! NSRegularExpression(pattern: #"#Preview\b"#)).numberOfMatches(in: code, range: NSRange(location: 0, length: ns.length))
        return (found.sorted { $0.line < $1.line }, macros)
    }

    /// The source with comments and string literals turned into spaces, newlines kept,
    /// so offsets, line numbers and brace depth still match the original.
    static func blankCommentsAndStrings(_ s: String) -> String {
        var out = Array(s.utf16)
        var i = 0
        func blank(_ from: Int, _ to: Int) { for k in from..<min(to, out.count) where out[k] != 0x0A { out[k] = 0x20 } }
        let n = out.count
        while i < n {
            let c = out[i], next = i + 1 < n ? out[i + 1] : 0
            if c == 0x2F && next == 0x2F {  // line comment
                var j = i; while j < n && out[j] != 0x0A { j += 1 }; blank(i, j); i = j
            } else if c == 0x2F && next == 0x2A {  // block comment, nested as Swift allows
                var j = i + 2, level = 1
                while j < n && level > 0 {
                    if out[j] == 0x2F, j + 1 < n, out[j + 1] == 0x2A { level += 1; j += 2 }
                    else if out[j] == 0x2A, j + 1 < n, out[j + 1] == 0x2F { level -= 1; j += 2 }
                    else { j += 1 }
                }
                blank(i, j); i = j
            } else if c == 0x22 {  // string literal, plain or multi-line
                let triple = i + 2 < n && out[i + 1] == 0x22 && out[i + 2] == 0x22
                var j = i + (triple ? 3 : 1)
                while j < n {
                    if out[j] == 0x5C { j += 2; continue }
                    if triple, out[j] == 0x22, j + 2 < n, out[j + 1] == 0x22, out[j + 2] == 0x22 { j += 3; break }
                    if !triple, out[j] == 0x22 { j += 1; break }
                    if !triple, out[j] == 0x0A { break }
                    j += 1
                }
                blank(i, j); i = j
            } else {
                i += 1
            }
        }
        return String(decoding: out, as: UTF16.self)
    }
}
