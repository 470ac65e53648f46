import Foundation
import EaselCore
import CPango
import CHarfBuzz

/// Reads a finished PangoLayout back into Easel's `TextLayout`: the paragraph
/// size, baselines, line metrics, and each line's runs with the face actually
/// used and per-cluster glyph positions. Call only inside `PangoRuntime.locked`.
struct PangoLineExtraction {
    let paragraph: PangoParagraph
    var request: TextRequest { paragraph.request }

    static func points(_ v: Int32) -> CGFloat { CGFloat(v) / CGFloat(PANGO_SCALE) }

    /// Where between 0 (left) and 1 (right) a line shorter than the paragraph sits.
    var alignmentFactor: CGFloat {
        let rtl = request.layoutDirection == .rightToLeft
        switch request.alignment {
        case .leading: return rtl ? 1 : 0
        case .center: return 0.5
        case .trailing: return rtl ? 0 : 1
        }
    }

    /// One laid-out line as both paths produce it: its runs in visual order,
    /// where the renderer would draw them, and its metrics in points.
    struct ShapedLine {
        var items: [UnsafeMutablePointer<PangoGlyphItem>]
        /// The layout's line, whose drawing Pango's renderer records when the runs
        /// are read (after every line's extents, as the layout path always did);
        /// nil for a line whose runs are drawn plainly at the pen on the baseline.
        var layoutLine: UnsafeMutablePointer<PangoLayoutLine>?
        var top, height, baseline, width, startX: CGFloat
        var startIndex: Int
    }

