import Foundation
import EaselCore

/// The state of one SVG being written: definitions (gradients, clips, masks,
/// filters) get sequential ids so the same list always gives the same bytes.
struct SVGDocument {
    let textMode: SVGTextMode
    let images: SVGImageEncoder
    /// Pixels per point of the render: colour glyphs are embedded at this density.
    let scale: CGFloat
    let sweeps: SVGSweepRasterizer?
    /// The transform from the current user space to the canvas's (points), as
    /// cairo's CTM would be: glyphs snap to pixels in device space.
    var ctm = CGAffineTransform.identity
    var defs = ""
    var body = ""
    private var nextID = 0
    /// Each decoded image is embedded once, however often it is drawn.
    var imageIDs: [ObjectIdentifier: String] = [:]
    /// The images those ids name, kept alive so that no later image reuses an identifier.
    var embeddedImages: [RasterImage] = []

    init(textMode: SVGTextMode, images: SVGImageEncoder, scale: CGFloat = 1, sweeps: SVGSweepRasterizer? = nil) {
        self.textMode = textMode; self.images = images; self.scale = scale; self.sweeps = sweeps
    }

    mutating func newID(_ prefix: String) -> String { nextID += 1; return "\(prefix)\(nextID)" }

    /// Writes items into `body`.
    mutating func write(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .shape(let s): writeShape(s)
            case .text(let t): writeText(t)
            case .image(let i): writeImage(i)
            case .effect(let e, let content): writeEffect(e, content)
            }
        }
    }

    /// Writes items into a separate string (mask and clip contents).
    mutating func render(_ items: [DisplayItem]) -> String {
        let saved = body
        body = ""
        write(items)
        let out = body
        body = saved
        return out
    }

    // MARK: Shapes

    /// Written as bytes into one buffer: a string per element, then `joined()`, was a
    /// fifth of a text-heavy `svgData()` (glyph outlines are long paths), and a
    /// `String` per number most of a 1,000-point scatter's SVG.
    static func pathData(_ p: Path) -> String {
        var d: [UInt8] = []
        // A curve is 6 numbers (about 48 bytes): room for them, so the buffer does not grow.
        d.reserveCapacity(p.elements.count * 48)
        func point(_ a: CGPoint) {
            SVGNumber.append(a.x, to: &d)
            d.append(UInt8(ascii: " "))
            SVGNumber.append(a.y, to: &d)
        }
        for e in p.elements {
            switch e {
            case .move(let a): d.append(UInt8(ascii: "M")); point(a)
            case .line(let a): d.append(UInt8(ascii: "L")); point(a)
            case let .quadCurve(a, c): d.append(UInt8(ascii: "Q")); point(c); d.append(UInt8(ascii: " ")); point(a)
            case let .curve(a, c1, c2):
                d.append(UInt8(ascii: "C")); point(c1); d.append(UInt8(ascii: " ")); point(c2); d.append(UInt8(ascii: " ")); point(a)
            case .closeSubpath: d.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: d, as: UTF8.self)
    }

    static func colorAttributes(_ c: RGBA, _ prop: String) -> String {
        var s = " \(prop)=\"\(hex(c))\""
        if c.alpha < 1 { s += " \(prop)-opacity=\"\(SVGNumber.format(max(0, c.alpha)))\"" }
        return s
    }

    static func hex(_ c: RGBA) -> String {
        func b(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        // Not String(format:): Foundation's formatter costs more than the rest of a fill.
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in [b(c.red), b(c.green), b(c.blue)] { out += [digits[v >> 4], digits[v & 15]] }
        return String(decoding: out, as: UTF8.self)
    }

    static func strokeAttributes(_ s: StrokeStyle) -> String {
        let f = SVGNumber.format
        var a = " stroke-width=\"\(f(s.lineWidth))\""
        switch s.lineCap { case .butt: break; case .round: a += " stroke-linecap=\"round\""; case .square: a += " stroke-linecap=\"square\"" }
        switch s.lineJoin { case .miter: break; case .round: a += " stroke-linejoin=\"round\""; case .bevel: a += " stroke-linejoin=\"bevel\"" }
        if s.miterLimit != 4 { a += " stroke-miterlimit=\"\(f(max(1, s.miterLimit)))\"" }
        if s.dash.contains(where: { $0 > 0 }) {
            a += " stroke-dasharray=\"\(s.dash.map { f(max(0, $0)) }.joined(separator: " "))\""
            if s.dashPhase != 0 { a += " stroke-dashoffset=\"\(f(s.dashPhase))\"" }
        }
        return a
    }

    mutating func writeShape(_ s: ShapeItem) {
        guard !s.path.isEmpty else { return }
        let d = SVGDocument.pathData(s.path)
        var geometry = "d=\"\(d)\""
        if !s.antialiased { geometry += " shape-rendering=\"crispEdges\"" }
        if case let .angularGradient(stops, center, a0, a1) = s.paint {
            // No SVG element for it: solid wedges under a mask of the shape.
            let maskID = newID("m")
            let drawn = s.stroke.map { "<path \(geometry) fill=\"none\" stroke=\"#fff\"\(SVGDocument.strokeAttributes($0))/>" }
                ?? "<path \(geometry) fill=\"#fff\"\(s.eoFill ? " fill-rule=\"evenodd\"" : "")/>"
            defs += "<mask id=\"\(maskID)\" maskUnits=\"userSpaceOnUse\" x=\"-1e5\" y=\"-1e5\" width=\"2e5\" height=\"2e5\">\(drawn)</mask>\n"
            var reach = s.path.boundingRect
            if let st = s.stroke { reach = reach.insetBy(dx: -st.lineWidth * max(1, st.miterLimit), dy: -st.lineWidth * max(1, st.miterLimit)) }
            let sweep = sweepImage(s.paint, covering: reach)
                ?? SVGAngularWedges.wedges(stops: stops, center: center, startAngle: a0, endAngle: a1, covering: reach)
            body += "<g mask=\"url(#\(maskID))\">" + sweep + "</g>\n"
            return
        }
        if let st = s.stroke {
            body += "<path \(geometry) fill=\"none\"\(paintAttribute(s.paint, "stroke"))\(SVGDocument.strokeAttributes(st))/>\n"
        } else {
            body += "<path \(geometry)\(paintAttribute(s.paint, "fill"))\(s.eoFill ? " fill-rule=\"evenodd\"" : "")/>\n"
        }
    }

    /// A glyph origin moved to where cairo's image backend draws the glyph:
    /// rounded (`_cairo_lround`) to a whole device pixel, then back in user space.
    func onPixelGrid(_ p: CGPoint) -> CGPoint {
        guard scale > 0, scale.isFinite else { return p }
        let d = p.applying(ctm)
        let snapped = CGPoint(x: (d.x * scale + 0.5).rounded(.down) / scale, y: (d.y * scale + 0.5).rounded(.down) / scale)
        if ctm == .identity { return snapped }
        let back = snapped.applying(ctm.inverted())
        return back.x.isFinite && back.y.isFinite ? back : p
    }

    /// The sweep drawn once as an image over `rect` snapped out to the pixel
    /// grid, at the render's pixel density (nil without a rasteriser, or when
    /// the image would pass 16 million pixels; the wedges stand in then).
    mutating func sweepImage(_ paint: Paint, covering rect: CGRect) -> String? {
        guard let sweeps, scale > 0, !rect.isNull, !rect.isInfinite else { return nil }
        let x0 = (rect.minX * scale).rounded(.down), y0 = (rect.minY * scale).rounded(.down)
        let x1 = (rect.maxX * scale).rounded(.up), y1 = (rect.maxY * scale).rounded(.up)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= 16_000_000 else { return nil }
        let r = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        guard let image = sweeps.render(paint, r, scale) else { return nil }
        let saved = body
        body = ""
        writeImage(ImageItem(image: image, rect: r, interpolation: .none))
        let placed = body
        body = saved
        return placed
    }

    /// ` fill="…"` (and opacity) for a paint, defining a gradient if needed.
    /// Angular gradients are handled by the caller.
    mutating func paintAttribute(_ paint: Paint, _ prop: String) -> String {
        let f = SVGNumber.format
        switch paint {
        case .color(let c): return SVGDocument.colorAttributes(c, prop)
        case let .linearGradient(stops, a, b):
            let id = newID("g")
            defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\">"
                + SVGDocument.stops(stops) + "</linearGradient>\n"
            return " \(prop)=\"url(#\(id))\""
        case let .radialGradient(stops, c, r0, r1):
            let id = newID("g")
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(c.x))\" cy=\"\(f(c.y))\" r=\"\(f(max(r1, 1e-3)))\">"
                + SVGDocument.stops(SVGDocument.remap(stops, start: r0, end: r1)) + "</radialGradient>\n"
            return " \(prop)=\"url(#\(id))\""
        case let .ellipticalGradient(stops, c, rx, ry, f0, f1):
            let id = newID("g")
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(f(max(f1, 1e-3)))\""
                + " gradientTransform=\"matrix(\(f(rx)) 0 0 \(f(ry)) \(f(c.x)) \(f(c.y)))\">"
                + SVGDocument.stops(SVGDocument.remap(stops, start: f0, end: f1)) + "</radialGradient>\n"
            return " \(prop)=\"url(#\(id))\""
        case let .angularGradient(stops, _, _, _):
            // Only reached for text or tints; the mean colour is the honest flat stand-in.
            return SVGDocument.colorAttributes(GradientStop.color(at: 0.5, in: stops), prop)
        }
    }

    /// SVG 1.1 radial gradients start at the centre: a start radius becomes
    /// stops pushed outwards, the first colour filling the inner disc.
    static func remap(_ stops: [GradientStop], start r0: CGFloat, end r1: CGFloat) -> [GradientStop] {
        guard r0 > 0, r1 > 0, r1 > r0 else { return stops }
        return stops.map { GradientStop(color: $0.color, location: Double((r0 + CGFloat($0.location) * (r1 - r0)) / r1)) }
    }

    static func stops(_ stops: [GradientStop]) -> String {
        stops.map { s in
            var e = "<stop offset=\"\(SVGNumber.format(CGFloat(s.location)))\" stop-color=\"\(hex(s.color))\""
            if s.color.alpha < 1 { e += " stop-opacity=\"\(SVGNumber.format(max(0, s.color.alpha)))\"" }
            return e + "/>"
        }.joined()
    }
}
