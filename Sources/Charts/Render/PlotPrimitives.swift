import Foundation
import EaselCore

/// A filled or stroked path in the plot area, in plot coordinates.
struct PlotPrimitive {
    var path: Path
    var style: AnyShapeStyle
    var stroke: StrokeStyle?
    var opacity: Double
    var z: Double
    var key: String
}

/// A view placed at a point of the plot area with one of its points (its anchor).
struct PlotAnnotation {
    var point: CGPoint
    var anchor: UnitPoint
    var view: AnyView
    var z: Double
    /// How it is kept inside the plot or chart; nil: as it falls.
    var overflow: AnnotationOverflowResolution? = nil
}

/// The marks in plot coordinates: paths, annotations, and each mark's frame
/// (what the tests read: bar rectangles, point centres, sector angles).
struct PlotGeometry {
    var primitives: [PlotPrimitive] = []
    var annotations: [PlotAnnotation] = []
    var frames: [Int: CGRect] = [:]

    /// Automatic bar width: 60 % of its band or unit interval (Apple documents no
    /// ratio; our reading of its documentation images).
    static let barRatio: CGFloat = 0.6
    /// Grouped bars (`position(by:)`) share 80 % of the band, side by side (our choice).
    static let groupRatio: CGFloat = 0.8
    static let defaultLineWidth: CGFloat = 2
    /// A point's symbol is 7 pt across by default (area 49, `symbolSize` measures area; our choice).
    static let defaultSymbolArea: CGFloat = 49

