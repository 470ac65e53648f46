import Foundation

extension Text {
    /// An image as text, to concatenate with `+` or style with Text modifiers.
    /// System symbols draw as glyphs of the symbol font; other images are not
    /// drawn inside text yet (a diagnostic says so).
    public init(_ image: Image) {
        let inline: InlineImage
        switch image.source {
        case .symbol(let name): inline = .symbol(name)
        case .named(let name, _): inline = .other(name)
        case .file(let path, _): inline = .other((path as NSString).lastPathComponent)
        case .raster: inline = .other("raster image")
        }
        self.init(segments: [Segment(string: "", modifiers: [], image: inline)])
    }
}

/// A symbol inside text becomes a run of the symbol font, so it wraps, measures
/// and draws as a glyph of the paragraph.
///
/// Sizing and placement follow the stand-alone symbol (`SymbolMetrics`): the icon
/// font's em is `SymbolMetrics.emPerPoint` (1.195) × the text's point size times the
/// image scale's factor, and the glyph's middle sits on the
/// middle of the text's capitals, as an SF Symbol inside text does. The icon
/// font's em box spans baseline to ascent (ascent = em, descent = 0), so its
/// middle is em/2 above the baseline and the run is lowered by em/2 − cap/2.
enum InlineImageRun {
    static func apply(_ image: Text.InlineImage, to run: inout TextRun, env: EnvironmentValues) {
        switch image {
        case .other(let name):
            env.diagnostics.report("image \"\(name)\" inside Text is not drawn: only system symbols draw inline")
            run.string = ""
        case .symbol(let name):
            guard let found = SymbolCatalog.lookup(name, variants: env.symbolVariants) else {
                env.diagnostics.report("no system symbol named \"\(name)\"; drawn as an empty image")
                run.string = ""
                return
            }
            if found.glyph.enclosure != .none {
                env.diagnostics.report("symbol \"\(name)\" inside Text draws without its \(found.glyph.enclosure.rawValue) enclosure")
            }
            let text = run.font
            let em = text.size * SymbolMetrics.emPerPoint * SymbolMetrics.factor(env.imageScale)
            run.string = found.glyph.character
            run.font = ResolvedFont(family: SymbolCatalog.fontFamily, size: em, weight: text.weight)
            run.baselineOffset += capHeight(text, env: env) / 2 - em / 2
        }
    }

    static func capHeight(_ font: ResolvedFont, env: EnvironmentValues) -> CGFloat {
        env.textEngine.layout(TextRequest(runs: [TextRun(string: "H", font: font, color: RGBA(0, 0, 0, 1))])).firstLineMetrics.capHeight
    }
}
