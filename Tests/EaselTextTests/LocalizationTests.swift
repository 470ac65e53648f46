import Foundation
import Testing
import Easel
import EaselTesting
@testable import EaselCore

/// An app's strings tables (Resources/: en, de, ru .lproj with Localizable.strings
/// and .stringsdict, and the Catalog.xcstrings String Catalog), read for the
/// environment's locale.
@Suite struct LocalizationTests {
    func shown(_ text: Text, _ locale: String) -> String {
        text.localizedSegments(locale: Locale(identifier: locale)).map(\.string).joined()
    }

    @Test func stringsFileByLocaleWithFallback() {
        let send = Text("common.button.send", bundle: .module)
        #expect(shown(send, "en_US") == "Send")
        #expect(shown(send, "de") == "Senden")
        #expect(shown(send, "de_CH") == "Senden")      // language-region → language
        #expect(shown(send, "ru") == "Отправить")
        #expect(shown(send, "ja") == "Send")           // no ja.lproj → development language
        // No table has it: the key itself, as SwiftUI draws it.
        #expect(shown(Text("no.such.key", bundle: .module), "de") == "no.such.key")
        // The quote's escapes: \" \t and \U2026.
        #expect(shown(Text("quote", bundle: .module), "en") == "She said \"hi\"\tthen left\u{2026}")
    }

    @Test func interpolatedKeyUsesSpecifiers() {
        let name = "Ada"
        let text = Text("greeting \(name)", bundle: .module)
        #expect(shown(text, "en") == "Hello, Ada!")
        #expect(shown(text, "de") == "Hallo, Ada!")
        #expect(shown(text, "ja") == "Hello, Ada!")
    }

    @Test func stringsdictPluralsFollowCLDR() {
        func items(_ n: Int, _ locale: String) -> String { shown(Text("\(n) items", bundle: .module), locale) }
        #expect(items(1, "en") == "1 item")
        #expect(items(2, "en") == "2 items")
        #expect(items(5, "en") == "5 items")
        #expect(items(0, "en") == "No items")          // the table's explicit zero form
        #expect(items(1, "de") == "1 Element")
        #expect(items(5, "de") == "5 Elemente")
        #expect(items(1, "ru") == "1 предмет")
        #expect(items(2, "ru") == "2 предмета")
        #expect(items(5, "ru") == "5 предметов")
        #expect(items(21, "ru") == "21 предмет")
        #expect(items(12, "ru") == "12 предметов")
        #expect(items(24, "ru") == "24 предмета")
    }

    @Test func stringCatalogPluralsAndSubstitutions() {
        func files(_ n: Int, _ locale: String) -> String { shown(Text("\(n) files", tableName: "Catalog", bundle: .module), locale) }
        #expect(files(1, "en") == "1 file")
        #expect(files(2, "de") == "2 Dateien")
        #expect(files(0, "ar") == "لا ملفات")
        #expect(files(2, "ar") == "ملفان")
        #expect(files(3, "ar") == "3 ملفات")
        #expect(files(11, "ar") == "11 ملفًا")
        #expect(files(100, "ar") == "100 ملف")
        #expect(files(7, "ja") == "7 files")            // no ja: the source language
        let inbox = Text("inbox.title", tableName: "Catalog", bundle: .module)
        #expect(shown(inbox, "de_AT") == "Eingang")
        #expect(shown(inbox, "de_DE") == "Posteingang")
        let who = "Zoé", n = 1, m = 2_000_000
        #expect(shown(Text("\(who) sent \(n) photos", tableName: "Catalog", bundle: .module), "fr") == "Zoé a envoyé 1 photo")
        #expect(shown(Text("\(who) sent \(m) photos", tableName: "Catalog", bundle: .module), "fr") == "Zoé a envoyé 2000000 de photos")
    }

    @Test func pluralRules() {
        #expect(PluralRules.category(0, language: "fr") == .one)
        #expect(PluralRules.category(1, language: "de") == .one)
        #expect(PluralRules.category(0, language: "de") == .other)
        #expect(PluralRules.category(5, language: "ja") == .other)
        #expect(PluralRules.category(111, language: "ru") == .many)
        #expect(PluralRules.category(102, language: "ar") == .other)
        #expect(PluralRules.category(1.5, language: "ru") == .other)
    }