    func textLayout(from m: PangoParagraph.Measured) -> TextLayout {
        let layout = m.layout
        var raw: [ShapedLine] = []
        let iter = pango_layout_get_iter(layout)!
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var inLayout = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &inLayout)
            pango_layout_line_get_extents(line, nil, &own)
            var items: [UnsafeMutablePointer<PangoGlyphItem>] = []
            var node = line.pointee.runs
            while let n = node {
                if let item = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) { items.append(item) }
                node = n.pointee.next
            }
            raw.append(ShapedLine(items: items, layoutLine: line,
                                  top: Self.points(inLayout.y), height: Self.points(inLayout.height),
                                  baseline: Self.points(pango_layout_iter_get_baseline(iter)),
                                  width: Self.glyphWidth(line), startX: Self.points(own.x),
                                  startIndex: Int(line.pointee.start_index)))
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return textLayout(lines: raw, height: Self.points(logical.height), text: pango_layout_get_text(layout)!, scale: m.scale)
    }

    /// The paragraph from its lines; `height` is the lines' logical height as Pango stacks them.
    func textLayout<Lines: BidirectionalCollection<ShapedLine>>(lines raw: Lines, height layoutHeight: CGFloat, text textPtr: UnsafePointer<CChar>,
                                                   scale: CGFloat) -> TextLayout {
        // Never wider than the longest laid-out line.
        let width = raw.lazy.map(\.width).max() ?? 0
        var height = layoutHeight
        if raw.count < request.minimumLines, let last = raw.last {
            // Reserved lines are as tall as the last real one.
            height += CGFloat(request.minimumLines - raw.count) * (last.height + request.lineSpacing)
        }

        let factor = alignmentFactor
        var lines: [TextLineLayout] = []
        lines.reserveCapacity(raw.count)
        for (i, r) in raw.enumerated() {
            let left = ((width - r.width) * factor)
            let origin = CGPoint(x: left - r.startX, y: r.baseline)
            lines.append(TextLineLayout(baseline: r.baseline,
                                        frame: CGRect(x: left, y: r.top, width: r.width, height: r.height),
                                        runs: runs(of: r.items, drawn: r.layoutLine.map(PangoDrawRecorder.record), index: i,
                                                   origin: origin, text: textPtr, scale: scale)))
        }

        let firstFont = font(atByte: raw.first?.startIndex ?? 0, scale: scale)
        let lastFont = font(atByte: raw.last?.startIndex ?? 0, scale: scale)
        let firstMetrics = metrics(firstFont)
        return TextLayout(size: CGSize(width: width, height: height),
                          firstBaseline: raw.first?.baseline ?? 0, lastBaseline: raw.last?.baseline ?? 0,
                          firstLineMetrics: firstMetrics, lastLineMetrics: lastFont == firstFont ? firstMetrics : metrics(lastFont),
                          lines: lines)
    }

    /// A line's advance from its glyphs (Pango's cached extents predate `unpadEllipses`).
    static func glyphWidth(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> CGFloat {
        var total: Int32 = 0
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = run.pointee.glyphs {
                total += pango_glyph_string_get_width(glyphs)
            }
            node = n.pointee.next
        }
        return points(total)
    }

    func runIndex(atByte byte: Int) -> Int {
        paragraph.ranges.firstIndex(where: { $0.contains(byte) }) ?? max(0, request.runs.count - 1)
    }

    func font(atByte byte: Int, scale: CGFloat) -> ResolvedFont {
        guard !request.runs.isEmpty else { return ResolvedFont(size: 17 * scale) }
        var f = request.runs[runIndex(atByte: byte)].font
        f.size *= scale
        return f
    }

    /// The line's runs as glyph runs: glyphs and clusters from the shaper, run
    /// origins and decorations from what Pango's renderer would draw.
    /// `drawn`: what Pango's renderer drew for the line; nil when it draws each
    /// run at the pen on the baseline and no rectangle.
    func runs(of items: [UnsafeMutablePointer<PangoGlyphItem>], drawn: PangoDrawRecorder?, index: Int, origin: CGPoint,
              text: UnsafePointer<CChar>, scale: CGFloat) -> [GlyphRun] {
        var result: [GlyphRun] = []
        result.reserveCapacity(items.count)
        var x = origin.x
        var plainPen: Int32 = 0
        for item in items {
            guard let glyphs = item.pointee.glyphs, let pitem = item.pointee.item,
                  let pangoFont = pitem.pointee.analysis.font else { continue }
            let runIndex = result.count
            let runWidth = Self.points(pango_glyph_string_get_width(glyphs))
            defer { x += runWidth }
            let offset = Int(pitem.pointee.offset), length = Int(pitem.pointee.length)
            let source = request.runs.isEmpty ? nil : request.runs[self.runIndex(atByte: offset)]
            var resolved = source?.font ?? ResolvedFont(size: 17)
            resolved.size *= scale
            let rtl = pitem.pointee.analysis.level & 1 != 0
            let isEllipsis = Int32(pitem.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0

            // Glyph origins as Pango's cairo renderer computes them: pen advance
            // plus offset in Pango units, divided once. Empty glyphs only advance.
            let count = Int(glyphs.pointee.num_glyphs)
            // Each glyph's pen position in points, for the clusters' x: scratch memory
            // on the stack, not an array allocated and freed per run.
            var (placed, missing, clusters, textClusters) = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count + 1) {
                prefix -> ([Glyph], Int, [GlyphCluster], [TextCluster]) in
                prefix[0] = 0
                var placed: [Glyph] = [], missing = 0
                placed.reserveCapacity(count)
                var pen: Int32 = 0
                for g in 0..<count {
                    let info = glyphs.pointee.glyphs[g]
                    prefix[g + 1] = prefix[g] + Self.points(info.geometry.width)
                    defer { pen += info.geometry.width }
                    guard info.glyph != PANGO_GLYPH_EMPTY else { continue }
                    if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { missing += 1 }
                    placed.append(Glyph(id: info.glyph, x: Double(pen + info.geometry.x_offset) / Double(PANGO_SCALE),
                                        y: Double(info.geometry.y_offset) / Double(PANGO_SCALE),
                                        advance: Self.points(info.geometry.width)))
                }
                // One entry per cluster (grapheme or ligature): byte and glyph counts
                // for PDF, the first glyph's x and the text for SVG <text>.
                var clusters: [GlyphCluster] = [], textClusters: [TextCluster] = []
                // A cluster holds one glyph and one byte at least. Grown one cluster at a
                // time, each array was reallocated several times per run.
                let clusterBound = min(max(count, 1), max(length, 1))
                clusters.reserveCapacity(clusterBound)
                textClusters.reserveCapacity(clusterBound)
                var it = PangoGlyphItemIter()
                var more = pango_glyph_item_iter_init_start(&it, item, text) != 0
                while more {
                    let lo = Int(min(it.start_glyph, it.end_glyph + 1)), hi = Int(max(it.start_glyph + 1, it.end_glyph))
                    // Empty glyphs and missing-character boxes are not glyphs of the text.
                    var drawnGlyphs = 0
                    for g in lo..<min(max(lo, hi), count) {
                        let id = glyphs.pointee.glyphs[g].glyph
                        if id != PANGO_GLYPH_EMPTY && id & PANGO_GLYPH_UNKNOWN_FLAG == 0 { drawnGlyphs += 1 }
                    }
                    clusters.append(GlyphCluster(byteCount: Int(it.end_index - it.start_index), glyphCount: drawnGlyphs))
                    let firstGlyph = Int(min(it.start_glyph, it.end_glyph < it.start_glyph ? it.end_glyph + 1 : it.start_glyph))
                    let gx = prefix[min(firstGlyph, count)]
                        + (firstGlyph < count ? Self.points(glyphs.pointee.glyphs[firstGlyph].geometry.x_offset) : 0)
                    textClusters.append(TextCluster(x: x + gx, text: Self.string(text, Int(it.start_index)..<Int(it.end_index))))
                    more = pango_glyph_item_iter_next_cluster(&it) != 0
                }
                return (placed, missing, clusters, textClusters)
            }
            let runText = Self.string(text, offset..<(offset + length), reusing: source?.string)
            // The ellipsis stands for the removed text; it shows as "…".
            if isEllipsis { textClusters = [TextCluster(x: x, text: "…")] }

            let at: (x: Int32, y: Int32)
            if let drawn {
                at = runIndex < drawn.runOrigins.count ? drawn.runOrigins[runIndex] : (x: pangoUnits(x - origin.x), y: 0)
            } else {
                at = (x: plainPen, y: 0)
                plainPen += pango_glyph_string_get_width(glyphs)
            }
            let rectangles = drawn?.rectangles ?? []
            let backgrounds = rectangles.filter { $0.part == PANGO_RENDER_PART_BACKGROUND && $0.beforeRun == runIndex }.map { r in
                TextBackground(rect: CGRect(x: Double(r.x) / Double(PANGO_SCALE), y: Double(r.y) / Double(PANGO_SCALE),
                                            width: Double(r.width) / Double(PANGO_SCALE), height: Double(r.height) / Double(PANGO_SCALE)),
                               color: r.color)
            }
            let decorations = rectangles.filter { $0.afterRun == runIndex && $0.part != PANGO_RENDER_PART_BACKGROUND }.map { r in
                DecorationLine(kind: r.part == PANGO_RENDER_PART_STRIKETHROUGH ? .strikethrough : .underline,
                               rect: CGRect(x: Double(r.x) / Double(PANGO_SCALE), y: Double(r.y) / Double(PANGO_SCALE),
                                            width: Double(r.width) / Double(PANGO_SCALE), height: Double(r.height) / Double(PANGO_SCALE)),
                               color: r.color)
            }
            var glyphRun = GlyphRun(face: PangoFaces.face(of: pangoFont), font: resolved, color: source?.color ?? .black,
                                   line: index, lineOrigin: origin,
                                   origin: CGPoint(x: Double(at.x) / Double(PANGO_SCALE), y: Double(at.y) / Double(PANGO_SCALE)),
                                   advance: runWidth, glyphs: placed, text: isEllipsis ? "…" : runText,
                                   clusterText: runText, clusters: clusters, isRightToLeft: rtl, textClusters: textClusters,
                                   decorations: decorations, underline: source?.underline, strikethrough: source?.strikethrough,
                                   missingCharacters: missing)
            if !backgrounds.isEmpty { glyphRun.backgrounds = backgrounds }
            result.append(glyphRun)
        }
        return result
    }

    private func pangoUnits(_ v: CGFloat) -> Int32 { PangoAttributes.pangoUnits(v) }

    /// The bytes as a string; `candidate` itself when it holds exactly those bytes,
    /// so a run that is its whole request run shares that run's storage instead
    /// of keeping a copy of the text.
    static func string(_ text: UnsafePointer<CChar>, _ range: Range<Int>, reusing candidate: String?) -> String {
        if var candidate, !range.isEmpty, candidate.utf8.count == range.count {
            let same = candidate.withUTF8 { memcmp($0.baseAddress!, text + range.lowerBound, range.count) == 0 }
            if same { return candidate }
        }
        return string(text, range)
    }

    static func string(_ text: UnsafePointer<CChar>, _ range: Range<Int>) -> String {
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text + range.lowerBound), count: range.count)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The font's own line metrics (not the line's, which fallback faces can stretch).
    func metrics(_ font: ResolvedFont) -> TextLineMetrics {
        var m = FontLineMetrics.cached(font, context: paragraph.runtime.context)
        m.pixelLength = 1 / max(request.displayScale, 0.01)
        return m
    }
}