    /// `pixelScale` > 0 snaps bar edges to device pixels, so their
    /// edges are crisp and every backend fills the same pixels (0: exact geometry).
    init(plan: ChartPlan, x: PositionScale, y: PositionScale, size: CGSize, styles: ChartStyles, pixelScale: CGFloat = 0) {
        let model = plan.model
        // Groups for position(by:): the values in first-seen order.
        var groups: [PlotValue] = []
        var seen = Set<PlotValue>()
        for m in model.marks { if let g = m.record.positionBy?.value, seen.insert(g).inserted { groups.append(g) } }

        var lineSeries: [String: [(CGPoint, Int)]] = [:], lineOrder: [String] = []
        var areaSeries: [String: [(CGPoint, CGPoint, Int)]] = [:], areaOrder: [String] = []
        primitives.reserveCapacity(model.marks.count)
        frames.reserveCapacity(model.marks.count)

        for m in model.marks {
            let r = m.record
            let style = styles.style(of: r)
            let key = styles.key(of: r, index: m.index)
            let off = r.offset
            func add(_ path: Path, stroke: StrokeStyle? = nil) {
                var p = path
                if off != .zero { p = p.applying(CGAffineTransform(translationX: off.width, y: off.height)) }
                primitives.append(PlotPrimitive(path: p, style: style, stroke: stroke, opacity: r.opacity, z: r.zIndex, key: key))
            }
            switch r.kind {
            case .bar, .rectangle:
                guard var rect = barRect(m, model: model, x: x, y: y, size: size, groups: groups) else { continue }
                // Bars only: snapped heat-map cells drew 0.8 % of their pixels differently in
                // poppler's PDF rendering than in the PNG (edges on pixel boundaries); unsnapped, under 0.5 %.
                if pixelScale > 0 && r.kind == .bar { rect = Self.snapped(rect, pixelScale) }
                frames[m.index] = rect
                add(r.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: r.cornerRadius, style: r.cornerStyle) : Path(rect))
                annotate(r, rect: rect, vertical: model.valueAxis(of: r) != .horizontal)
            case .point:
                let px = r.x.flatMap { span($0, x, size.width)?.mid } ?? r.fixedX?.start ?? size.width / 2
                let py = r.y.flatMap { span($0, y, size.height)?.mid } ?? r.fixedY?.start ?? size.height / 2
                let side = (r.symbolSize ?? Self.defaultSymbolArea).squareRoot()
                let rect = CGRect(x: px - side / 2, y: py - side / 2, width: side, height: side)
                frames[m.index] = rect
                add(styles.symbol(of: r).path(in: rect))
                annotate(r, rect: rect, vertical: true)
            case .line:
                guard let px = r.x.flatMap({ span($0, x, size.width)?.mid }), let py = r.y.flatMap({ span($0, y, size.height)?.mid }) else { continue }
                let k = seriesKey(r)
                if lineSeries[k] == nil { lineOrder.append(k) }
                lineSeries[k, default: []].append((CGPoint(x: px, y: py), m.index))
                frames[m.index] = CGRect(x: px, y: py, width: 0, height: 0)
                if r.symbol != nil || r.symbolBy != nil || r.symbolSize != nil {
                    let side = (r.symbolSize ?? Self.defaultSymbolArea).squareRoot()
                    add(styles.symbol(of: r).path(in: CGRect(x: px - side / 2, y: py - side / 2, width: side, height: side)))
                }
                annotate(r, rect: CGRect(x: px, y: py, width: 0, height: 0), vertical: true)
            case .area:
                // Along y (`AreaMark(xStart:xEnd:y:)`, or a stack of numbers on x at dates or
                // categories on y): each point spans from its start to its end along x.
                if let py = r.y.flatMap({ span($0, y, size.height)?.mid }), let (start, end) = horizontalArea(m, model: model, x: x) {
                    let k = seriesKey(r)
                    if areaSeries[k] == nil { areaOrder.append(k) }
                    areaSeries[k, default: []].append((CGPoint(x: end, y: py), CGPoint(x: start, y: py), m.index))
                    frames[m.index] = CGRect(x: min(start, end), y: py, width: abs(end - start), height: 0)
                    continue
                }
                guard let px = r.x.flatMap({ span($0, x, size.width)?.mid }) else { continue }
                let top: CGFloat, bottom: CGFloat
                if let s = m.stackedY, let a = y.position(number: s.0), let b = y.position(number: s.1) { bottom = a; top = b }
                else if case let .range(f0, f1)? = r.y, let a = y.position(f0.value), let b = y.position(f1.value) { bottom = a; top = b }
                else { continue }
                let k = seriesKey(r)
                if areaSeries[k] == nil { areaOrder.append(k) }
                areaSeries[k, default: []].append((CGPoint(x: px, y: top), CGPoint(x: px, y: bottom), m.index))
                frames[m.index] = CGRect(x: px, y: min(top, bottom), width: 0, height: abs(bottom - top))
            case .rule:
                var p = Path()
                let xs = r.x.flatMap { span($0, x, size.width) }, ys = r.y.flatMap { span($0, y, size.height) }
                // Positions given in points (`RuleMark(x:yStart:yEnd:)`'s CGFloats) stand
                // where a channel has none; a missing end runs to the plot's edge, a
                // missing cross position centres the rule (Apple's documented defaults).
                let fx = r.fixedX, fy = r.fixedY
                switch (r.x, r.y) {
                case (.range?, _):
                    guard let xs else { continue }
                    let at = ys?.mid ?? fy?.start ?? size.height / 2
                    p.move(to: CGPoint(x: xs.lo, y: at)); p.addLine(to: CGPoint(x: xs.hi, y: at))
                case (_, .range?):
                    guard let ys else { continue }
                    let at = xs?.mid ?? fx?.start ?? size.width / 2
                    p.move(to: CGPoint(x: at, y: ys.lo)); p.addLine(to: CGPoint(x: at, y: ys.hi))
                case (_?, nil):
                    guard let xs else { continue }
                    p.move(to: CGPoint(x: xs.mid, y: fy?.start ?? 0)); p.addLine(to: CGPoint(x: xs.mid, y: fy?.end ?? size.height))
                case (nil, _?):
                    guard let ys else { continue }
                    p.move(to: CGPoint(x: fx?.start ?? 0, y: ys.mid)); p.addLine(to: CGPoint(x: fx?.end ?? size.width, y: ys.mid))
                default: continue
                }
                let bounds = p.boundingRect
                frames[m.index] = bounds
                var stroke = r.lineStyle ?? StrokeStyle(lineWidth: 1)
                stroke.dash = styles.dash(of: r).isEmpty ? stroke.dash : styles.dash(of: r)
                add(p, stroke: stroke)
                annotate(r, rect: bounds, vertical: true)
            case .sector:
                guard let a = m.angles else { continue }
                let c = CGPoint(x: size.width / 2, y: size.height / 2), outerMax = min(size.width, size.height) / 2
                let outer = r.outerRadius?.length(in: outerMax) ?? outerMax
                let inner = r.innerRadius?.length(in: outer) ?? 0
                let path = Self.sector(center: c, inner: min(inner, outer), outer: outer, from: a.0, to: a.1, inset: r.angularInset ?? 0)
                frames[m.index] = path.boundingRect
                add(path)
                let mid = (a.0 + a.1) / 2, rr = (inner + outer) / 2
                let at = CGPoint(x: c.x + rr * CGFloat(sin(mid)), y: c.y - rr * CGFloat(cos(mid)))
                annotate(r, rect: CGRect(origin: at, size: .zero), vertical: true, defaultOverlay: true)
            }
        }

