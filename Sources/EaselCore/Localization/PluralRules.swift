import Foundation

/// A CLDR plural category, the keys of a `.stringsdict` rule and of a String
/// Catalog's `variations.plural`.
enum PluralCategory: String, CaseIterable, Sendable { case zero, one, two, few, many, other }

/// CLDR's cardinal plural rules (Unicode CLDR, "Language Plural Rules",
/// unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html) for
/// the languages Easel knows; any other language takes English's rule, and
/// Chinese, Japanese, Korean and the others without plural forms take `other`.
/// Operands as CLDR names them: `n` the absolute value, `i` its integer digits,
/// `v` the count of visible fraction digits.
enum PluralRules {
    static func category(_ number: Double, language: String, fractionDigits v: Int = 0) -> PluralCategory {
        let n = abs(number)
        let i = Int(n.rounded(.towardZero))
        let isInteger = v == 0 && n == n.rounded(.towardZero)
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
            return .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            if i == 0 || i == 1 { return .one }
            if isInteger, i != 0, i % 1_000_000 == 0 { return .many }
            return .other
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            let m10 = i % 10, m100 = i % 100
            if m10 == 1, m100 != 11 { return .one }
            if (2...4).contains(m10), !(12...14).contains(m100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            let m10 = i % 10, m100 = i % 100
            if i == 1 { return .one }
            if (2...4).contains(m10), !(12...14).contains(m100) { return .few }
            return .many
        case "ar":
            guard isInteger else { return .other }
            let m100 = i % 100
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(m100) { return .few }
                if (11...99).contains(m100) { return .many }
                return .other
            }
        default:
            // English, German, Dutch, Italian, Spanish's integer case …: one: i = 1 and v = 0.
            return i == 1 && isInteger ? .one : .other
        }
    }

    /// The variant for `number` among `forms`: an explicit `zero` form for 0 in
    /// any language (iOS shows an English `zero` entry for 0 although CLDR gives
    /// English no zero category; Apple's stringsdict reference does not spell
    /// this out, so it is Easel's reading), else the CLDR category, else `other`.
    static func choose(_ forms: [String: String], number: Double, language: String) -> String? {
        if number == 0, let zero = forms["zero"] { return zero }
        return forms[category(number, language: language).rawValue] ?? forms["other"]
    }
}
