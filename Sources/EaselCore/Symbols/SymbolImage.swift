import Foundation

extension Image {
    /// A system symbol, drawn with the Material Icons glyph that `SymbolCatalog`
    /// maps its SF Symbols name to. An unknown name draws nothing and takes no
    /// space, as in SwiftUI, with a warning in the renderer's diagnostics.
    public init(systemName: String) { source = .symbol(systemName) }
}

/// How a symbol is sized against its font.
///
/// The sizes are SF Symbols' own, read from Apple's symbol template: the SF Symbols
/// app exports a symbol as an SVG typeset at 100 pt, with `Baseline-S/M/L` and
/// `Capline-S/M/L` guides (SF Pro's cap height, 70.459 units, the same in every row)
/// and one glyph per scale. Measured on exported Regular-weight glyphs (the SF Symbols
/// 6 exports in the public repository andrilla-llc/sf-symbols, and the `plus.circle`
/// that Apple's template v.7 draws in its notes), heights at 100 pt:
///
/// | symbol | small | medium | large |
/// |---|---|---|---|
/// | globe | 78.81 | 99.55 | 127.14 |
/// | plus.circle | 78.81 | 99.61 | 127.19 |
/// | heart | 71.34 | 89.63 | 113.84 |
/// | house | 81.35 | 102.66 | 130.99 |
/// | star | 82.76 | 104.27 | 132.80 |
///
/// So a round symbol at medium is 99.6 % of the point size (1.414 × SF Pro's cap
/// height), and every symbol's small and large glyphs are the medium one scaled by
/// 0.791–0.800 and 1.263–1.277 (heights and widths alike; means 0.793 and 1.274).
/// Apple's prose says only "approximately 20% smaller" and "approximately 30% larger"
/// (AppKit's `NSImage.SymbolScale.small`/`.large`).
enum SymbolMetrics {
    /// A round symbol's height at medium scale, per point of the font's size:
    /// `globe` and `plus.circle` are 99.55 and 99.61 units tall at 100 pt.
    static let mediumSidePerPoint: CGFloat = 0.996
    /// Material Design's icon grid: a 20 dp live area inside a 24 dp icon (2 dp padding),
    /// published in Material Design's "System icons" guidelines. The image's frame is
    /// the live area, as an SF Symbol's frame hugs its glyph; a round Material icon
    /// fills it, so the live area takes the round SF Symbol's height.
    static let liveArea: CGFloat = 20.0 / 24.0
    /// The icon font's em, as a multiple of the text font's point size (medium scale):
    /// the em whose live area is `mediumSidePerPoint` (1.195).
    static let emPerPoint: CGFloat = mediumSidePerPoint / liveArea
    /// `imageScale`: the small and large glyphs against the medium one, the means of
    /// the five symbols above (0.793 and 1.274).
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale { case .small: return 0.793; case .medium: return 1; case .large: return 1.274 }
    }
    /// The glyph inside a composed `.circle`/`.square` enclosure, and the enclosure's
    /// outline width, as fractions of the frame (by eye from SF's "heart.circle").
    static let enclosedGlyph: CGFloat = 0.6
    static let enclosureLine: CGFloat = 0.08
    /// The rounded square's corner, as a fraction of its side (by eye from "heart.square").
    static let squareCorner: CGFloat = 0.22
    /// A letter, number or currency symbol's font size, as a fraction of the icon em
    /// (by eye from SF's "a.circle": the capital about 55 % of the circle).
    static let characterScale: CGFloat = 0.62
}

final class SymbolNode: ViewNode {
    let name: String
    let glyph: SymbolGlyph?
    let isResizable: Bool
    let textFont: ResolvedFont
    let isMirrored: Bool
    /// The table name drawn (the name itself, a variant of it, or its stand-in).
    let resolvedName: String?
    /// `renderingMode(.original)`: the symbol's own colours, as multicolour.
    let isOriginal: Bool