        // Lines and areas, one path per series, in the order each series first appeared.
        for k in areaOrder {
            guard let pts = areaSeries[k], let first = model.marks.first(where: { $0.index == pts[0].2 }) else { continue }
            let r = first.record
            let sorted = pts
            var p = Path()
            Interpolation.path(sorted.map(\.0), r.interpolation, into: &p)
            Interpolation.path(sorted.reversed().map(\.1), r.interpolation, into: &p, moveFirst: false)
            p.closeSubpath()
            primitives.append(PlotPrimitive(path: p, style: styles.style(of: r), stroke: nil, opacity: r.opacity, z: r.zIndex,
                                            key: "area:\(k)"))
        }
        for k in lineOrder {
            guard let pts = lineSeries[k], let first = model.marks.first(where: { $0.index == pts[0].1 }) else { continue }
            let r = first.record
            var p = Path()
            Interpolation.path(pts.map(\.0), r.interpolation, into: &p)
            var stroke = r.lineStyle ?? StrokeStyle(lineWidth: Self.defaultLineWidth, lineCap: .round, lineJoin: .round)
            let dash = styles.dash(of: r)
            if !dash.isEmpty { stroke.dash = dash }
            primitives.append(PlotPrimitive(path: p, style: styles.style(of: r), stroke: stroke, opacity: r.opacity, z: r.zIndex,
                                            key: "line:\(k)"))
        }
        // zIndex orders drawing; equal ones keep declaration order (a stable sort).
        // Skipped when every zIndex is the same: the order would not change.
        if let z = primitives.first?.z, primitives.contains(where: { $0.z != z }) {
            primitives = primitives.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
        }
        primitives = Self.merged(primitives)
    }

    /// An area point's start and end along x when the area runs along y: an x interval,
    /// or a stack along x; nil for the usual area along x.
    func horizontalArea(_ m: ResolvedMark, model: ChartModel, x: PositionScale) -> (CGFloat, CGFloat)? {
        if let s = m.stackedX, let a = x.position(number: s.0), let b = x.position(number: s.1) { return (a, b) }
        if case let .range(f0, f1)? = m.record.x, case .value? = m.record.y, let a = x.position(f0.value), let b = x.position(f1.value) {
            return (a, b)
        }
        return nil
    }

    /// Each edge rounded to the pixel grid on its own; a bar never vanishes.
    static func snapped(_ r: CGRect, _ s: CGFloat) -> CGRect {
        func snap(_ v: CGFloat) -> CGFloat { (v * s).rounded() / s }
        var x0 = snap(r.minX), x1 = snap(r.maxX), y0 = snap(r.minY), y1 = snap(r.maxY)
        if r.width > 0 && x1 <= x0 { x1 = x0 + 1 / s }
        if r.height > 0 && y1 <= y0 { y0 = y1 - 1 / s }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func seriesKey(_ r: MarkRecord) -> String {
        "\(r.series?.value.description ?? "")|\(r.styleBy?.value.description ?? "")|\(r.lineStyleBy?.value.description ?? "")|\(r.symbolBy?.value.description ?? "")"
    }

    /// Consecutive fills painted alike become one path: a 1,000-point scatter is one shape to draw.
    /// The run being merged is held apart from `out` until it ends, so its path is
    /// uniquely referenced and grows in place (appending to `out`'s last element while
    /// a copy of it was alive copied the whole path per point: quadratic).
    static func merged(_ prims: [PlotPrimitive]) -> [PlotPrimitive] {
        var out: [PlotPrimitive] = []
        out.reserveCapacity(prims.count)
        var current: PlotPrimitive?
        for p in prims {
            if current != nil, current!.stroke == nil, p.stroke == nil, current!.key == p.key, current!.opacity == p.opacity,
               current!.z == p.z {
                current!.path.addPath(p.path)
            } else {
                if let c = current { out.append(c) }
                current = p
            }
        }
        if let c = current { out.append(c) }
        return out
    }

    /// Where a channel lands: its centre and extent (a band, a unit interval, a range).
    func span(_ ch: Channel, _ s: PositionScale, _ length: CGFloat) -> (lo: CGFloat, hi: CGFloat, mid: CGFloat)? {
        switch ch {
        case .value(let f):
            if let b = s.band(f.value) { return (b.0, b.1, (b.0 + b.1) / 2) }
            if let iv = f.unitInterval, let a = s.position(number: iv.start), let b = s.position(number: iv.end) {
                return (min(a, b), max(a, b), (a + b) / 2)
            }
            guard let p = s.position(f.value) else { return nil }
            return (p, p, p)
        case let .range(f0, f1):
            guard let a = s.position(f0.value), let b = s.position(f1.value) else { return nil }
            return (min(a, b), max(a, b), (a + b) / 2)
        }
    }

    /// A bar's or rectangle's rectangle in plot coordinates.
    func barRect(_ m: ResolvedMark, model: ChartModel, x: PositionScale, y: PositionScale, size: CGSize, groups: [PlotValue]) -> CGRect? {
        let r = m.record
        let vertical = model.valueAxis(of: r) != .horizontal
        func cross(_ ch: Channel?, _ s: PositionScale, _ length: CGFloat, _ dim: MarkDimension?, isX: Bool) -> (CGFloat, CGFloat)? {
            // No channel: the plot's full span, or the points an initialiser gave.
            guard let ch else { let f = isX ? r.fixedX : r.fixedY; return (f?.start ?? 0, f?.end ?? length) }
            guard let sp = span(ch, s, length) else { return nil }
            if case .range = ch { return (sp.lo, sp.hi) }
            var band = sp.hi - sp.lo
            let isBandLike = band > 0
            if !isBandLike { band = s.isBand ? s.bandWidth : automaticBand(s, isX: isX, model: model, length: length) }
            var lo = sp.mid - band / 2, width = band
            if let g = r.positionBy?.value, groups.count > 1, let gi = groups.firstIndex(of: g) {
                let total = dim?.length(in: band) ?? band * Self.groupRatio
                let each = total / CGFloat(groups.count)
                lo = sp.mid - total / 2 + CGFloat(gi) * each; width = each
                return (lo, lo + width)
            }
            let auto = r.kind == .rectangle ? band : band * Self.barRatio
            width = dim?.length(in: band) ?? auto
            lo = sp.mid - width / 2
            return (lo, lo + width)
        }
        func value(_ ch: Channel?, stacked: (Double, Double)?, _ s: PositionScale, _ length: CGFloat, _ dim: MarkDimension?, isX: Bool) -> (CGFloat, CGFloat)? {
            if let st = stacked, let a = s.position(number: st.0), let b = s.position(number: st.1) { return (min(a, b), max(a, b)) }
            return cross(ch, s, length, dim, isX: isX)
        }
        let xs: (CGFloat, CGFloat)?, ys: (CGFloat, CGFloat)?
        if vertical {
            xs = cross(r.x, x, size.width, r.width, isX: true)
            ys = value(r.y, stacked: m.stackedY, y, size.height, r.height, isX: false)
        } else {
            xs = value(r.x, stacked: m.stackedX, x, size.width, r.width, isX: true)
            ys = cross(r.y, y, size.height, r.height, isX: false)
        }
        guard let xs, let ys else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
    }

    /// A bar on a continuous axis without a unit: the smallest gap between the
    /// marks' positions on that axis (our choice; a lone bar gets a tenth of the axis).
    func automaticBand(_ s: PositionScale, isX: Bool, model: ChartModel, length: CGFloat) -> CGFloat {
        var ps = Set<CGFloat>()
        for m in model.marks {
            if let f = (isX ? m.record.x : m.record.y)?.first, let p = s.position(f.value) { ps.insert(p) }
        }
        let sorted = ps.sorted()
        let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.filter { $0 > 0.5 }
        return gaps.min() ?? abs(length) / 10
    }

    mutating func annotate(_ r: MarkRecord, rect: CGRect, vertical: Bool, defaultOverlay: Bool = false) {
        for a in r.annotations {
            let (point, anchor) = Self.placement(of: a, around: rect, vertical: vertical, defaultOverlay: defaultOverlay)
            let view = a.content(AnnotationContext(targetSize: rect.size))
            annotations.append(PlotAnnotation(point: point, anchor: anchor, view: view, z: r.zIndex, overflow: a.overflow))
        }
    }

    /// Apple's default distance between an annotation and its mark is undocumented: 4 pt (our choice).
    static let annotationSpacing: CGFloat = 4

    /// Where an annotation goes: a point beside (or on) the mark's frame and the point of
    /// the annotation (a unit point) placed on it. The position says which side of the mark;
    /// the alignment is applied along the side: for `.top` and `.bottom` its horizontal part
    /// puts the annotation's leading, centre or trailing on the mark's; for `.leading` and
    /// `.trailing` its vertical part does the same with tops and bottoms; for `.overlay` both
    /// parts align the annotation inside the frame, as `overlay(alignment:)` does. A corner
    /// position stands on that corner, above or below the mark: its own alignment (`.center`)
    /// keeps the annotation over the mark (`.topLeading`: leading edges together), while
    /// `.leading` or `.trailing` puts that edge of the annotation on the corner, so
    /// `.topLeading` with `.trailing` hangs it out past the mark's leading edge.
    static func placement(of a: MarkAnnotation, around rect: CGRect, vertical: Bool, defaultOverlay: Bool) -> (CGPoint, UnitPoint) {
        let gap = a.spacing ?? annotationSpacing
        var kind = a.position.kind
        if kind == .automatic { kind = defaultOverlay ? .overlay : (vertical ? .top : .trailing) }
        let h = a.alignment?.horizontal, v = a.alignment?.vertical
        let ax: CGFloat = h == .leading ? rect.minX : h == .trailing ? rect.maxX : rect.midX
        let ux: CGFloat = h == .leading ? 0 : h == .trailing ? 1 : 0.5
        let ay: CGFloat = v == .top ? rect.minY : v == .bottom ? rect.maxY : rect.midY
        let uy: CGFloat = v == .top ? 0 : v == .bottom ? 1 : 0.5
        /// A corner's horizontal guide: the alignment's edge, else the corner's own side.
        func corner(_ own: CGFloat) -> CGFloat { h == .leading ? 0 : h == .trailing ? 1 : own }
        switch kind {
        case .top: return (CGPoint(x: ax, y: rect.minY - gap), UnitPoint(x: ux, y: 1))
        case .bottom: return (CGPoint(x: ax, y: rect.maxY + gap), UnitPoint(x: ux, y: 0))
        case .leading: return (CGPoint(x: rect.minX - gap, y: ay), UnitPoint(x: 1, y: uy))
        case .trailing: return (CGPoint(x: rect.maxX + gap, y: ay), UnitPoint(x: 0, y: uy))
        case .topLeading: return (CGPoint(x: rect.minX, y: rect.minY - gap), UnitPoint(x: corner(0), y: 1))
        case .topTrailing: return (CGPoint(x: rect.maxX, y: rect.minY - gap), UnitPoint(x: corner(1), y: 1))
        case .bottomLeading: return (CGPoint(x: rect.minX, y: rect.maxY + gap), UnitPoint(x: corner(0), y: 0))
        case .bottomTrailing: return (CGPoint(x: rect.maxX, y: rect.maxY + gap), UnitPoint(x: corner(1), y: 0))
        default: return (CGPoint(x: ax, y: ay), UnitPoint(x: ux, y: uy))
        }
    }

    /// An annular sector clockwise from 12 o'clock, its sides pulled in by `inset`
    /// points so neighbours keep a parallel gap.
    static func sector(center c: CGPoint, inner: CGFloat, outer: CGFloat, from a0: Double, to a1: Double, inset: CGFloat) -> Path {
        // Screen angles: 0 at 3 o'clock, clockwise (y down).
        func screen(_ a: Double) -> Double { a - .pi / 2 }
        func delta(_ r: CGFloat) -> Double { r > 0 ? Double(asin(min(1, inset / r))) : 0 }
        var p = Path()
        let full = a1 - a0 >= 2 * .pi - 1e-9 && inset == 0
        if full {
            // The hole runs the other way round, so the non-zero fill leaves it empty.
            p.addArc(center: c, radius: outer, startAngle: .radians(0), endAngle: .radians(2 * .pi), clockwise: false)
            p.closeSubpath()
            if inner > 0 {
                p.move(to: CGPoint(x: c.x + inner, y: c.y))
                p.addArc(center: c, radius: inner, startAngle: .radians(2 * .pi), endAngle: .radians(0), clockwise: true)
                p.closeSubpath()
            }
            return p
        }
        let od = delta(outer)
        guard a1 - a0 > 2 * od else { return p }
        p.addArc(center: c, radius: outer, startAngle: .radians(screen(a0) + od), endAngle: .radians(screen(a1) - od), clockwise: false)
        let id = delta(inner)
        if inner > 0, a1 - a0 > 2 * id {
            p.addArc(center: c, radius: inner, startAngle: .radians(screen(a1) - id), endAngle: .radians(screen(a0) + id), clockwise: true)
        } else {
            // Where the two sides, each moved `inset` inwards, meet: out from the centre along
            // the bisector by inset / sin(half the angle), for acute and obtuse sectors alike
            // (a half disc's sides stay 2 × inset apart through the centre too).
            let mid = (a0 + a1) / 2, half = (a1 - a0) / 2
            let d = sin(half) > 1e-9 ? min(inset / CGFloat(sin(half)), outer) : 0
            p.addLine(to: CGPoint(x: c.x + d * CGFloat(cos(screen(mid))), y: c.y + d * CGFloat(sin(screen(mid)))))
        }
        p.closeSubpath()
        return p
    }
}
