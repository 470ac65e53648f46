import Foundation
import EaselCore
import CPango

/// The one-line layout of a plain label without PangoLayout's paragraph
/// machinery: Pango still itemises the text (fonts, fallback, script, bidi
/// levels) and shapes each item with HarfBuzz, but the break analysis of the
/// whole paragraph, the line builder and the layout object are skipped. They
/// were a third of the time of laying out a short Text, and for the text
/// below they decide nothing.
///
/// Taken only where the answer is PangoLayout's own, field for field
/// (`DirectLineTests` compares both over a generated corpus):
/// - no width and no height: Pango breaks lines only at newlines;
/// - one run of printable ASCII (U+0020–U+007E), Latin-1 and Latin Extended
///   letters and signs (U+00A0–U+024F but the soft hyphen) and emoji (with their
///   joiners, variation selectors, keycaps and tags): no newline, tab, line
///   separator or other control, so one line; no strong right-to-left
///   character. For ASCII every character boundary is a grapheme boundary, all
///   the break analysis tells letter spacing and shaping; other text gets its
///   break analysis as PangoLayout makes it;
/// - no decoration, background or raised baseline, so the renderer draws each
///   run at the pen on the baseline and no rectangle;
/// - every item at bidi level 0 whose first and last glyphs advance (Pango
///   treats zero-width glyphs at the ends of runs apart).
/// Anything else returns nil, and the caller lays the text out with PangoLayout.
/// Call only inside `PangoRuntime.locked`.
enum PangoDirectLine {
    static func qualifies(_ request: TextRequest) -> Bool {
        guard request.width == nil, request.height == nil, request.runs.count == 1 else { return false }
        let run = request.runs[0]
        guard run.underline == nil, run.strikethrough == nil, run.backgroundColor == nil, run.baselineOffset == 0,
              !run.string.isEmpty else { return false }
        return run.string.unicodeScalars.allSatisfy(takes)
    }