    init(env: EnvironmentValues, name: String, isResizable: Bool, isOriginal: Bool = false) {
        self.name = name
        self.isResizable = isResizable
        self.isOriginal = isOriginal
        let found = SymbolCatalog.lookup(name, variants: env.symbolVariants)
        resolvedName = found?.name
        isMirrored = env.layoutDirection == .rightToLeft && found.map { SymbolCatalog.mirrorsInRightToLeft($0.name) } == true
        textFont = (env.symbolFont ?? env.font ?? .body).resolve(in: env)
        glyph = found.map { f in
            Self.mode(in: env) == .hierarchical || Self.mode(in: env) == .palette ? SymbolCatalog.layered(f.name, f.glyph) : f.glyph
        }
        super.init(env: env)
        if glyph == nil { env.diagnostics.report("no system symbol named \"\(name)\"; drawn as an empty image") }
    }
    override var kindName: String { "Image" }

    /// The glyph's em at the font's size and the environment's image scale.
    var em: CGFloat { textFont.size * SymbolMetrics.emPerPoint * SymbolMetrics.factor(env.imageScale) }
    var naturalSide: CGFloat { glyph == nil ? 0 : em * SymbolMetrics.liveArea }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let n = naturalSide
        guard glyph != nil else { return .zero }
        guard isResizable else { return CGSize(width: n, height: n) }
        return CGSize(width: p.width ?? n, height: p.height ?? n)
    }

    /// Like an SF Symbol, the glyph is centred on the text's capitals: the baseline
    /// sits half a cap height below the frame's middle.
    override func computeExplicitGuides() -> GuideKeys {
        .some([VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key])
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard glyph != nil, !isResizable,
              key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return size.height / 2 + capHeight / 2
    }

    var capHeight: CGFloat {
        let probe = env.textEngine.layout(TextRequest(runs: [TextRun(string: "H", font: textFont, color: RGBA(0, 0, 0, 1))]))
        return probe.firstLineMetrics.capHeight
    }

    private func glyphItem(_ glyph: SymbolGlyph, size: CGFloat, center: CGPoint, paint: Paint) -> DisplayItem {
        // A character symbol's capitals fill about the middle of the icon em, as SF's letters do.
        var font = glyph.text == nil
            ? ResolvedFont(family: SymbolCatalog.fontFamily, size: size, weight: textFont.weight)
            : ResolvedFont(size: size * SymbolMetrics.characterScale, weight: max(textFont.weight, .medium))
        font.italic = false
        let color: RGBA
        if case .color(let c) = paint { color = c } else { color = RGBA(0, 0, 0, 1) }
        var request = TextRequest(runs: [TextRun(string: glyph.character, font: font, color: color)])
        request.displayScale = env.displayScale
        let layout = env.textEngine.layout(request)
        let missing = MissingGlyphs.scalars(in: layout)
        if !missing.isEmpty { env.diagnostics.report(MissingGlyphs.symbolMessage(name, missing: missing)) }
        let origin = CGPoint(x: center.x - layout.size.width / 2, y: center.y - layout.size.height / 2)
        let isColor: Bool = { if case .color = paint { return true }; return false }()
        return .text(TextItem(layout: layout, origin: origin, paint: isColor ? nil : paint))
    }

    override var drawing: NodeDrawing { .content }

    override func content(in r: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        guard let glyph else { return [] }
        let side = naturalSide
        guard r.width > 0, r.height > 0, side > 0 else { return [] }
        let box = CGRect(x: 0, y: 0, width: side, height: side)
        var (primary, secondary) = paints(bounds: r)
        let center = CGPoint(x: side / 2, y: side / 2)
        var items: [DisplayItem] = []
        if isMulticolor, let resolvedName {
            if let tint = SymbolMulticolor.tint(for: resolvedName) { primary = .color(tint.resolve(in: env)) }
            // A weather symbol's sun (or moon) sits behind its cloud, in its own colour.
            // The asked name's sun counts too (`cloud.sun.rain.fill` draws the rain cloud's glyph).
            if let c = SymbolMulticolor.companion(for: resolvedName) ?? SymbolMulticolor.companion(for: name) {
                let at = CGPoint(x: center.x + c.offset.x * em, y: center.y + c.offset.y * em)
                items.append(glyphItem(c.glyph, size: em * c.scale, center: at, paint: .color(c.color.resolve(in: env))))
            }
        }
        if glyph.enclosure == .none, let resolvedName, let rain = SymbolMulticolor.precipitation(for: resolvedName) {
            let cloudAt = CGPoint(x: center.x, y: center.y - rain.cloudRise * em)
            let dropsAt = CGPoint(x: center.x, y: center.y + rain.dropsDrop * em)
            let dropsPaint = isMulticolor ? Paint.color(Color.cyan.resolve(in: env)) : primary
            items.append(glyphItem(glyph, size: em * rain.cloudScale, center: cloudAt, paint: primary))
            items.append(glyphItem(rain.drops, size: em * rain.dropsScale, center: dropsAt, paint: dropsPaint))
        } else if glyph.enclosure == .none {
            items.append(glyphItem(glyph, size: em, center: center, paint: primary))
        } else {
            let inset = side * SymbolMetrics.enclosureLine / 2
            let outline = glyph.enclosure == .circle || glyph.enclosure == .circleFill
                ? Path(ellipseIn: box.insetBy(dx: inset, dy: inset))
                : Path(roundedRect: box.insetBy(dx: inset, dy: inset), cornerRadius: side * SymbolMetrics.squareCorner)
            let inner = glyphItem(glyph, size: em * SymbolMetrics.enclosedGlyph, center: center, paint: primary)
            if glyph.enclosure.isFilled {
                let fill = DisplayItem.shape(ShapeItem(path: outline, paint: secondary))
                if mode == .monochrome || mode == .multicolor {
                    // One colour: the glyph is cut out of the filled shape, as SF draws it.
                    let hole = DisplayItem.effect(.blendMode(.destinationOut), [inner])
                    let keep: [DisplayItem] = [.shape(ShapeItem(path: Path(box), paint: .color(RGBA(1, 1, 1, 1)))), hole]
                    items.append(.effect(.mask(keep), [fill]))
                } else {
                    items += [fill, inner]
                }
            } else {
                var stroke = StrokeStyle(lineWidth: side * SymbolMetrics.enclosureLine)
                stroke.lineJoin = .round
                items += [.shape(ShapeItem(path: outline, paint: secondary, stroke: stroke)), inner]
            }
        }
        let t = isMirrored
            ? CGAffineTransform(a: -r.width / side, b: 0, c: 0, d: r.height / side, tx: r.maxX, ty: r.minY)
            : CGAffineTransform(a: r.width / side, b: 0, c: 0, d: r.height / side, tx: r.minX, ty: r.minY)
        return [.effect(.transform(t), items)]
    }

    var mode: SymbolRenderingMode.Kind { Self.mode(in: env) }
    var isMulticolor: Bool { mode == .multicolor || isOriginal }

    static func mode(in env: EnvironmentValues) -> SymbolRenderingMode.Kind {
        if let m = env.symbolRenderingMode?.kind { return m == .palette && env.paletteStyles.isEmpty ? .monochrome : m }
        return env.paletteStyles.count > 1 ? .palette : .monochrome
    }

    /// The glyph's paint and the enclosure's: SF's primary and secondary layers.
    func paints(bounds: CGRect) -> (Paint, Paint) {
        let primary = ForegroundStyle()._paint(in: env, bounds: bounds)
        switch mode {
        case .monochrome, .multicolor:
            return (primary, primary)
        case .hierarchical:
            return (primary, HierarchicalShapeStyle.secondary._paint(in: env, bounds: bounds))
        case .palette:
            let styles = env.paletteStyles
            let first = styles.first.map { $0._paint(in: env, bounds: bounds) } ?? primary
            let second = styles.count > 1 ? styles[1]._paint(in: env, bounds: bounds) : first
            return (first, second)
        }
    }
}
