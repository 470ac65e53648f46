import Foundation

/// Finds translations in a bundle's files, as iOS's `Bundle` does: the
/// `<language>.lproj/<table>.strings` and `.stringsdict` beside each other, and
/// `<table>.xcstrings` String Catalogs (which Xcode compiles into those; Easel
/// reads the catalog itself). Files are read once per bundle and table.
///
/// Fallback per key: the locale's language-region (`de-AT`, `de_AT`), its
/// language (`de`), the bundle's development language (Info.plist's
/// `CFBundleDevelopmentRegion`, a catalog's `sourceLanguage`, else `en`), then
/// no translation, and the caller shows the key.
final class LocalizationStore: @unchecked Sendable {
    static let shared = LocalizationStore()
    private let lock = NSLock()
    private var bundles: [String: BundleFiles] = [:]
    private var tables: [String: Table] = [:]

    /// What one bundle holds: its lproj folders by lowercased name, and its development language.
    struct BundleFiles {
        var lprojs: [String: String] = [:]
        var catalogs: Set<String> = []
        var developmentLanguage = "en"
        var isEmpty: Bool { lprojs.isEmpty && catalogs.isEmpty }
    }
    /// One table of one bundle, every language read.
    struct Table {
        var byLanguage: [String: [String: LocalizedEntry]] = [:]
        var sourceLanguage: String?
        /// Files that could not be read whole, with where and why.
        var problems: [String] = []
    }

    /// The entry for `key` in `table` of the bundle at `bundlePath`, for `locale`,
    /// and the language it was found in.
    /// `report` receives the table's unreadable files.
    func entry(_ key: String, table: String?, bundlePath: String, locale: Locale,
               report: (String) -> Void = { _ in }) -> (LocalizedEntry, String)? {
        lock.lock(); defer { lock.unlock() }
        let files = bundleFiles(bundlePath)
        if files.isEmpty { return nil }
        let name = table ?? "Localizable"
        let t = loadTable(name, files: files, bundlePath: bundlePath)
        t.problems.forEach(report)
        for language in Self.candidates(locale, development: t.sourceLanguage ?? files.developmentLanguage) {
            if let e = t.byLanguage[language]?[key] { return (e, language) }
        }
        return nil
    }

    /// language-region, language, development language; lowercased, `-` separated.
    static func candidates(_ locale: Locale, development: String) -> [String] {
        let id = locale.identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        let parts = id.split(separator: "-").map(String.init)
        var out: [String] = []
        func add(_ s: String) { let s = s.replacingOccurrences(of: "_", with: "-").lowercased(); if !s.isEmpty, !out.contains(s) { out.append(s) } }
        add(id)
        if parts.count > 2 { add(parts[0] + "-" + parts[1]) }  // zh-Hans-CN → zh-hans
        if let first = parts.first { add(first) }
        add(development)
        return out
    }

    private func bundleFiles(_ path: String) -> BundleFiles {
        if let known = bundles[path] { return known }
        var files = BundleFiles()
        let fm = FileManager.default
        for item in (try? fm.contentsOfDirectory(atPath: path))?.sorted() ?? [] {
            if item.hasSuffix(".lproj") {
                files.lprojs[String(item.dropLast(6)).replacingOccurrences(of: "_", with: "-").lowercased()] = item
            } else if item.hasSuffix(".xcstrings") {
                files.catalogs.insert(String(item.dropLast(10)))
            }
        }
        for info in ["Info.plist", "Contents/Info.plist"] {
            if let data = fm.contents(atPath: path + "/" + info),
               let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
               let region = plist["CFBundleDevelopmentRegion"] as? String {
                files.developmentLanguage = region
            }
        }
        bundles[path] = files
        return files
    }

    private func loadTable(_ name: String, files: BundleFiles, bundlePath: String) -> Table {
        let cacheKey = bundlePath + "\u{0}" + name
        if let known = tables[cacheKey] { return known }
        var table = Table()
        let fm = FileManager.default
        for (language, folder) in files.lprojs {
            var entries: [String: LocalizedEntry] = [:]
            let base = bundlePath + "/" + folder + "/" + name
            if let data = fm.contents(atPath: base + ".strings") {
                let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? ""
                let (strings, problem) = StringsFile.parse(text)
                for (k, v) in strings { entries[k] = LocalizedEntry(format: v) }
                if let problem { table.problems.append("\(base).strings: \(problem); the entries after it are not read") }
            }
            // A stringsdict entry wins over the same key in the .strings file, as on iOS.
            if let data = fm.contents(atPath: base + ".stringsdict") {
                let (dict, problem) = StringsDictFile.parse(data)
                entries.merge(dict) { _, dict in dict }
                if let problem { table.problems.append("\(base).stringsdict: \(problem); it is not read") }
            }
            if !entries.isEmpty { table.byLanguage[language] = entries }
        }
        let catalogPath = bundlePath + "/" + name + ".xcstrings"
        if files.catalogs.contains(name), let data = fm.contents(atPath: catalogPath) {
          do {
            let catalog = try StringCatalogFile.parse(data)
            table.sourceLanguage = catalog.sourceLanguage.lowercased()
            for (language, entries) in catalog.entries {
                table.byLanguage[language.replacingOccurrences(of: "_", with: "-").lowercased(), default: [:]]
                    .merge(entries) { _, catalog in catalog }
            }
          } catch {
            table.problems.append("\(catalogPath): not a String Catalog (\(error.localizedDescription)); it is not read")
          }
        }
        tables[cacheKey] = table
        return table
    }
}
