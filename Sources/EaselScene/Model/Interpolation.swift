import Foundation

/// `{path.to.value}` placeholders in strings. `{{` and `}}` write literal braces.
/// Deliberately no operators or function calls: data fills templates, it does not program them.
enum Interpolation {
    struct Failure: Error { var message: String; var suggestion: String? }

    /// The path when the whole string is one placeholder (`"{pet.votes}"`), so the
    /// value keeps its type — a number stays a number.
    static func wholeReference(_ s: String) -> String? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), !s.hasPrefix("{{"), s.count > 2 else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner.trimmingBlanks()
    }

    static func containsPlaceholder(_ s: String) -> Bool { s.contains("{") || s.contains("}") }

    static func resolve(_ path: String, in scope: DataScope) throws -> DataValue {
        guard isValidPath(path) else {
            throw Failure(message: "'{\(path)}' is not a data path; write names separated by dots, like {pet.name} (no expressions)")
        }
        if let v = scope.lookup(path) { return v }
        throw Failure(message: "no data at '\(path)'", suggestion: Suggestions.nearest(to: path, in: scope.knownPaths()))
    }

    static func isValidPath(_ p: String) -> Bool {
        !p.isEmpty && p.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { seg in
            !seg.isEmpty && seg.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
    }

    static func interpolate(_ s: String, in scope: DataScope, maxLength: Int) throws -> String {
        guard containsPlaceholder(s) else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let next = s.index(after: i)
            if c == "{" {
                if next < s.endIndex, s[next] == "{" { out.append("{"); i = s.index(after: next); continue }
                guard let close = s[next...].firstIndex(of: "}") else {
                    throw Failure(message: "'{' without a closing '}' (write '{{' for a literal brace)")
                }
                let path = s[next..<close].trimmingBlanks()
                out += try resolve(path, in: scope).interpolated
                i = s.index(after: close)
            } else if c == "}" {
                guard next < s.endIndex, s[next] == "}" else {
                    throw Failure(message: "'}' without an opening '{' (write '}}' for a literal brace)")
                }
                out.append("}"); i = s.index(after: next)
            } else {
                out.append(c); i = next
            }
            if out.count > maxLength {
                throw Failure(message: "interpolated text is longer than \(maxLength) characters")
            }
        }
        return out
    }
}
