import Foundation

/// What a `Text` made from a `LocalizedStringKey` looks up once the environment's
/// locale is known.
struct LocalizedSource: Hashable, Sendable {
    var key: String
    var arguments: [LocalizedArgument]
    var interpretsMarkdown: Bool
    var table: String?
    /// nil: the app's main bundle, read when the text is laid out.
    var bundlePath: String?
    /// How many of the first segment's modifiers came from the key's Markdown;
    /// the rest were applied to the Text and carry over to the translation.
    var markdownModifierCount: Int

    /// Read once: every Text without a bundle looks here.
    static let mainBundlePath = Bundle.main.bundlePath

    /// The translation's segments, or nil to draw the key as it is.
    func translated(locale: Locale, report: (String) -> Void = { _ in }) -> [Text.Segment]? {
        let path = bundlePath ?? Self.mainBundlePath
        guard let (entry, language) = LocalizationStore.shared.entry(key, table: table, bundlePath: path, locale: locale,
                                                                     report: report) else { return nil }
        let parts = entry.parts(arguments, language: String(language.prefix { $0 != "-" }))
        if interpretsMarkdown { return LocalizedStringKey.markdown(parts) }
        let plain = parts.map { part -> String in
            switch part {
            case .literal(let s), .value(let s): s
            case .text(let segs): segs.map(\.string).joined()
            }
        }.joined()
        return [Text.Segment(string: plain, modifiers: [])]
    }
}

extension Text {
    /// The segments to draw in `locale`: each localized key replaced with its
    /// translation, keeping the modifiers applied to the Text.
    func localizedSegments(locale: Locale, report: (String) -> Void = { _ in }) -> [Segment] {
        guard segments.contains(where: { $0.localized != nil }) else { return segments }
        var out: [Segment] = []
        var i = 0
        while i < segments.count {
            let first = segments[i]
            var end = i + 1
            guard let source = first.localized else { out.append(first); i = end; continue }
            while end < segments.count, segments[end].continuesLocalized { end += 1 }
            if let translated = source.translated(locale: locale, report: report) {
                let applied = first.modifiers.dropFirst(source.markdownModifierCount)
                for var seg in translated { seg.modifiers += applied; out.append(seg) }
            } else {
                out.append(contentsOf: segments[i..<end])
            }
            i = end
        }
        return out
    }
}