    /// Whether a character may be on a direct line (see above).
    static func takes(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x20...0x7E: return true
        case 0xAD: return false
        case 0xA0...0x24F: return true
        // Zero-width joiner, combining keycap, variation selectors 15 and 16, tags.
        case 0x200D, 0x20E3, 0xFE0E, 0xFE0F, 0xE0020...0xE007F: return true
        // Emoji outside ASCII (digits, # and * are ASCII) and the Latin block above.
        case 0x250...: return c.properties.isEmoji
        default: return false
        }
    }

    /// Pango's letter spacing split around a glyph, as its layout splits it:
    /// half before (rounded to a whole unit of the grid when the spacing is
    /// whole), the rest after.
    static func split(_ spacing: Int32) -> (left: Int32, right: Int32) {
        var left = spacing / 2
        if spacing & (PANGO_SCALE - 1) == 0 { left = (left + (PANGO_SCALE >> 1)) & ~(PANGO_SCALE - 1) }
        return (left, spacing - left)
    }

    static func layout(_ paragraph: PangoParagraph) -> TextLayout? {
        let request = paragraph.request
        guard qualifies(request) else { return nil }
        let run = request.runs[0]
        let context = paragraph.runtime.context
        let text = paragraph.text
        let length = Int32(text.utf8.count)
        let spacing = PangoAttributes.pangoUnits(PangoAttributes.letterSpacing(run, scale: 1, extraSpacing: 0,
                                                                               systemTracking: request.systemTracking))
        let flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        let key = PangoItemTemplates.Key(font: run.font, spacing: spacing, mayBreakLines: request.lineLimit != nil,
                                         hasLetter: text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })

        // Kept items and the all-boundaries break analysis hold for ASCII only.
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        return text.withCString { chars -> TextLayout? in
            if ascii, let template = PangoItemTemplates.item(for: key, length: length) {
                return withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<PangoItem>.self, capacity: 1) { items in
                    items[0] = template.item
                    return lay(UnsafeBufferPointer(items), ownsItems: false, lineHeight: template.lineHeight, paragraph: paragraph,
                               chars: chars, length: length, log: scratch.cursorPositions(Int(length) + 1),
                               spacing: spacing, flags: flags)
                }
            }
            guard var itemized = itemize(paragraph, chars: chars, length: length, key: key, ascii: ascii) else { return nil }
            return itemized.items.withUnsafeBufferPointer { items in
                if ascii {
                    return lay(items, ownsItems: true, lineHeight: itemized.lineHeight, paragraph: paragraph, chars: chars,
                               length: length, log: scratch.cursorPositions(Int(length) + 1), spacing: spacing, flags: flags)
                }
                return itemized.log.withUnsafeMutableBufferPointer { log in
                    lay(items, ownsItems: true, lineHeight: itemized.lineHeight, paragraph: paragraph, chars: chars, length: length,
                        log: log.baseAddress!, spacing: spacing, flags: flags)
                }
            }
        }
    }

    /// Memory the direct path reuses from one label to the next, under the Pango lock.
    final class Scratch: @unchecked Sendable {
        /// Glyph strings to shape into: Pango sizes them to each item, and
        /// their glyphs are read back before the next label needs them. Kept for
        /// a line's first items only; a text with more gets fresh ones it frees.
        var glyphStrings: [UnsafeMutablePointer<PangoGlyphString>] = []
        static let keptGlyphStrings = 16
        func glyphString(_ i: Int) -> UnsafeMutablePointer<PangoGlyphString>? {
            guard i < Self.keptGlyphStrings else { return pango_glyph_string_new() }
            while glyphStrings.count <= i {
                guard let g = pango_glyph_string_new() else { return nil }
                glyphStrings.append(g)
            }
            return glyphStrings[i]
        }

        /// Printable ASCII: every character boundary is a grapheme (cursor) boundary,
        /// all the break analysis tells letter spacing. Grown to the longest text seen.
        var buffer = UnsafeMutablePointer<PangoLogAttr>.allocate(capacity: 0)
        var capacity = 0
        func cursorPositions(_ count: Int) -> UnsafeMutablePointer<PangoLogAttr> {
            if count > capacity {
                buffer.deallocate()
                capacity = max(count, 2 * capacity)
                buffer = .allocate(capacity: capacity)
                var every = PangoLogAttr()
                every.is_cursor_position = 1
                buffer.initialize(repeating: every, count: capacity)
            }
            return buffer
        }
    }
    static let scratch = Scratch()

    /// Shapes `items` (freed here when `ownsItems`) and builds the one line.
    /// `log`: the break analysis of the whole text, one entry per character and one past the end.
    static func lay(_ items: UnsafeBufferPointer<UnsafeMutablePointer<PangoItem>>, ownsItems: Bool, lineHeight: Int32?,
                    paragraph: PangoParagraph, chars: UnsafePointer<CChar>, length: Int32,
                    log: UnsafeMutablePointer<PangoLogAttr>, spacing: Int32, flags: PangoShapeFlags) -> TextLayout? {
        withUnsafeTemporaryAllocation(of: PangoGlyphItem.self, capacity: max(1, items.count)) { glyphItemBuffer -> TextLayout? in
            let glyphItems = glyphItemBuffer.baseAddress!
            var shaped = 0
            defer {
                for i in min(shaped, Scratch.keptGlyphStrings)..<shaped { pango_glyph_string_free(glyphItems[i].glyphs) }
                if ownsItems { for item in items { pango_item_free(item) } }
            }
            let (left, right) = split(spacing)
            var characters = 0
            for item in items {
                guard item.pointee.analysis.level == 0, item.pointee.analysis.font != nil,
                      let glyphs = scratch.glyphString(shaped) else { return nil }
                glyphItems[shaped] = PangoGlyphItem(item: item, glyphs: glyphs, y_offset: 0, start_x_offset: 0, end_x_offset: 0)
                shaped += 1
                let attrsAtItem = log + characters
                characters += Int(item.pointee.num_chars)
                pango_shape_item(item, chars, length, attrsAtItem, glyphs, flags)
                let count = Int(glyphs.pointee.num_glyphs)
                guard count > 0 else { return nil }
                if spacing != 0 {
                    pango_glyph_item_letter_space(glyphItems + shaped - 1, chars, attrsAtItem, spacing)
                    glyphs.pointee.glyphs[0].geometry.width += left
                    glyphs.pointee.glyphs[0].geometry.x_offset += left
                    glyphs.pointee.glyphs[count - 1].geometry.width += right
                }
                if glyphs.pointee.glyphs[0].geometry.width == 0 || glyphs.pointee.glyphs[count - 1].geometry.width == 0 {
                    return nil
                }
            }
            guard shaped > 0 else { return nil }
            if spacing != 0 {
                // The line's outer edges keep no letter spacing.
                let first = glyphItems[0].glyphs!, last = glyphItems[shaped - 1].glyphs!
                first.pointee.glyphs[0].geometry.width -= left
                first.pointee.glyphs[0].geometry.x_offset -= left
                let end = Int(last.pointee.num_glyphs) - 1
                last.pointee.glyphs[end].geometry.width = max(0, last.pointee.glyphs[end].geometry.width - right)
            }

            // Line extents as PangoLayout sums them: each run's logical box from
            // its font, grown or cut to the absolute line height around its middle.
            var top: Int32 = 0, bottom: Int32 = 0, pen: Int32 = 0
            var pointers: [UnsafeMutablePointer<PangoGlyphItem>] = []
            pointers.reserveCapacity(shaped)
            for i in 0..<shaped {
                let item = glyphItems + i
                var logical = PangoRectangle()
                pango_glyph_string_extents(item.pointee.glyphs, item.pointee.item.pointee.analysis.font, nil, &logical)
                if let lineHeight {
                    let leading = lineHeight - logical.height
                    logical.y -= leading / 2
                    logical.height += leading
                }
                top = min(top, logical.y)
                bottom = max(bottom, logical.y + logical.height)
                pen += pango_glyph_string_get_width(item.pointee.glyphs)
                pointers.append(item)
            }
            let points = PangoLineExtraction.points
            // No drawing recorded: the renderer would draw each run at the pen, on the baseline.
            let line = PangoLineExtraction.ShapedLine(items: pointers, layoutLine: nil,
                                                      top: 0, height: points(bottom - top), baseline: points(-top),
                                                      width: points(pen), startX: 0, startIndex: 0)
            return PangoLineExtraction(paragraph: paragraph)
                .textLayout(lines: CollectionOfOne(line), height: points(bottom - top), text: chars, scale: 1)
        }
    }

    /// Pango's items for the text, with the attributes PangoLayout gets plus the
    /// run's font over the whole text (the layout takes that font as its own
    /// description, which itemising alone does not), and the run's absolute line
    /// height. Keeps the items as the template for text of the same style.
    /// For text that is not all ASCII, also its break analysis (`log`), made as
    /// PangoLayout makes it: the default analysis, each item's tailoring, then the
    /// attributes'. Empty for ASCII, whose boundaries are all grapheme boundaries.
    static func itemize(_ paragraph: PangoParagraph, chars: UnsafePointer<CChar>, length: Int32,
                        key: PangoItemTemplates.Key, ascii: Bool)
        -> (items: [UnsafeMutablePointer<PangoItem>], lineHeight: Int32?, log: [PangoLogAttr])? {
        let request = paragraph.request, run = request.runs[0], context = paragraph.runtime.context
        let attrs = PangoAttributes.list(for: request.runs, ranges: paragraph.ranges, scale: 1, extraSpacing: 0,
                                         systemTracking: request.systemTracking, mayBreakLines: key.mayBreakLines)
        defer { pango_attr_list_unref(attrs) }
        let desc = PangoAttributes.fontDescription(run.font, scale: 1)
        defer { pango_font_description_free(desc) }
        let lineHeight = PrimaryLineHeights.height(for: run.font, scale: 1, description: desc, context: context)
        if let fontAttr = pango_attr_font_desc_new(desc) {
            fontAttr.pointee.start_index = 0
            fontAttr.pointee.end_index = guint(length)
            pango_attr_list_insert_before(attrs, fontAttr)
        }
        // PangoLayout's automatic direction: the first strong character's, else the context's.
        var direction = PangoBaseDirection.finder.firstStrong(chars, length)
        if direction == PANGO_DIRECTION_NEUTRAL { direction = pango_context_get_base_dir(context) }
        guard let list = pango_itemize_with_base_dir(context, direction, chars, 0, length, attrs, nil) else { return nil }
        defer { g_list_free(list) }
        var items: [UnsafeMutablePointer<PangoItem>] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let n = node {
            if let item = n.pointee.data?.assumingMemoryBound(to: PangoItem.self) { items.append(item) }
            node = n.pointee.next
        }
        if ascii, items.count == 1 {
            PangoItemTemplates.keep(items[0], lineHeight: lineHeight, for: key, length: length, description: desc, context: context)
        }
        guard !ascii, let first = items.first else { return (items, lineHeight, []) }
        // One entry per character and one past the end, as PangoLayout sizes it.
        let count = Int(g_utf8_strlen(chars, Int(length))) + 1
        var log = [PangoLogAttr](repeating: PangoLogAttr(), count: count)
        log.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            pango_default_break(chars, length, nil, base, Int32(count))
            var characters = 0
            for item in items {
                pango_tailor_break(chars + Int(item.pointee.offset), item.pointee.length, &item.pointee.analysis,
                                   item.pointee.offset, base + characters, item.pointee.num_chars + 1)
                characters += Int(item.pointee.num_chars)
            }
            pango_attr_break(chars, length, attrs, first.pointee.offset, base, Int32(count))
        }
        return (items, lineHeight, log)
    }
}

/// `pango_find_base_dir`, deprecated since Pango 1.44 with no replacement that answers
/// "neutral" for text without a strong character (PangoLayout itself still calls it).
/// Called through a protocol whose requirement is not deprecated, so a package that
/// builds Easel sees no deprecation warning; the witness is marked deprecated, which is
/// what lets it call the function without one.
protocol PangoBaseDirectionFinding {
    func firstStrong(_ text: UnsafePointer<CChar>, _ length: Int32) -> PangoDirection
}

struct PangoBaseDirection: PangoBaseDirectionFinding {
    static let finder: any PangoBaseDirectionFinding = PangoBaseDirection()
    @available(*, deprecated, message: "wraps pango_find_base_dir")
    func firstStrong(_ text: UnsafePointer<CChar>, _ length: Int32) -> PangoDirection { pango_find_base_dir(text, length) }
}
