import Foundation

/// Reads a `.strings` file: the old property-list text format Xcode and iOS use
/// for `Localizable.strings` (`"key" = "value";`, `/* … */` and `//` comments,
/// backslash escapes, unquoted words). A malformed entry ends the parse there:
/// the entries before it are kept (iOS would drop the whole file) and the
/// problem is returned with its line and column, for a diagnostic.
enum StringsFile {
    static func parse(_ text: String) -> (table: [String: String], problem: String?) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var i = 0
        var table: [String: String] = [:]

        func skipBlanks() {
            while i < scalars.count {
                let c = scalars[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                    i = min(i + 2, scalars.count); continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                    continue
                }
                return
            }
        }
        func word() -> String? {
            skipBlanks()
            guard i < scalars.count else { return nil }
            if scalars[i] == "\"" { return quoted() }
            var s = String.UnicodeScalarView()
            // Unquoted strings: the characters the old plist format allows bare.
            while i < scalars.count, scalars[i].properties.isAlphabetic || "0123456789_$+/:.-".unicodeScalars.contains(scalars[i]) {
                s.append(scalars[i]); i += 1
            }
            return s.isEmpty ? nil : String(s)
        }
        func quoted() -> String? {
            i += 1
            var s = String.UnicodeScalarView()
            while i < scalars.count {
                let c = scalars[i]; i += 1
                if c == "\"" { return String(s) }
                guard c == "\\", i < scalars.count else { s.append(c); continue }
                let e = scalars[i]; i += 1
                switch e {
                case "n": s.append("\n")
                case "t": s.append("\t")
                case "r": s.append("\r")
                case "a": s.append("\u{07}")
                case "b": s.append("\u{08}")
                case "f": s.append("\u{0C}")
                case "v": s.append("\u{0B}")
                case "U", "u":
                    // \Uxxxx: four hex digits, a UTF-16 unit (a surrogate pair is two escapes).
                    var hex = ""
                    while hex.count < 4, i < scalars.count, scalars[i].properties.isASCIIHexDigit { hex.unicodeScalars.append(scalars[i]); i += 1 }
                    var value = UInt32(hex, radix: 16) ?? 0xFFFD
                    if (0xD800..<0xDC00).contains(value), i + 5 < scalars.count, scalars[i] == "\\",
                       scalars[i + 1] == "U" || scalars[i + 1] == "u",
                       let low = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)..<(i + 6)])), radix: 16),
                       (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00); i += 6
                    }
                    s.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case "0"..."7":
                    // Up to three octal digits.
                    var oct = String(e)
                    while oct.count < 3, i < scalars.count, ("0"..."7").contains(scalars[i]) { oct.unicodeScalars.append(scalars[i]); i += 1 }
                    s.append(Unicode.Scalar(UInt32(oct, radix: 8) ?? 0) ?? "\u{FFFD}")
                default: s.append(e)  // \" \\ \' and any other character stand for themselves
                }
            }
            return nil
        }

        func problem(_ what: String) -> String {
            let before = scalars[..<min(i, scalars.count)]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
            return "line \(line), column \(column): \(what)"
        }
        while true {
            skipBlanks()
            guard i < scalars.count else { break }
            guard let key = word() else { return (table, problem("expected a quoted key")) }
            skipBlanks()
            var value = key  // `"key";` alone maps a key to itself
            if i < scalars.count, scalars[i] == "=" {
                i += 1
                guard let v = word() else { return (table, problem("expected a quoted value after '='")) }
                value = v
                skipBlanks()
            }
            guard i < scalars.count, scalars[i] == ";" else { return (table, problem("expected ';' after the entry for \"\(key)\"")) }
            i += 1
            table[key] = value
        }
        return (table, nil)
    }
}
