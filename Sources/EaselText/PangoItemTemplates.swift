import Foundation
import EaselCore
import CPango

/// Pango's itemisation of a plain ASCII label, kept per style, so the next
/// label of that style skips `pango_itemize` (a sixth of the direct path's
/// time: attribute iteration, script and emoji segmentation, bidi, a font
/// lookup per character).
///
/// Why one item stands for every printable-ASCII text of a style: such text
/// is one paragraph at bidi level 0 (no strong right-to-left character); its
/// script is Latin when it holds a letter and Common when it does not (digits,
/// spaces and punctuation are Common and join a neighbouring run); no ASCII
/// character starts an emoji sequence on its own; and when the style's font
/// covers every printable ASCII character, every character gets that font. Its
/// attributes span the whole text. So Pango returns a single item whose
/// analysis (font, script, language, level, gravity, flags, extra attributes)
/// depends only on the key. Only such items are kept: one item, a font with
/// all 95 characters, attributes over the whole text. `DirectLineTests` checks
/// the answers made from kept items against PangoLayout's.
///
/// Guarded by the Pango lock; dropped when fonts change (the font generation).
enum PangoItemTemplates {
    struct Key: Hashable {
        var font: ResolvedFont
        /// Letter spacing, Pango units.
        var spacing: Int32
        /// Whether the attributes carry Pango's no-hyphen attribute (a line limit is set).
        var mayBreakLines: Bool
        /// Latin script rather than Common.
        var hasLetter: Bool
    }

    struct Template {
        var item: UnsafeMutablePointer<PangoItem>
        var lineHeight: Int32?
    }

    final class Store: @unchecked Sendable {
        var generation = 0
        var templates: [Key: Template] = [:]
        /// Styles whose items cannot be kept (another font takes some ASCII character).
        var rejected: Set<Key> = []
    }
    static let store = Store()

    private static func current() -> Store {
        let s = store
        let generation = PangoRuntime.shared.fontGeneration
        if s.generation != generation {
            for t in s.templates.values { pango_item_free(t.item) }
            s.templates.removeAll()
            s.rejected.removeAll()
            s.generation = generation
        }
        return s
    }

    /// The kept item, set to span text of `length` bytes, or nil. It stays the
    /// store's: the caller uses it under the Pango lock and does not free it.
    static func item(for key: Key, length: Int32) -> (item: UnsafeMutablePointer<PangoItem>, lineHeight: Int32?)? {
        guard let template = current().templates[key] else { return nil }
        let item = template.item
        item.pointee.offset = 0
        item.pointee.length = length
        item.pointee.num_chars = length
        var node = item.pointee.analysis.extra_attrs
        while let n = node {
            if let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                attr.pointee.start_index = 0
                attr.pointee.end_index = guint(length)
            }
            node = n.pointee.next
        }
        return (item, template.lineHeight)
    }

    /// Keeps a copy of `item`, Pango's only item for a text of `length` bytes, when it qualifies.
    /// `description`: the font description the text was itemised with (the run's font).
    static func keep(_ item: UnsafeMutablePointer<PangoItem>, lineHeight: Int32?, for key: Key, length: Int32,
                     description: OpaquePointer, context: OpaquePointer) {
        let s = current()
        guard s.templates[key] == nil, !s.rejected.contains(key), item.pointee.offset == 0, item.pointee.length == length,
              item.pointee.num_chars == length, item.pointee.analysis.level == 0 else { return }
        var wholeText = true
        var node = item.pointee.analysis.extra_attrs
        while let n = node {
            if let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attr.pointee.start_index != 0 || attr.pointee.end_index != guint(length) { wholeText = false }
            node = n.pointee.next
        }
        // Styles in a process are few; the bound only guards against pathological input.
        if s.templates.count + s.rejected.count >= 1024 {
            for t in s.templates.values { pango_item_free(t.item) }
            s.templates.removeAll()
            s.rejected.removeAll()
        }
        guard wholeText, takesEveryASCIICharacter(item, description: description, context: context) else {
            s.rejected.insert(key)
            return
        }
        guard let copy = pango_item_copy(item) else { return }
        s.templates[key] = Template(item: copy, lineHeight: lineHeight)
    }

    /// Whether the item's font is the one Pango's font set picks for every
    /// printable ASCII character, as itemising does (the first font of the set
    /// that has the character): then no ASCII text of this style falls back.
    private static func takesEveryASCIICharacter(_ item: UnsafeMutablePointer<PangoItem>, description: OpaquePointer,
                                                 context: OpaquePointer) -> Bool {
        guard let font = item.pointee.analysis.font, let fontMap = pango_context_get_font_map(context) else { return false }
        // Itemising starts from the context's description and lets the run's font override it.
        guard let desc = pango_font_description_copy(pango_context_get_font_description(context)) else { return false }
        defer { pango_font_description_free(desc) }
        pango_font_description_merge(desc, description, 1)
        guard let fontset = pango_font_map_load_fontset(fontMap, context, desc, item.pointee.analysis.language) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
        return (UInt32(0x20)...0x7E).allSatisfy { c in
            guard let picked = pango_fontset_get_font(fontset, c) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(picked)) }
            return picked == font && pango_font_has_char(picked, c) != 0
        }
    }
}
