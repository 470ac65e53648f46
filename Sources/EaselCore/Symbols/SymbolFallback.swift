import Foundation

/// SF Symbols names the table does not list, resolved by their parts, so that
/// a real symbol name never draws nothing: `person.3.sequence.fill` draws
/// `person.3.fill`'s people, `cloud.sun.rain.fill` `cloud.rain.fill`'s rain
/// cloud, `carrot.fill` the carrot.
///
/// SF Symbols' names are built from a base word and modifiers (`.fill`,
/// `.circle`, `.slash`, `.badge.plus`, `.2`, directions…). A name is taken to be
/// a symbol's when its base word is one the table knows and every other part
/// is a word SF Symbols uses in names (`vocabulary`). Anything else, such as
/// `heart.nonsense`, keeps SwiftUI's behaviour for an unknown name: an empty
/// image and a diagnostic.
enum SymbolFallback {
    /// Words that appear as modifiers in SF Symbols 1–5 names (Apple's public
    /// name list), beyond those the table's own names contain.
    static let extraVocabulary = Set<String>([
        "fill", "circle", "square", "slash", "badge", "plus", "minus", "and", "on", "with", "to", "of",
        "left", "right", "up", "down", "forward", "backward", "leading", "trailing", "top", "bottom",
        "middle", "center", "horizontal", "vertical", "inset", "filled", "dashed", "dotted", "rtl",
        "sequence", "rain", "snow", "haze", "dust", "drizzle", "heavyrain", "fog", "hail", "sleet", "bolt",
        "sun", "moon", "stars", "zzz", "wind", "smoke", "max", "min", "pages", "closed", "open", "text",
        "stack", "rectangle", "capsule", "oval", "diamond", "triangle", "hexagon", "shield", "seal",
        "checkmark", "xmark", "exclamationmark", "questionmark", "clock", "arrow", "arrowtriangle",
        "trianglebadge", "person", "crop", "wave", "waves", "radiowaves", "fill", "lock", "heart", "star",
        "magnifyingglass", "gearshape", "ellipsis", "dollarsign", "bubble", "doc", "folder", "tag", "link",
        "swap", "2", "3", "4", "5", "alt", "off", "portrait", "landscape", "angled", "front", "rear", "side",
        "high", "low", "open", "partial", "half", "leadinghalf", "trailinghalf", "tophalf", "bottomhalf",
        "outline", "dashed", "rays", "sparkles", "sparkle", "motion", "lines", "line", "grid", "list",
        "small", "large", "medium", "holdinghands", "child", "gen1", "gen2", "gen3", "pro",
        "0percent", "25percent", "50percent", "75percent", "100percent", "a", "automatic", "bin",
        "topleading", "toptrailing", "bottomleading", "bottomtrailing", "topleft", "topright",
        "bottomleft", "bottomright", "trianglepath", "circlepath", "squarepath",
        "adapter", "c", "chargingcase", "console", "driveshaft", "tip", "usb", "window", "wireless",
    ])

    /// Every word used in the table's names, and the extra vocabulary.
    static let vocabulary: Set<String> = {
        var words = extraVocabulary
        for name in SymbolCatalog.glyphs.keys { for part in name.split(separator: ".") { words.insert(String(part)) } }
        return words
    }()

    /// The base words the table has a stand-in for (the first part of its names).
    static let bases: Set<String> = Set(SymbolCatalog.glyphs.keys.map { String($0.prefix { $0 != "." }) })

    /// For each base word, the shortest of its table names (alphabetically first
    /// among equals): the family's plain member, which stands in when nothing
    /// closer is found (`sun.haze` has its own; a `figure.` name without one gets `figure.run`).
    static let familyHeads: [String: String] = {
        var out: [String: String] = [:]
        for name in SymbolCatalog.glyphs.keys {
            let base = String(name.prefix { $0 != "." })
            if let known = out[base], (known.count, known) <= (name.count, name) { continue }
            out[base] = name
        }
        return out
    }()

