import Foundation

/// The colours SF Symbols' multicolour symbols carry, for `.symbolRenderingMode(.multicolor)`
/// and `Image(systemName:).renderingMode(.original)`.
///
/// Apple publishes which symbols have a multicolour variant (SF Symbols app)
/// but not a colour table; the layers here are the system colours those
/// variants show in the SF Symbols app, chosen by eye: the sun of a weather
/// symbol yellow, a heart red, a flame orange, a leaf green. Parts without a
/// colour of their own keep the foreground style, as SF's do.
enum SymbolMulticolor {
    /// A weather symbol's sun, drawn behind its cloud (top trailing, as in `cloud.sun.fill`).
    struct Companion: Hashable, Sendable {
        let glyph: SymbolGlyph
        let color: Color
        /// The companion's em and its centre's offset, as fractions of the symbol's em.
        let scale: CGFloat
        let offset: CGPoint
    }

    /// Whole-symbol colours, by the name's base and its first modifier.
    static let tints: [String: Color] = [
        "heart": .red, "flame": .orange, "leaf": .green, "bolt": .yellow, "star": .yellow,
        "sun.max": .yellow, "sun.min": .yellow, "sun.haze": .yellow, "sun.dust": .yellow,
        "sunrise": .orange, "sunset": .orange, "drop": .cyan, "snowflake": .cyan, "moon": .yellow,
        "exclamationmark.triangle": .yellow, "checkmark.circle": .green, "checkmark.seal": .blue,
        "plus.circle": .green, "minus.circle": .red, "xmark.octagon": .red, "trash": .red,
        "lightbulb": .yellow, "carrot": .orange, "tortoise": .green, "hare": .brown, "ladybug": .red,
        "cross": .red, "staroflife": .red, "pawprint": .brown, "dog": .brown, "cat": .orange,
        "bird": .blue, "fish": .orange, "tree": .green, "camera.macro": .green,
    ]

    /// The tint for the whole of `name`, when its multicolour variant has one colour.
    static func tint(for name: String) -> Color? {
        let parts = name.split(separator: ".").map(String.init)
        guard let base = parts.first else { return nil }
        if parts.count > 1, let c = tints[base + "." + parts[1]] { return c }
        // A weather cloud is not tinted as a whole: its sun or moon is (`companion`).
        if base == "cloud" { return nil }
        return tints[base]
    }

    /// Rain under a cloud (`cloud.rain`, `cloud.drizzle`, `cloud.heavyrain` and the
    /// names that fall back to them): the icon font has a cloud and rain drops
    /// (`grain`) but no rain cloud, so the cloud is drawn smaller and raised and the
    /// drops under it, blue in multicolour as SF's are, the foreground style otherwise.
    struct Precipitation: Hashable, Sendable {
        let drops: SymbolGlyph
        /// The cloud's em and its centre's rise, and the drops' em and drop, as fractions of the symbol's em.
        let cloudScale: CGFloat, cloudRise: CGFloat
        let dropsScale: CGFloat, dropsDrop: CGFloat
    }

    static func precipitation(for name: String) -> Precipitation? {
        let parts = name.split(separator: ".")
        guard parts.first == "cloud", parts.contains(where: { ["rain", "drizzle", "heavyrain"].contains($0) }),
              parts.count <= 4 else { return nil }
        // Material's `grain` (U+E3EA in the font's codepoints table): a scatter of drops.
        let drops = SymbolGlyph(materialName: "grain", scalar: "\u{e3ea}", enclosure: .none)
        return Precipitation(drops: drops, cloudScale: 0.82, cloudRise: 0.12, dropsScale: 0.5, dropsDrop: 0.3)
    }

    /// The sun of `cloud.sun.*` names (yellow behind the cloud), or the moon of `cloud.moon.*`.
    static func companion(for name: String) -> Companion? {
        let parts = name.split(separator: ".")
        guard parts.first == "cloud", parts.count > 1 else { return nil }
        let body: String
        switch parts[1] { case "sun": body = "sun.max.fill"; case "moon": body = "moon.fill"; default: return nil }
        guard let glyph = SymbolCatalog.glyphs[body] else { return nil }
        return Companion(glyph: glyph, color: .yellow, scale: 0.62, offset: CGPoint(x: 0.2, y: -0.18))
    }
}
