import Foundation

/// One translated string: its format, and the plural forms its `%#@name@`
/// variables (stringsdict, String Catalog substitutions) or the whole string (a
/// String Catalog's `variations.plural`) choose from.
struct LocalizedEntry: Sendable, Equatable {
    struct Variable: Sendable, Equatable {
        var forms: [String: String]
        /// The 1-based argument counted (a catalog substitution's `argNum`); nil: the specifier's own position.
        var argument: Int?
    }
    var format: String
    var plural: [String: String]? = nil
    var variables: [String: Variable] = [:]

    /// The text for `arguments` in `language`.
    func parts(_ arguments: [LocalizedArgument], language: String) -> [LocalizedStringKey.Part] {
        var format = self.format
        if let plural {
            // The whole string varies: the first numeric argument decides.
            let n = arguments.lazy.compactMap(\.number).first ?? 0
            format = PluralRules.choose(plural, number: n, language: language) ?? format
        }
        // No arguments: the translation is shown as written (a lone `%` stays), as SwiftUI does.
        if arguments.isEmpty, variables.isEmpty { return [.literal(format)] }
        return LocalizedFormat.parts(format, arguments) { name, arg in
            guard let variable = variables[name] else { return nil }
            var counted = arg
            if let k = variable.argument { counted = arguments.indices.contains(k - 1) ? arguments[k - 1] : nil }
            return PluralRules.choose(variable.forms, number: counted?.number ?? 0, language: language)
        }
    }
}

/// A `.stringsdict` file: an XML property list of keys, each with an
/// `NSStringLocalizedFormatKey` and one dictionary per `%#@variable@` whose
/// `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType`.
enum StringsDictFile {
    static func parse(_ data: Data) -> (entries: [String: LocalizedEntry], problem: String?) {
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return ([:], "not a property list dictionary")
        }
        var out: [String: LocalizedEntry] = [:]
        for (key, value) in root {
            guard let dict = value as? [String: Any], let format = dict["NSStringLocalizedFormatKey"] as? String else { continue }
            var entry = LocalizedEntry(format: format)
            for (name, v) in dict {
                guard let rule = v as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [String: String] = [:]
                for c in PluralCategory.allCases { if let f = rule[c.rawValue] as? String { forms[c.rawValue] = f } }
                entry.variables[name] = .init(forms: forms, argument: nil)
            }
            out[key] = entry
        }
        return (out, nil)
    }
}

/// A String Catalog (`.xcstrings`, JSON): `strings[key].localizations[lang]`
/// holds a `stringUnit.value`, or `variations.plural[category].stringUnit.value`,
/// and `substitutions[name]` for each `%#@name@` in the value.
enum StringCatalogFile {
    struct Catalog: Sendable {
        var sourceLanguage: String
        var entries: [String: [String: LocalizedEntry]]  // language → key → entry
    }

    static func parse(_ data: Data) throws -> Catalog {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "the top level is not a JSON object"])
        }
        var catalog = Catalog(sourceLanguage: root["sourceLanguage"] as? String ?? "en", entries: [:])
        for (key, value) in root["strings"] as? [String: Any] ?? [:] {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, loc) in localizations {
                guard let loc = loc as? [String: Any], let entry = entry(loc) else { continue }
                catalog.entries[language, default: [:]][key] = entry
            }
        }
        return catalog
    }

    private static func unitValue(_ node: Any?) -> String? {
        ((node as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    private static func pluralForms(_ node: [String: Any]) -> [String: String]? {
        guard let plural = (node["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for (category, unit) in plural { if let v = unitValue(unit) { forms[category] = v } }
        return forms.isEmpty ? nil : forms
    }

    private static func entry(_ loc: [String: Any]) -> LocalizedEntry? {
        let plural = pluralForms(loc)
        guard let format = unitValue(loc) ?? plural?["other"] else { return nil }
        var entry = LocalizedEntry(format: format, plural: plural)
        for (name, sub) in loc["substitutions"] as? [String: Any] ?? [:] {
            guard let sub = sub as? [String: Any], var forms = pluralForms(sub) else { continue }
            let argument = sub["argNum"] as? Int
            // A substitution's forms write its value as `%arg`; it stands for the
            // counted argument with the substitution's `formatSpecifier`.
            let spec = "%" + (argument.map { "\($0)$" } ?? "") + (sub["formatSpecifier"] as? String ?? "lld")
            forms = forms.mapValues { $0.replacingOccurrences(of: "%arg", with: spec) }
            entry.variables[name] = .init(forms: forms, argument: argument)
        }
        return entry
    }
}