    /// Whether `name` is shaped like an SF Symbols name this catalog can stand in for.
    static func isSymbolName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // The longest SF Symbols names have 8 parts; the bound keeps the search below small.
        guard parts.count <= 12, let first = parts.first, bases.contains(first) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && (vocabulary.contains($0) || $0.allSatisfy(\.isNumber)) }
    }

    /// The table name that stands in for `name`, or nil for a name that is not a symbol's.
    ///
    /// Search order: the name without its trailing variants (`.fill`, then the
    /// enclosure), then with modifiers dropped one at a time, earliest first
    /// and fewest first (`cloud.sun.rain` → `cloud.rain`, `person.3.sequence` →
    /// `person.3`), each tried with the variants put back; last, the family's head.
    static func standIn(for name: String) -> String? {
        guard isSymbolName(name) else { return nil }
        var core = name.split(separator: ".").map(String.init)
        var variant: [String] = []
        // The variant tail: `.fill`, `.circle`/`.square` (optionally with `.fill`), `.slash`.
        while let last = core.last, core.count > 1, ["fill", "circle", "square", "slash", "rtl"].contains(last) {
            if last != "rtl" { variant.insert(last, at: 0) }
            core.removeLast()
        }
        func tails() -> [[String]] {
            // The full variant first, then shorter ones keeping their order.
            var out: [[String]] = [variant]
            if variant.contains("fill") { out.append(variant.filter { $0 != "fill" }) }
            if variant.count > 1 { out.append(variant.filter { $0 == "fill" }) }
            out.append([])
            return out
        }
        func find(_ parts: [String]) -> String? {
            for tail in tails() {
                let candidate = (parts + tail).joined(separator: ".")
                if SymbolCatalog.glyphs[candidate] != nil { return candidate }
            }
            return nil
        }
        if let hit = find(core) { return hit }
        let modifiers = Array(core.dropFirst())
        if !modifiers.isEmpty {
            for dropCount in 1...modifiers.count {
                for dropped in combinations(Array(modifiers.indices), dropCount) {
                    let kept = modifiers.indices.filter { !dropped.contains($0) }.map { modifiers[$0] }
                    if let hit = find([core[0]] + kept) { return hit }
                }
            }
        }
        return familyHeads[core[0]]
    }

    /// Apple's public SF Symbols names (`SymbolNames`, Tools/symbols/apple-names.txt),
    /// parsed on the first name the table does not list.
    static let listedNames: Set<String> = Set(SymbolNames.text.split(separator: "\n").map(String.init))

    /// Base words the table has no glyph for, and the table name standing in for each.
    static let aliases: [String: String] = {
        var out: [String: String] = [:]
        for line in SymbolNames.aliasText.split(separator: "\n") {
            let f = line.split(separator: " ")
            if f.count == 2 { out[String(f[0])] = String(f[1]) }
        }
        return out
    }()

    /// The stand-in for a name on Apple's list that `standIn(for:)` cannot place:
    /// the list vouches that it is a symbol's, so words outside the vocabulary are
    /// dropped instead of refusing the name, and the first part that is (or is
    /// aliased to) a base the table knows starts the name searched for
    /// (`inset.filled.rectangle.and.person.filled` → `rectangle`,
    /// `carseat.right.fill` → `car.right.fill`).
    static func listedStandIn(for name: String) -> String? {
        guard listedNames.contains(name) else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        for (i, part) in parts.enumerated() {
            let base = aliases[part] ?? part
            guard bases.contains(String(base.prefix { $0 != "." })) else { continue }
            let rest = parts[(i + 1)...].filter { vocabulary.contains($0) || $0.allSatisfy(\.isNumber) }
            if let hit = standIn(for: ([base] + rest).joined(separator: ".")) { return hit }
        }
        return nil
    }

    /// The `k`-element subsets of `items`, in lexicographic order (earliest items first).
    static func combinations(_ items: [Int], _ k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        guard items.count >= k else { return [] }
        var out: [[Int]] = []
        for (i, item) in items.enumerated() {
            for rest in combinations(Array(items[(i + 1)...]), k - 1) { out.append([item] + rest) }
        }
        return out
    }
}
