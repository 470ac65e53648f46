import Foundation
import EaselCore
import CPango
import CHarfBuzz

/// Lays out one `TextRequest` with Pango, as SwiftUI's Text sizes itself:
/// wrap to the proposed width, keep the lines that fit the proposed height and
/// the line limit, shrink (minimumScaleFactor) or tighten before truncating,
/// ellipsize the last kept line. Call only inside `PangoRuntime.locked`.
struct PangoParagraph {
    let request: TextRequest
    let text: String
    let ranges: [Range<Int>]
    let runtime = PangoRuntime.shared

    /// How much letter spacing `allowsTightening` may take away, per point of font size.
    /// Apple does not publish its limit; 3% of the size is a visible but gentle squeeze.
    static let tighteningPerPoint: CGFloat = 0.03

    init(_ request: TextRequest) {
        self.request = request
        text = request.string
        ranges = PangoAttributes.byteRanges(of: request.runs)
    }

    struct Measured {
        var layout: OpaquePointer
        var lineBottoms: [CGFloat]      // logical bottom of each line, points
        var lineHeights: [CGFloat]
        var scale: CGFloat
        var spacing: CGFloat
    }

    func makeLayout(scale: CGFloat, extraSpacing: CGFloat) -> Measured {
        let layout = pango_layout_new(runtime.context)!
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        if let first = request.runs.first {
            // Empty text and empty lines take the first run's font, not Pango's default.
            let desc = PangoAttributes.fontDescription(first.font, scale: scale)
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
        }
        let attrs = PangoAttributes.list(for: request.runs, ranges: ranges, scale: scale, extraSpacing: extraSpacing,
                                         systemTracking: request.systemTracking,
                                         mayBreakLines: request.width != nil || request.height != nil || request.lineLimit != nil)
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        // Base direction decides neutral-only paragraphs; others take theirs from content (UAX #9).
        pango_layout_set_auto_dir(layout, 1)
        // Lines are aligned by Easel within the paragraph's own width, not Pango's wrap width.
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        // UAX #14 opportunities, and inside a word when the word alone is too wide.
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let w = request.width {
            // Letter spacing: Pango fits a line with its last character's spacing,
            // which the width Easel reports from the glyphs leaves out, so text
            // offered its own ideal width would wrap its last character.
            let slack = request.runs.map { abs(PangoAttributes.letterSpacing($0, scale: scale, extraSpacing: extraSpacing,
                                                                              systemTracking: request.systemTracking)) }.max() ?? 0
            pango_layout_set_width(layout, max(0, PangoAttributes.pangoUnits(w + slack)))
        }
        pango_layout_set_spacing(layout, PangoAttributes.pangoUnits(request.lineSpacing))
        return measure(layout, scale: scale)
    }

