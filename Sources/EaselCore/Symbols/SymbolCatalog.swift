import Foundation

/// What surrounds a symbol's glyph: SF Symbols' `.circle`/`.square` variants, drawn
/// here as a shape around a smaller glyph where the icon font has no such glyph.
enum SymbolEnclosure: String, Sendable {
    case none = "-", circle, circleFill = "circle.fill", square, squareFill = "square.fill"
    var isFilled: Bool { self == .circleFill || self == .squareFill }
}

/// One SF Symbol name's stand-in: a Material Icons glyph and its enclosure.
struct SymbolGlyph: Hashable, Sendable {
    let materialName: String
    let scalar: Unicode.Scalar
    let enclosure: SymbolEnclosure
    /// Drawn in the system font instead of the icon font (`SymbolTextGlyphs`: letters, numbers, currency signs).
    var text: String? = nil
    var character: String { text ?? String(Character(scalar)) }
}

/// The name map (`SymbolTable`, generated from Tools/symbols/sf-names.txt) and the
/// font it points into. SF Symbols cannot be shipped; Google's Material Icons
/// (Apache-2.0, Debian's fonts-material-design-icons-iconfont) stand in for them.
enum SymbolCatalog {
    /// fontconfig's family name for MaterialIcons-Regular.ttf.
    static let fontFamily = "Material Icons"

    static let glyphs: [String: SymbolGlyph] = {
        var out: [String: SymbolGlyph] = [:]
        for line in SymbolTable.text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 4, let code = UInt32(f[2], radix: 16), let scalar = Unicode.Scalar(code),
                  let enclosure = SymbolEnclosure(rawValue: String(f[3])) else { continue }
            out[String(f[0])] = SymbolGlyph(materialName: String(f[1]), scalar: scalar, enclosure: enclosure)
        }
        return out
    }()

    /// The glyph for a name with the environment's variants applied. As in SwiftUI,
    /// a variant the symbol does not have falls back to the nearest one it has.
    static func glyph(named name: String, variants: SymbolVariants) -> SymbolGlyph? {
        lookup(name, variants: variants)?.glyph
    }

    static func lookup(_ name: String, variants: SymbolVariants) -> (name: String, glyph: SymbolGlyph)? {
        let candidates = variants.candidates(for: name)
        for candidate in candidates {
            if let g = glyphs[candidate] { return (candidate, g) }
        }
        // Letters, numbers and currency signs are drawn as characters.
        for candidate in candidates {
            if let g = SymbolTextGlyphs.glyph(for: candidate) { return (candidate, g) }
        }
        // A symbol name the table does not list draws the nearest it does (by its parts).
        for candidate in candidates {
            if let near = SymbolFallback.standIn(for: candidate), let g = glyphs[near] { return (near, g) }
        }
        // A name on Apple's list always draws: by its known parts, else by its leading characters.
        for candidate in candidates {
            if let g = SymbolTextGlyphs.listedGlyph(for: candidate) { return (candidate, g) }
            if let near = SymbolFallback.listedStandIn(for: candidate), let g = glyphs[near] { return (near, g) }
        }
        return nil
    }

    /// Whether a symbol mirrors in right-to-left layouts: SF Symbols' direction-aware
    /// names (`chevron.forward`, `arrow.backward`, `arrowshape.forward`…) and the
    /// speakers, whose sound waves point the way text reads.
    static func mirrorsInRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        if parts.first == "speaker" { return true }
        guard let first = parts.first, ["chevron", "arrow", "arrowshape"].contains(first) else { return false }
        return parts.contains("forward") || parts.contains("backward")
    }

    /// A Material glyph that already holds its enclosure (`plus.circle.fill` is
    /// add_circle) has one layer; for hierarchical and palette colouring the
    /// symbol is drawn composed instead, from the plain glyph and a drawn enclosure.
    static func layered(_ name: String, _ glyph: SymbolGlyph) -> SymbolGlyph {
        guard glyph.enclosure == .none else { return glyph }
        for enclosure in [SymbolEnclosure.circleFill, .squareFill, .circle, .square] where name.hasSuffix("." + enclosure.rawValue) {
            let base = String(name.dropLast(enclosure.rawValue.count + 1))
            guard let inner = (enclosure.isFilled ? glyphs[base + ".fill"] : nil) ?? glyphs[base], inner.enclosure == .none else { return glyph }
            return SymbolGlyph(materialName: inner.materialName, scalar: inner.scalar, enclosure: enclosure)
        }
        return glyph
    }
}

/// SwiftUI's `SymbolVariants`: names appended to a symbol's (`.circle.fill` → "heart.circle.fill").
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = "rectangle"; return v }
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// Names to try, most specific first (SF's order: name, slash, shape, fill).
    func candidates(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var parts = name.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        let base = parts.joined(separator: ".")
        let fill = isFilled || hadFill
        var out: [String] = []
        for slash in Set([isSlashed, false]).sorted(by: { $0 && !$1 }) {
            for shape in [shape, nil].uniqued() {
                for f in Set([fill, hadFill]).sorted(by: { $0 && !$1 }) {
                    var n = base
                    if slash && !n.hasSuffix(".slash") { n += ".slash" }
                    if let shape, !n.hasSuffix("." + shape) { n += "." + shape }
                    if f { n += ".fill" }
                    if !out.contains(n) { out.append(n) }
                }
            }
        }
        return out
    }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] { var seen = Set<Element>(); return filter { seen.insert($0).inserted } }
}
