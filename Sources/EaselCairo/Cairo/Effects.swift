import Foundation
import EaselCore
import CCairo

/// Layers that need compositing: drawn into a group, then painted with
/// their opacity, mask and blend mode.
enum CairoEffects {
    static func drawGroup(_ l: LayerItem, in cr: OpaquePointer) {
        // The shadow goes underneath, cast by the content's alpha before its own opacity.
        if let shadow = l.shadow { CairoShadowBlur.drawShadow(l.items, bounds: l.bounds, shadow: shadow, in: cr) }
        let content: OpaquePointer
        var blurred: Offscreen?
        if l.blurRadius > 0 {
            guard let (p, off) = CairoShadowBlur.blurredPattern(l.items, bounds: l.bounds, radius: l.blurRadius, in: cr) else { return }
            content = p; blurred = off
        } else {
            cairo_push_group(cr)
            CairoDrawing.draw(l.items, in: cr)
            content = cairo_pop_group(cr)!
        }
        defer { cairo_pattern_destroy(content); blurred?.destroy() }
        cairo_set_operator(cr, op(l.blendMode))
        if let mask = l.mask {
            cairo_push_group(cr)
            CairoDrawing.draw(mask, in: cr)
            let m = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(m) }
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, m)
            cairo_pop_group_to_source(cr)
        } else {
            cairo_set_source(cr, content)
        }
        cairo_paint_with_alpha(cr, l.opacity)
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
