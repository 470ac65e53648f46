import Foundation

/// Fills a translation's printf-style specifiers (`%@`, `%lld`, `%2$@`,
/// `%.1f`, `%%`) with the key's arguments, and expands a `.stringsdict`
/// `%#@name@` through its plural rule. The result is a list of parts, so a
/// `Text` interpolated into a key keeps its own style in the translation.
enum LocalizedFormat {
    struct Spec {
        var position: Int?
        var flags = "", width = "", precision = "", length = ""
        var conversion: Unicode.Scalar = "@"
        var variable: String?  // `%#@name@`
    }

    /// Splits `format` into literal text and specifiers.
    static func scan(_ format: String) -> [Either] {
        let s = Array(format.unicodeScalars)
        var out: [Either] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() { if !literal.isEmpty { out.append(.literal(String(literal))); literal = .init() } }
        while i < s.count {
            guard s[i] == "%", i + 1 < s.count else { literal.append(s[i]); i += 1; continue }
            if s[i + 1] == "%" { literal.append("%"); i += 2; continue }
            var j = i + 1
            var spec = Spec()
            var digits = ""
            while j < s.count, ("0"..."9").contains(s[j]) { digits.unicodeScalars.append(s[j]); j += 1 }
            if j < s.count, s[j] == "$", let p = Int(digits) { spec.position = p; j += 1 } else { j = i + 1 }
            if j + 1 < s.count, s[j] == "#", s[j + 1] == "@" {
                var name = ""
                var k = j + 2
                while k < s.count, s[k] != "@" { name.unicodeScalars.append(s[k]); k += 1 }
                if k < s.count { spec.variable = name; flush(); out.append(.spec(spec)); i = k + 1; continue }
            }
            while j < s.count, "-+ #0'".unicodeScalars.contains(s[j]) { spec.flags.unicodeScalars.append(s[j]); j += 1 }
            while j < s.count, ("0"..."9").contains(s[j]) { spec.width.unicodeScalars.append(s[j]); j += 1 }
            if j < s.count, s[j] == "." {
                spec.precision = "."; j += 1
                while j < s.count, ("0"..."9").contains(s[j]) { spec.precision.unicodeScalars.append(s[j]); j += 1 }
            }
            while j < s.count, "hlqLztj".unicodeScalars.contains(s[j]) { spec.length.unicodeScalars.append(s[j]); j += 1 }
            guard j < s.count, Self.conversions.contains(s[j]) else {
                // Not a specifier: the percent sign is text, as String(format:) leaves it.
                literal.append("%"); i += 1; continue
            }
            spec.conversion = s[j]
            flush(); out.append(.spec(spec)); i = j + 1
        }
        flush()
        return out
    }
    enum Either { case literal(String), spec(Spec) }
    static let conversions = Set("@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars)

    /// `format` with `arguments` in place. `plural` resolves a `%#@name@` to its
    /// chosen format, given the argument it counts.
    static func parts(_ format: String, _ arguments: [LocalizedArgument],
                      plural: (String, LocalizedArgument?) -> String? = { _, _ in nil }) -> [LocalizedStringKey.Part] {
        var out: [LocalizedStringKey.Part] = []
        var next = 0
        // A stringsdict variable takes the argument at its own position; its chosen
        // format's plain specifiers then count on from there, as Foundation does.
        func expand(_ format: String, depth: Int) {
            for piece in scan(format) {
                switch piece {
                case .literal(let l): out.append(.literal(l))
                case .spec(let spec):
                    let index = (spec.position ?? (next + 1)) - 1
                    if let name = spec.variable {
                        let arg = arguments.indices.contains(index) ? arguments[index] : nil
                        if depth < 4, let chosen = plural(name, arg) { expand(chosen, depth: depth + 1) }
                        continue
                    }
                    if spec.position == nil { next += 1 }
                    guard arguments.indices.contains(index) else { continue }
                    out.append(render(arguments[index], spec))
                }
            }
        }
        expand(format, depth: 0)
        return out
    }

    static func render(_ arg: LocalizedArgument, _ spec: Spec) -> LocalizedStringKey.Part {
        let c = spec.conversion
        let head = "%" + spec.flags + spec.width + spec.precision
        switch (arg, c) {
        case (.text(let segs), _): return .text(segs)
        case (_, "@"), (_, "s"), (_, "S"): return .value(arg.plain)
        case (.int(let v), "d"), (.int(let v), "i"), (.int(let v), "D"):
            return .value(String(format: head + "lld", v))
        case (.int(let v), _) where "uUoOxXc".unicodeScalars.contains(c):
            return .value(String(format: head + "ll" + String(c), v))
        case (.int(let v), _): return .value(String(format: head + String(c), Double(v)))
        case (.double(let v), _) where "fFeEgGaA".unicodeScalars.contains(c):
            return .value(String(format: head + String(c), v))
        case (.double(let v), _): return .value(String(format: head + "lld", Int64(v)))
        case (.string(let s), _):
            if let n = Int64(s), !"fFeEgGaA".unicodeScalars.contains(c) { return render(.int(n), spec) }
            if let d = Double(s) { return render(.double(d), spec) }
            return .value(s)
        }
    }
}
