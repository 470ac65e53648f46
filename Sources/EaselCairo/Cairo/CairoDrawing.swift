import Foundation
import EaselCore
import CCairo

/// Replays a display list into any cairo context (image, PDF or SVG surface).
enum CairoDrawing {
    static func draw(_ items: [DisplayItem], in cr: OpaquePointer, _ options: CairoDrawOptions) {
        for item in items {
            switch item {
            case .shape(let s): drawShape(s, cr)
            case .text(let t): TextDrawing.draw(t, in: cr, options)
            case .image(let i): CairoImages.draw(i, in: cr)
            case .effect(let e, let content): CairoEffects.draw(e, content, in: cr, options)
            }
        }
    }

    static func addPath(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero, start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p; start = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case let .quadCurve(p, c):
                // Cairo has only cubics; a quadratic is the cubic with controls 2/3 of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case let .curve(p, c1, c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath: cairo_close_path(cr); current = start
            }
        }
    }

    static func applyStroke(_ s: StrokeStyle, _ cr: OpaquePointer) {
        cairo_set_line_width(cr, s.lineWidth)
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(s.lineCap.rawValue)])
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(s.lineJoin.rawValue)])
        cairo_set_miter_limit(cr, s.miterLimit)
        let dashes = s.dash.map { Double($0) }
        if dashes.contains(where: { $0 > 0 }) { cairo_set_dash(cr, dashes, Int32(dashes.count), s.dashPhase) }
        else { cairo_set_dash(cr, nil, 0, 0) }
    }

    static func drawShape(_ s: ShapeItem, _ cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, s.antialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
        if s.antialiased, case .angularGradient = s.paint, let target = cairo_get_target(cr),
           cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_PDF {
            // PDF viewers fill mesh shadings with anti-aliasing off (so patches
            // show no seams), which would leave the shape's edge jagged where a
            // clip is the edge. As a soft mask the shape keeps its smooth edge.
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            paintShape(s, cr)
            let mask = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(mask) }
            CairoPaint.setSource(s.paint, cr)
            cairo_mask(cr, mask)
            return
        }
        CairoPaint.setSource(s.paint, cr)
        paintShape(s, cr)
    }

    /// Fills or strokes the shape's path with the current source.
    static func paintShape(_ s: ShapeItem, _ cr: OpaquePointer) {
        addPath(s.path, cr)
        if let stroke = s.stroke {
            applyStroke(stroke, cr)
            cairo_stroke(cr)
        } else {
            cairo_set_fill_rule(cr, s.eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }
}

/// Sets a `Paint` as the cairo source.
enum CairoPaint {
    static func setSource(_ paint: Paint, _ cr: OpaquePointer) {
        switch paint {
        case .color(let c): cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        default:
            guard let pattern = CairoGradients.pattern(for: paint, in: cr) else { return }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }
}
