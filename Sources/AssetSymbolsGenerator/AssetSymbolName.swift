import Foundation

/// The Swift member name Xcode's generated asset symbols give an asset
/// (`ColorResource.brandPrimary`, `ImageResource.logo`).
///
/// Apple documents the feature (Xcode 15 release notes: "asset catalogs now
/// generate Swift symbols for colors and images", `ColorResource`, `ImageResource`)
/// but not the naming rules; these are Xcode's behaviour as developers report it
/// and as the four screens use it:
/// - the name is split into words at every character that is not a letter or a
///   digit (spaces, `-`, `_`, `.`, and the `/` of a namespace), and at the
///   existing humps of a camel-cased name;
/// - the words are joined in lower camel case; a leading all-capitals word is
///   lower-cased whole (`URLIcon` → `urlIcon`);
/// - a colour's trailing word "Color" and an image's trailing word "Image" are
///   dropped when words remain (`AccentColor` → `accent`, `HeroImage` → `hero`);
/// - a name that would start with a digit gets a leading underscore, and a
///   Swift keyword is written in backticks.
public enum AssetSymbolName {
    public enum Kind: Sendable { case color, image }

    /// The member name for the asset called `name` (with its namespace, `Icons/Star`).
    public static func member(for name: String, kind: Kind) -> String? {
        var words = split(name)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return nil }
        var out = lowerFirstWord(first)
        for word in words.dropFirst() {
            out += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let c = out.first, c.isNumber { out = "_" + out }
        return keywords.contains(out) ? "`\(out)`" : out
    }

    /// Words of a name: runs of letters and digits, split again where a lower-case
    /// letter or digit meets an upper-case one, and before the last capital of a
    /// run of capitals followed by a lower-case letter (`URLIcon` → `URL`, `Icon`).
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        for run in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let chars = Array(run)
            var current = ""
            for (i, c) in chars.enumerated() {
                if !current.isEmpty, c.isUppercase {
                    let prev = chars[i - 1]
                    let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                    if prev.isLowercase || prev.isNumber || (prev.isUppercase && nextIsLower) {
                        words.append(current); current = ""
                    }
                }
                current.append(c)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    private static func lowerFirstWord(_ word: String) -> String {
        // "URL" → "url"; "Brand" → "brand".
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    /// Swift's keywords that cannot be a member name without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "any", "some",
    ]
}