    func measure(_ layout: OpaquePointer, scale: CGFloat) -> Measured {
        var bottoms: [CGFloat] = [], heights: [CGFloat] = []
        let iter = pango_layout_get_iter(layout)!
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            bottoms.append(CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE))
            heights.append(CGFloat(logical.height) / CGFloat(PANGO_SCALE))
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        return Measured(layout: layout, lineBottoms: bottoms, lineHeights: heights, scale: scale, spacing: request.lineSpacing)
    }

    /// How many lines may show: the line limit, and the lines whose bottoms fit the height (at least one).
    func allowedLines(_ m: Measured) -> Int {
        var allowed = request.lineLimit.map { max(1, $0) } ?? Int.max
        if let h = request.height {
            let fitting = m.lineBottoms.prefix(while: { $0 <= h + 0.001 }).count
            allowed = min(allowed, max(1, fitting))
        }
        return allowed
    }

    func fits(_ m: Measured) -> Bool { m.lineBottoms.count <= allowedLines(m) }

    func free(_ m: Measured) { g_object_unref(UnsafeMutableRawPointer(m.layout)) }

    /// The final, possibly shrunk and truncated layout.
    func run() -> Measured {
        let plain = makeLayout(scale: 1, extraSpacing: 0)
        if fits(plain) { return plain }
        var best = plain
        if request.allowsTightening {
            let tight = makeLayout(scale: 1, extraSpacing: -Self.tighteningPerPoint)
            if fits(tight) { free(plain); return tight }
            free(tight)
        }
        if request.minimumScaleFactor < 1 {
            let floor = max(0.01, request.minimumScaleFactor)
            let smallest = makeLayout(scale: floor, extraSpacing: 0)
            if fits(smallest) {
                // Largest scale that fits, to a hundredth of the size.
                var lo = floor, hi: CGFloat = 1, found = smallest
                while hi - lo > 0.01 {
                    let mid = (lo + hi) / 2
                    let m = makeLayout(scale: mid, extraSpacing: 0)
                    if fits(m) { free(found); found = m; lo = mid } else { free(m); hi = mid }
                }
                free(plain)
                return found
            }
            free(plain)
            best = smallest
        }
        truncate(&best)
        return best
    }

    /// Ellipsizes `m` to its allowed line count. Pango ellipsizes the last line
    /// that fits a height; the height is chosen to hold exactly the kept lines.
    func truncate(_ m: inout Measured) {
        let n = allowedLines(m)
        let layout = m.layout
        // Head and middle truncation apply to single lines; SwiftUI truncates
        // the tail of multi-line text whatever the mode.
        let mode: PangoEllipsizeMode
        switch (n == 1 ? request.truncationMode : .tail) {
        case .head: mode = PANGO_ELLIPSIZE_START
        case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
        case .tail: mode = PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(layout, mode)
        Self.markCutAtParagraphEnd(layout, keptLines: n)
        if request.width == nil {
            // Pango ellipsizes only within a width; the ideal width is the natural one.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, logical.width + 1)
        }
        let kept = m.lineHeights.prefix(n).reduce(0, +) + CGFloat(n - 1) * m.spacing
        var slack = (m.lineHeights.first ?? 0) / 2
        for _ in 0..<6 {
            pango_layout_set_height(layout, PangoAttributes.pangoUnits(kept + slack))
            let got = Int(pango_layout_get_line_count(layout))
            if got == n { break }
            // Pango predicts the last line from the first font's height; nudge
            // the height until that prediction lands on the wanted line.
            slack += (got > n ? -1 : 1) * (m.lineHeights.first ?? 1) / 4
        }
        Self.unpadEllipses(layout)
        m = measure(layout, scale: m.scale)
    }

    /// Pango's height limit ellipsizes a line only when text of its own
    /// paragraph is cut. When the cut falls at an explicit newline, the kept
    /// line is whole and would show no sign of the hidden lines, where SwiftUI
    /// shows "…". So the text ends at that line, with an ellipsis appended;
    /// if the ellipsis then overflows the width, Pango's own ellipsizing
    /// shortens the line as usual. Attributes stay valid: byte offsets of the
    /// kept text do not move, and the ellipsis takes the style of the newline's run.
    static func markCutAtParagraphEnd(_ layout: OpaquePointer, keptLines n: Int) {
        guard n >= 1, let line = pango_layout_get_line_readonly(layout, Int32(n - 1)),
              let text = pango_layout_get_text(layout) else { return }
        let end = Int(line.pointee.start_index + line.pointee.length)
        let total = Int(strlen(text))
        guard end < total else { return }
        let next = UInt8(bitPattern: text[end])
        // "\n", "\r", or the first byte of U+2028/U+2029 (E2 80 A8/A9), Pango's paragraph separators.
        let isBreak = next == 0x0A || next == 0x0D
            || (next == 0xE2 && end + 2 < total && UInt8(bitPattern: text[end + 1]) == 0x80
                && [0xA8, 0xA9].contains(UInt8(bitPattern: text[end + 2])))
        guard isBreak else { return }
        var bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: end))
        bytes += [0xE2, 0x80, 0xA6]   // U+2026
        bytes.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { pango_layout_set_text(layout, $0, Int32(b.count)) }
        }
    }

    /// Pango widens the ellipsis glyph so a truncated line fills the whole
    /// width. That shows as a gap before "…" in right-to-left lines and makes
    /// the line report the proposal rather than its content, so the ellipsis
    /// gets its own advance back (lines are measured from glyph widths after this).
    static func unpadEllipses(_ layout: OpaquePointer) {
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node {
            defer { node = n.pointee.next }
            var runNode = n.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let r = runNode {
                defer { runNode = r.pointee.next }
                guard let run = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let item = run.pointee.item, let glyphs = run.pointee.glyphs,
                      Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                      let font = item.pointee.analysis.font else { continue }
                for g in 0..<Int(glyphs.pointee.num_glyphs) {
                    var logical = PangoRectangle()
                    pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[g].glyph, nil, &logical)
                    glyphs.pointee.glyphs[g].geometry.width = logical.width
                }
            }
        }
    }
}
