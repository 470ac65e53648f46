import Foundation
import EaselCore
import CCairo

/// Effects, one exhaustive switch: transforms and clips change how the items
/// are drawn; the others draw them into a group and composite it.
enum CairoEffects {
    static func draw(_ effect: DisplayEffect, _ items: [DisplayItem], in cr: OpaquePointer, _ options: CairoDrawOptions) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard !effect.isIdentity else { CairoDrawing.draw(items, in: cr, options); return }
        switch effect {
        case .transform(let t):
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
            CairoDrawing.draw(items, in: cr, options)
        case let .clip(path, eoFill):
            CairoDrawing.addPath(path, cr)
            cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            CairoDrawing.draw(items, in: cr, options)
        case .compositingGroup:
            CairoDrawing.draw(items, in: cr, options)
        case .opacity(let o):
            paint(group(items, cr, options), opacity: o, cr)
        case .blendMode(let b):
            paint(group(items, cr, options), blendMode: b, cr)
        case let .shadow(shadow, bounds):
            // The shadow goes underneath, cast by the content's alpha.
            CairoShadowBlur.drawShadow(items, bounds: bounds, shadow: shadow, in: cr, options)
            guard clipToInk(items, cr, options) else { return }
            paint(group(items, cr, options), cr)
        case let .blur(radius, bounds):
            guard let (p, off) = CairoShadowBlur.blurredPattern(items, bounds: bounds, radius: radius, in: cr, options) else { return }
            defer { off.destroy() }
            paint(p, cr)
        case .colorMatrix(let m, _):
            CairoColorMatrix.draw(items, matrix: m, in: cr, options)
        case let .backdrop(b, bounds):
            CairoBackdrop.draw(b, bounds: bounds, coverage: items, in: cr, options)
        case .mask(let mask):
            let content = group(items, cr, options)
            defer { cairo_pattern_destroy(content) }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            // A mask that cuts with an operator PDF lacks (a symbol's glyph cut
            // out of its filled circle) would send cairo to a fallback image of
            // the whole page at 300 ppi, text included. The mask is its own
            // group, so it can be drawn alone: as an image at the render's
            // scale, on the PNG's pixel grid, while the content stays vector.
            var rasterMask: Offscreen?
            if Offscreen.oversampling(cr, options) > 1, mask.contains(where: usesNonPDFOperator),
               let region = Offscreen.inkRegion(of: mask, in: cr, options) {
                rasterMask = Offscreen.render(mask, region: region, like: cr, options)
            }
            defer { rasterMask?.destroy() }
            let m = rasterMask.map { $0.pattern() } ?? group(mask, cr, options)
            defer { cairo_pattern_destroy(m) }
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, m)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 1)
        }
    }

    /// Clips raster targets to the pixel box around what `items` paint, so the
    /// group that follows is that box rather than the whole clip (a canvas-sized
    /// surface cleared and composited per shadow). Nothing paints outside the box,
    /// and integer device shifts rasterise identically, so the pixels are unchanged.
    /// False when the items paint nothing.
    static func clipToInk(_ items: [DisplayItem], _ cr: OpaquePointer, _ options: CairoDrawOptions) -> Bool {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return true }
        defer { cairo_surface_destroy(rec) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let rcr = cairo_create(rec)!
        cairo_set_matrix(rcr, &m)
        CairoDrawing.draw(items, in: rcr, options)
        cairo_destroy(rcr)
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(rec, &x, &y, &w, &h)
        guard w > 0, h > 0 else { return false }
        // Whole pixels with a margin, in the space cairo_get_matrix maps to.
        let x0 = (x - 2).rounded(.down), y0 = (y - 2).rounded(.down)
        let x1 = (x + w + 2).rounded(.up), y1 = (y + h + 2).rounded(.up)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
        return true
    }

    /// Whether `item` composites with an operator cairo's PDF surface can only
    /// emulate with a fallback image (PDF has no Porter–Duff operators but over).
    static func usesNonPDFOperator(_ item: DisplayItem) -> Bool {
        guard case let .effect(effect, items) = item else { return false }
        if case .blendMode(let b) = effect, [.sourceAtop, .destinationOver, .destinationOut, .plusLighter].contains(b) { return true }
        return items.contains(where: usesNonPDFOperator)
    }

    /// The items drawn into a group of their own.
    private static func group(_ items: [DisplayItem], _ cr: OpaquePointer, _ options: CairoDrawOptions) -> OpaquePointer {
        cairo_push_group(cr)
        CairoDrawing.draw(items, in: cr, options)
        return cairo_pop_group(cr)!
    }

    /// Composites a group onto the canvas, then releases it.
    private static func paint(_ content: OpaquePointer, opacity: Double = 1, blendMode: BlendMode = .normal, _ cr: OpaquePointer) {
        defer { cairo_pattern_destroy(content) }
        cairo_set_operator(cr, op(blendMode))
        cairo_set_source(cr, content)
        cairo_paint_with_alpha(cr, opacity)
    }

    static func op(_ b: BlendMode) -> cairo_operator_t {
        switch b {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