/// Line metrics per font, computed once per font and font generation:
/// `pango_context_get_metrics` shapes a sample text for its average widths,
/// which made it the costliest step of laying out a short Text, and its
/// answer depends only on the font and the fonts installed.
enum FontLineMetrics {
    final class Cache: @unchecked Sendable {
        var generation = 0
        var entries: [ResolvedFont: TextLineMetrics] = [:]
    }
    /// Guarded by the Pango lock.
    static let cache = Cache()

    /// Call inside `PangoRuntime.locked`.
    static func cached(_ font: ResolvedFont, context ctx: OpaquePointer) -> TextLineMetrics {
        let generation = PangoRuntime.shared.fontGeneration
        if cache.generation != generation { cache.entries.removeAll(); cache.generation = generation }
        if let known = cache.entries[font] { return known }
        let computed = compute(font, context: ctx)
        // Fonts in a process are few; the bound only guards against pathological input.
        if cache.entries.count >= 4096 { cache.entries.removeAll() }
        cache.entries[font] = computed
        return computed
    }

    static func points(_ v: Int32) -> CGFloat { CGFloat(v) / CGFloat(PANGO_SCALE) }

    static func compute(_ font: ResolvedFont, context ctx: OpaquePointer) -> TextLineMetrics {
        let desc = PangoAttributes.fontDescription(font, scale: 1)
        defer { pango_font_description_free(desc) }
        var ascent = 0.8 * font.size, descent = 0.2 * font.size, leading: CGFloat = 0, cap = 0.7 * font.size
        let loaded = PangoRuntime.firstFont(ctx, desc)
        // The context's metrics are those of its first font, the one just loaded,
        // when that font has the whole sample sentence Pango measures them with.
        if let loaded, FontFaceMetrics.coversSample(loaded, context: ctx), let face = FontFaceMetrics(loaded, context: ctx) {
            ascent = Self.points(face.ascent)
            descent = Self.points(face.descent)
            leading = max(0, Self.points(face.height) - ascent - descent)
        } else if let m = pango_context_get_metrics(ctx, desc, nil) {
            ascent = Self.points(pango_font_metrics_get_ascent(m))
            descent = Self.points(pango_font_metrics_get_descent(m))
            leading = max(0, Self.points(pango_font_metrics_get_height(m)) - ascent - descent)
            pango_font_metrics_unref(m)
        }
        if let loaded {
            if let hb = pango_font_get_hb_font(loaded) {
                var glyph: hb_codepoint_t = 0, extents = hb_glyph_extents_t(), xs: Int32 = 0, ys: Int32 = 0
                hb_font_get_scale(hb, &xs, &ys)
                if hb_font_get_nominal_glyph(hb, 0x48, &glyph) != 0, hb_font_get_glyph_extents(hb, glyph, &extents) != 0, ys != 0 {
                    cap = CGFloat(extents.y_bearing) / CGFloat(ys) * font.size
                }
            }
            g_object_unref(UnsafeMutableRawPointer(loaded))
        }
        return TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap)
    }
}
