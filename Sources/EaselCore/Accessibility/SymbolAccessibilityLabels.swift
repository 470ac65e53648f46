import Foundation

/// The label VoiceOver reads for `Image(systemName:)` when the code gives none.
///
/// Apple lists symbols' accessibility labels only inside the SF Symbols app,
/// not in its documentation. A few symbols carry a label that names the
/// action rather than the drawing (`plus` reads "Add", as reported in
/// realm/SwiftLint#5165); the rest are read by their name. Easel keeps the
/// handful below, chosen because they are the common toolbar actions, and
/// reads every other symbol as its name with the dots as spaces
/// ("clock.arrow.circlepath" → "clock arrow circlepath"). Undocumented by
/// Apple, so on the README's "Differs from iOS" list.
enum SymbolAccessibilityLabels {
    static let actions: [String: String] = [
        "plus": "Add", "plus.circle": "Add", "plus.circle.fill": "Add",
        "trash": "Delete", "trash.fill": "Delete",
        "xmark": "Close", "xmark.circle": "Close", "xmark.circle.fill": "Close",
        "square.and.arrow.up": "Share", "magnifyingglass": "Search",
    ]

    static func label(for name: String) -> String {
        actions[name] ?? name.split(separator: ".").joined(separator: " ")
    }
}

extension Text {
    /// The words the text reads: its strings, an inline symbol by its label.
    var accessibilityString: String {
        segments.map { seg in
            switch seg.image {
            case .symbol(let name)?: return SymbolAccessibilityLabels.label(for: name)
            case .other(let name)?: return name
            case nil: return seg.string
            }
        }.joined()
    }
}
