import Foundation
import EaselCore
import CPango

/// Turns a request's styled runs into one Pango attribute list: each run gets
/// its own font description, colour, decorations, spacing and features, over
/// its UTF-8 byte range of the paragraph text.
enum PangoAttributes {
    /// UTF-8 byte ranges of each run in the joined paragraph text.
    static func byteRanges(of runs: [TextRun]) -> [Range<Int>] {
        var start = 0
        return runs.map { run in
            let r = start..<(start + run.string.utf8.count)
            start = r.upperBound
            return r
        }
    }

    static func fontDescription(_ font: ResolvedFont, scale: CGFloat) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, FontFamilies.familyList(for: font))
        // SF Pro's variable font: its optical size follows the point size, as on iOS.
        if font.family == nil, let opsz = FontFamilies.systemFamily(for: font)?.opticalSize {
            pango_font_description_set_variations(desc, "opsz=\(Double(opsz))")
        }
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight.value)))))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(desc, stretch(font.width))
        // Absolute size: device units, independent of the context's resolution.
        pango_font_description_set_absolute_size(desc, Double(font.size * scale) * Double(PANGO_SCALE))
        return desc
    }

    static func stretch(_ w: Font.Width) -> PangoStretch {
        switch w.value {
        case ..<(-0.25): return PANGO_STRETCH_EXTRA_CONDENSED
        case ..<(-0.15): return PANGO_STRETCH_CONDENSED
        case ..<(-0.05): return PANGO_STRETCH_SEMI_CONDENSED
        case ..<0.05: return PANGO_STRETCH_NORMAL
        case ..<0.15: return PANGO_STRETCH_SEMI_EXPANDED
        default: return PANGO_STRETCH_EXPANDED
        }
    }

    /// The space added after each character of a run: kerning, tracking,
    /// tightening and, for the default family, SF Pro's tracking for its size.
    static func letterSpacing(_ run: TextRun, scale: CGFloat, extraSpacing: CGFloat, systemTracking: Bool) -> CGFloat {
        var spacing = run.kerning + run.tracking + extraSpacing * run.font.size * scale
        // SF Pro with its own tracking table (`trak`) is tracked by HarfBuzz already.
        if systemTracking, run.font.family == nil, run.font.design == .default || run.font.design == .rounded,
           SystemFontFaces.current?.ownTracking != true {
            spacing += SystemFontTracking.points(forSize: run.font.size * scale)
        }
        return spacing
    }

    static func pangoUnits(_ v: CGFloat) -> Int32 { Int32((v * CGFloat(PANGO_SCALE)).rounded()) }
    static func channel(_ v: Double) -> UInt16 { UInt16((max(0, min(1, v)) * 65535).rounded()) }

    /// A new attribute list (caller unrefs). `scale` shrinks fonts for
    /// minimumScaleFactor; `extraSpacing` is added letter spacing (negative for tightening).
    /// `systemTracking`: runs in the default family (SF Pro's stand-in) get SF Pro's
    /// tracking for their size.
    /// `mayBreakLines`: false when the paragraph has no width to wrap to and is never
    /// truncated, so Pango breaks only at newlines and the hyphen attribute has nothing to act on.
    static func list(for runs: [TextRun], ranges: [Range<Int>], scale: CGFloat, extraSpacing: CGFloat,
                     systemTracking: Bool = false, mayBreakLines: Bool = true) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func add(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attr else { return }
            attr.pointee.start_index = guint(range.lowerBound)
            attr.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, attr)
        }
        // SwiftUI breaks an over-long word without adding a hyphen; Pango would add one.
        if mayBreakLines, let total = ranges.last?.upperBound, total > 0 { add(pango_attr_insert_hyphens_new(0), 0..<total) }
        // Pango's colours reach Easel only through the decoration and background rectangles
        // the draw recorder keeps (glyph runs take their colour from the request), so text
        // with none of those needs no colour attributes.
        let drawsRectangles = runs.contains { $0.underline != nil || $0.strikethrough != nil || $0.backgroundColor != nil }
        for (run, range) in zip(runs, ranges) where !range.isEmpty {
            let desc = fontDescription(run.font, scale: scale)
            // One run: the layout's own font description (see `PangoParagraph.makeLayout`) is this one.
            if runs.count > 1 { add(pango_attr_font_desc_new(desc), range) }
            if let h = PrimaryLineHeights.height(for: run.font, scale: scale, description: desc, context: PangoRuntime.shared.context) {
                add(pango_attr_line_height_new_absolute(h), range)
            }
            pango_font_description_free(desc)
            let c = run.color
            if drawsRectangles {
                add(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), range)
                if c.alpha < 1 { add(pango_attr_foreground_alpha_new(max(1, channel(c.alpha))), range) }
            }
            // Kerning and tracking both add space after each character; Pango's
            // letter spacing is the attribute that does that.
            let spacing = letterSpacing(run, scale: scale, extraSpacing: extraSpacing, systemTracking: systemTracking)
            if spacing != 0 { add(pango_attr_letter_spacing_new(pangoUnits(spacing)), range) }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(pangoUnits(run.baselineOffset)), range) }
            if run.font.monospacedDigit { add(pango_attr_font_features_new("tnum 1"), range) }
            if let bg = run.backgroundColor {
                add(pango_attr_background_new(channel(bg.red), channel(bg.green), channel(bg.blue)), range)
                if bg.alpha < 1 { add(pango_attr_background_alpha_new(max(1, channel(bg.alpha))), range) }
            }
            if let u = run.underline {
                // Pango draws solid lines only; patterned styles fall back to solid.
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range)
                if let uc = u.color { add(pango_attr_underline_color_new(channel(uc.red), channel(uc.green), channel(uc.blue)), range) }
            }
            if let s = run.strikethrough {
                add(pango_attr_strikethrough_new(1), range)
                if let sc = s.color {
                    add(pango_attr_strikethrough_color_new(channel(sc.red), channel(sc.green), channel(sc.blue)), range)
                }
            }
        }
        return list
    }
}