    @Test func stringLocalizedAndResource() {
        #expect(String(localized: "common.button.send", bundle: .module, locale: Locale(identifier: "de")) == "Senden")
        #expect(String(localized: "common.button.send", bundle: .module) == "Send")
        let n = 5
        #expect(String(localized: "\(n) items", bundle: .module, locale: Locale(identifier: "ru")) == "5 предметов")
        #expect(String(localized: "send.key", defaultValue: "Send it", bundle: .module) == "Send it")
        let resource = LocalizedStringResource("common.button.send", locale: Locale(identifier: "de"),
                                               bundle: .atURL(Bundle.module.bundleURL))
        #expect(String(localized: resource) == "Senden")
        // A Text from a resource takes the environment's locale.
        #expect(shown(Text(resource), "ru") == "Отправить")
    }

    @Test func textModifiersAndMarkdownCarryOver() {
        let t = Text("welcome.title", bundle: .module).italic()
        let segs = t.localizedSegments(locale: Locale(identifier: "de"))
        #expect(segs.map(\.string) == ["Willkommen bei ", "Easel"])
        #expect(segs[0].modifiers == [.italic])
        #expect(segs[1].modifiers == [.weight(.bold), .italic])
    }

    /// The default table name read from a String Catalog, in a bundle written here.
    @Test func localizableStringCatalogIsTheDefaultTable() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-l10n-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = #"{"sourceLanguage":"de","strings":{"common.button.send":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Senden"}},"fr":{"stringUnit":{"state":"translated","value":"Envoyer"}}}}},"version":"1.0"}"#
        try Data(json.utf8).write(to: dir.appendingPathComponent("Localizable.xcstrings"))
        let bundle = try #require(Bundle(path: dir.path))
        let send = Text("common.button.send", bundle: bundle)
        #expect(shown(send, "fr_CA") == "Envoyer")
        #expect(shown(send, "en") == "Senden")      // the catalog's source language
    }

    /// A broken table: the entries before the fault are shown, and the renderer
    /// reports the file, line and column; nothing traps.
    @Test func malformedTablesAreReportedWithTheirPlace() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-l10n-bad-\(getpid())")
        let lproj = dir.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("\"ok\" = \"Fine\";\n\"broken\" = \"No semicolon\"\n\"later\" = \"Lost\";\n".utf8)
            .write(to: lproj.appendingPathComponent("Localizable.strings"))
        try Data("{ not json".utf8).write(to: dir.appendingPathComponent("Other.xcstrings"))
        let bundle = try #require(Bundle(path: dir.path))
        let r = ImageRenderer(content: VStack {
            Text("ok", bundle: bundle)
            Text("later", bundle: bundle)
            Text("x", tableName: "Other", bundle: bundle)
        })
        _ = try r.pngData()
        #expect(shown(Text("ok", bundle: bundle), "en") == "Fine")
        #expect(shown(Text("later", bundle: bundle), "en") == "later")
        #expect(r.diagnostics.contains { $0.contains("en.lproj/Localizable.strings: line 3, column 1: expected ';' after the entry for \"broken\"") },
                "\(r.diagnostics)")
        #expect(r.diagnostics.contains { $0.contains("Other.xcstrings: not a String Catalog") }, "\(r.diagnostics)")
    }

    @Test func environmentLocaleRendersTranslation() {
        struct Screen: View {
            let count: Int
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("inbox.title", tableName: "Catalog", bundle: .module).font(.headline)
                    Text("\(count) items", bundle: .module).foregroundStyle(.secondary)
                    Text("welcome.title", bundle: .module)
                    Button(action: {}) { Text("common.button.send", bundle: .module) }.buttonStyle(.borderedProminent)
                }
                .padding()
            }
        }
        let view = HStack(alignment: .top, spacing: 0) {
            Screen(count: 1)
            Screen(count: 5).environment(\.locale, Locale(identifier: "de"))
            Screen(count: 22).environment(\.locale, Locale(identifier: "ru"))
        }
        assertSnapshot(of: view, as: .png(scale: 2), named: "locales")
    }
}
