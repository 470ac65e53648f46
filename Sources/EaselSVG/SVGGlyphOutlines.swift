import Foundation
import EaselCore

/// Glyph outlines of a paragraph from its glyph runs, each glyph outlined by
/// its face's `GlyphOutlineSource`, so the SVG matches the PNG glyph for glyph.
///
/// Coordinates follow cairo's arithmetic, which placed Easel's SVG outlines
/// before glyph runs existed and still places the PNG's glyphs: a pen set with
/// `move_to` lands on a 1/256 grid (cairo's 24.8 fixed point), and glyph
/// origins and decoration corners are taken from that pen.
enum SVGGlyphOutlines {
    /// Outlines grouped by colour, underlines and strikethroughs included. A
    /// paragraph in one colour is outlined line by line; a multi-coloured one run
    /// by run, each run and each decoration in its own colour.
    /// `snap`: where the raster backend draws a glyph whose origin is given (nil: as given).
    static func outlines(for item: TextItem, snap: ((CGPoint) -> CGPoint)? = nil) -> [(Path, RGBA)] {
        let colors = item.runs.map(\.color)
        guard let first = colors.first else { return [] }
        if colors.allSatisfy({ $0 == first }) {
            var path: [Path.Element] = []
            var i = 0
            while i < item.runs.count {
                let line = item.runs[i].line, o = item.runs[i].lineOrigin
                let pen = CGPoint(x: fixed(item.origin.x + o.x), y: fixed(item.origin.y + o.y))
                append(moving(to: pen), to: &path)
                while i < item.runs.count, item.runs[i].line == line {
                    let run = item.runs[i]
                    append(glyphs(of: run, base: CGPoint(x: pen.x + run.origin.x, y: pen.y + run.origin.y), snap: snap), to: &path)
                    for d in run.decorations { append(rectangle(d.rect, pen: pen), to: &path) }
                    i += 1
                }
                // Pango puts the current point back at the line's origin.
                append(moving(to: pen), to: &path)
            }
            return [(makePath(path), first)]
        }
        var out: [(elements: [Path.Element], color: RGBA)] = []
        var x = 0.0, line = -1
        for run in item.runs {
            if run.line != line { line = run.line; x = item.origin.x + run.lineOrigin.x }
            // Each run is outlined from its own pen: the line's origin plus the runs before it.
            let pen = CGPoint(x: fixed(x), y: fixed(item.origin.y + run.lineOrigin.y + run.origin.y))
            var path: [Path.Element] = []
            append(moving(to: pen), to: &path)
            append(glyphs(of: run, base: pen, snap: snap), to: &path)
            append(moving(to: pen), to: &path)
            // Runs of one colour are separate paths joined as they are.
            func add(_ path: [Path.Element], _ color: RGBA) {
                if let j = out.firstIndex(where: { $0.color == color }) { out[j].elements += path } else { out.append((path, color)) }
            }
            add(path, run.color.sixteenBit)
            // Decorations hang from the line's pen, as the raster backend draws them, in their own colour.
            let linePen = CGPoint(x: fixed(item.origin.x + run.lineOrigin.x), y: fixed(item.origin.y + run.lineOrigin.y))
            for d in run.decorations { add(rectangle(d.rect, pen: linePen).elements, d.color) }
            x += run.advance
        }
        return out.map { (makePath($0.elements), $0.color) }
    }

    /// The colour glyphs of a paragraph as images at `scale`, each at the origin
    /// the raster backend draws it from (the line's pen, then the run's and the glyph's offsets).
    static func colorGlyphs(for item: TextItem, scale: CGFloat) -> [ColorGlyphImage] {
        var out: [ColorGlyphImage] = []
        for run in item.runs {
            guard let source = run.face.outlines, source.hasColorGlyphs else { continue }
            let pen = CGPoint(x: fixed(item.origin.x + run.lineOrigin.x), y: fixed(item.origin.y + run.lineOrigin.y))
            for g in run.glyphs where !g.isMissing {
                let origin = CGPoint(x: pen.x + run.origin.x + g.x, y: pen.y + run.origin.y + g.y)
                if let image = source.colorImage(of: g, at: origin, scale: scale) { out.append(image) }
            }
        }
        return out
    }

    /// With `snap`, glyph origins move where cairo's image backend places glyph
    /// bitmaps (whole device pixels), so an outline filled at the render's scale
    /// covers the PNG's very pixels.
    static func glyphs(of run: GlyphRun, base: CGPoint, snap: ((CGPoint) -> CGPoint)? = nil) -> Path {
        guard let source = run.face.outlines else { return Path() }
        var path: [Path.Element] = []
        // Missing-character boxes first, as the raster backend draws them.
        // On the pixel grid, colour glyphs are placed as images (`colorGlyphs`);
        // gradient text (no grid) fills their traced pixels as the PNG does.
        let glyphs = run.glyphs.filter(\.isMissing) + (source.hasColorGlyphs && snap != nil ? [] : run.glyphs.filter { !$0.isMissing })
        for g in glyphs {
            let origin = CGPoint(x: base.x + g.x, y: base.y + g.y)
            append(source.outline(of: g, at: g.isMissing ? origin : (snap?(origin) ?? origin)), to: &path)
        }
        return makePath(path)
    }

    static func moving(to p: CGPoint) -> Path { Path { $0.move(to: p) } }

    /// cairo_rectangle at the pen: a corner, then the sides as relative lines.
    static func rectangle(_ r: CGRect, pen: CGPoint) -> Path {
        let x = fixed(pen.x + r.origin.x), y = fixed(pen.y + r.origin.y)
        let w = fixed(r.size.width), h = fixed(r.size.height)
        var p = Path()
        p.move(to: CGPoint(x: x, y: y))
        p.addLine(to: CGPoint(x: x + w, y: y))
        p.addLine(to: CGPoint(x: x + w, y: y + h))
        p.addLine(to: CGPoint(x: x + w - w, y: y + h))
        p.closeSubpath()
        return p
    }

    /// Appends like cairo's path does: a move right after a move replaces it.
    static func append(_ p: Path, to path: inout [Path.Element]) {
        guard let head = p.elements.first else { return }
        if case .move = head, case .move? = path.last { path.removeLast() }
        path.append(contentsOf: p.elements)
    }

    static func makePath(_ elements: [Path.Element]) -> Path {
        var p = Path()
        for e in elements {
            switch e {
            case .move(let a): p.move(to: a)
            case .line(let a): p.addLine(to: a)
            case let .quadCurve(a, c): p.addQuadCurve(to: a, control: c)
            case let .curve(a, c1, c2): p.addCurve(to: a, control1: c1, control2: c2)
            case .closeSubpath: p.closeSubpath()
            }
        }
        return p
    }

    /// The nearest 1/256, ties to even: cairo's fixed-point coordinates.
    static func fixed(_ v: CGFloat) -> CGFloat { (v * 256).rounded(.toNearestOrEven) / 256 }
}
