import Foundation

/// A glyph's index in its font face (not a character code).
public typealias GlyphID = UInt32

/// Where a face's glyph outlines come from, for writers that draw glyphs as
/// paths (SVG's default text mode, gradient text) without linking a font library.
///
/// Why a protocol on the face rather than outlines stored in every run: a
/// run names each glyph by id, and most renders (PNG, PDF) never need an
/// outline, so the text engine that shaped the run answers only when a writer
/// asks, and may cache per (face, glyph). The display list stays a value that
/// prints and compares without ever touching a font.
public protocol GlyphOutlineSource: AnyObject, Sendable {
    /// The outline of `glyph` with its origin at `origin`, in the run's user
    /// space (y down). Implementations may snap `origin` to their rasteriser's
    /// grid, so that outlines coincide with the pixels drawn for the same run.
    func outline(of glyph: Glyph, at origin: CGPoint) -> Path
    /// Whether the face draws in colour (bitmap emoji): its glyphs have no
    /// outline worth filling, so writers place `colorImage` instead.
    var hasColorGlyphs: Bool { get }
    /// `glyph` drawn at `origin` (user space, points) at `scale` pixels per point,
    /// as the raster backend draws it, and the rect it covers: a whole number of
    /// pixels, its corners on the pixel grid at that scale. Nil for outline faces.
    func colorImage(of glyph: Glyph, at origin: CGPoint, scale: CGFloat) -> ColorGlyphImage?
}

extension GlyphOutlineSource {
    public var hasColorGlyphs: Bool { false }
    public func colorImage(of glyph: Glyph, at origin: CGPoint, scale: CGFloat) -> ColorGlyphImage? { nil }
}

/// A colour glyph rasterised for a vector writer: straight RGBA pixels and the
/// rect (points) they fill.
public struct ColorGlyphImage: Sendable {
    public var image: RasterImage
    public var rect: CGRect
    public init(image: RasterImage, rect: CGRect) { self.image = image; self.rect = rect }
}

/// The font face a run was shaped with: enough to find the very face again
/// (file and index), draw it at the right size with the same synthesis, and
/// name it in SVG. Equal faces have equal keys; the outline source is not part
/// of a face's identity.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The family name the shaper reports for the face ("Inter", "Noto Sans Arabic").
    public var family: String
    public var filePath: String
    /// The face's index in its file (collections), as fontconfig numbers it.
    public var faceIndex: Int
    /// The em size in points at the scale the text was laid out for.
    public var size: CGFloat
    /// Bold or slant the rasteriser adds because the family has no such face.
    public var syntheticBold: Bool
    public var syntheticItalic: Bool
    /// Stable for the same face on the same machine: what backends look faces up by.
    public var key: String
    public var outlines: (any GlyphOutlineSource)?

    public init(family: String, filePath: String, faceIndex: Int, size: CGFloat, syntheticBold: Bool = false,
                syntheticItalic: Bool = false, key: String, outlines: (any GlyphOutlineSource)? = nil) {
        self.family = family; self.filePath = filePath; self.faceIndex = faceIndex; self.size = size
        self.syntheticBold = syntheticBold; self.syntheticItalic = syntheticItalic; self.key = key; self.outlines = outlines
    }

    public static func == (a: FontFace, b: FontFace) -> Bool {
        a.key == b.key && a.family == b.family && a.filePath == b.filePath && a.faceIndex == b.faceIndex
            && a.size == b.size && a.syntheticBold == b.syntheticBold && a.syntheticItalic == b.syntheticItalic
    }
    public func hash(into h: inout Hasher) { h.combine(key) }

    public var description: String {
        var s = "\(family) \(GlyphRun.number(size))pt (\((filePath as NSString).lastPathComponent)#\(faceIndex))"
        if syntheticBold { s += " synthetic-bold" }
        if syntheticItalic { s += " synthetic-italic" }
        return s
    }
}

/// One glyph of a run, its origin relative to the run's origin, unrounded.
public struct Glyph: Hashable, Sendable {
    public var id: GlyphID
    public var x: CGFloat
    public var y: CGFloat
    public var advance: CGFloat
    public init(id: GlyphID, x: CGFloat, y: CGFloat, advance: CGFloat = 0) {
        self.id = id; self.x = x; self.y = y; self.advance = advance
    }

    /// Set in `id` for a character no installed font has; the low bits hold its
    /// code point, and backends draw a box in its place (Pango's convention).
    public static let missingFlag: GlyphID = 0x1000_0000
    public var isMissing: Bool { id & Glyph.missingFlag != 0 }
}

/// How many bytes of the run's UTF-8 text map to how many of its glyphs, in
/// glyph order: what PDF needs to keep the text selectable and searchable.
public struct GlyphCluster: Hashable, Sendable {
    // 32-bit counts (a shaper's own width) halve the array every run keeps per cluster.
    private var bytes: Int32
    private var glyphs: Int32
    public var byteCount: Int { get { Int(bytes) } set { bytes = Int32(clamping: newValue) } }
    public var glyphCount: Int { get { Int(glyphs) } set { glyphs = Int32(clamping: newValue) } }
    public init(byteCount: Int, glyphCount: Int) { bytes = Int32(clamping: byteCount); glyphs = Int32(clamping: glyphCount) }
}

/// A cluster's text and where its first glyph starts, x from the paragraph's
/// left edge: what SVG `<text>` needs to place text the viewer shapes itself.
public struct TextCluster: Hashable, Sendable {
    public var x: CGFloat
    public var text: String
    public init(x: CGFloat, text: String) { self.x = x; self.text = text }
}

/// An underline or strikethrough as the shaper draws it: a filled rectangle
/// relative to the line's origin, in its own colour.
public struct DecorationLine: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case underline, strikethrough }
    public var kind: Kind
    public var rect: CGRect
    /// The colour drawn, at the 16 bits per channel the shaper carries.
    public var color: RGBA
    public init(kind: Kind, rect: CGRect, color: RGBA) { self.kind = kind; self.rect = rect; self.color = color }
}

/// A run's background as the shaper places it: the run's advance wide, the
/// line's height tall, relative to the line's origin.
public struct TextBackground: Hashable, Sendable {
    public var rect: CGRect
    public var color: RGBA
    public init(rect: CGRect, color: RGBA) { self.rect = rect; self.color = color }
}

/// A shaped run of one face and one style on one line: everything a backend
/// needs to draw it, select it (PDF) or describe it (SVG `<text>`), as values.
///
/// Positions follow the shaper's own arithmetic so that replaying them gives
/// the same doubles it would have drawn with: a glyph's origin is the pen at
/// the line's origin, plus the run's `origin`, plus the glyph's own x and y.
public struct GlyphRun: Hashable, Sendable, CustomStringConvertible {
    public var face: FontFace
    /// The font asked for (after minimumScaleFactor), for writers that name fonts.
    public var font: ResolvedFont
    /// The run's colour as asked for; drawn at 16 bits per channel (`RGBA.sixteenBit`).
    public var color: RGBA
    /// Which laid-out line, from 0, and where that line's baseline starts from the paragraph's top-left.
    public var line: Int
    public var lineOrigin: CGPoint
    /// The run's origin relative to the line's (y is negative for a raised baseline).
    public var origin: CGPoint
    /// The sum of the glyphs' advances.
    public var advance: CGFloat
    public var glyphs: [Glyph]
    /// The text the run shows ("…" for an ellipsis).
    public var text: String
    /// The UTF-8 text `clusters` map to the glyphs, in logical order. For an
    /// ellipsis this is the text it stands for, as the shaper reports it.
    public var clusterText: String
    public var clusters: [GlyphCluster]
    public var isRightToLeft: Bool
    /// For writers that lay the text out again (SVG `<text>`): clusters' x positions.
    /// An ellipsis run has one cluster, "…".
    public var textClusters: [TextCluster]
    /// Decorations the shaper drew right after this run's glyphs (a decoration
    /// spanning several runs comes once, after the last of them).
    public var decorations: [DecorationLine] {
        get { extras?.values.decorations ?? [] }
        set { OutOfLine.edit(&extras) { $0.decorations = newValue } }
    }
    /// The decorations asked for, for writers that describe rather than draw them.
    public var underline: TextDecoration? {
        get { extras?.values.underline }
        set { OutOfLine.edit(&extras) { $0.underline = newValue } }
    }
    public var strikethrough: TextDecoration? {
        get { extras?.values.strikethrough }
        set { OutOfLine.edit(&extras) { $0.strikethrough = newValue } }
    }
    /// How many of the glyphs stand for characters no installed font has (`Glyph.isMissing`).
    public var missingCharacters: Int
    /// Filled behind the run (`TextRun.backgroundColor`), relative to the line's origin;
    /// drawn by the text's view before the text, so every backend shows them.
    public var backgrounds: [TextBackground] {
        get { extras?.values.backgrounds ?? [] }
        set { OutOfLine.edit(&extras) { $0.backgrounds = newValue } }
    }
    /// Decorations and backgrounds, which few runs have, live out of line: they
    /// took a quarter of a run's bytes, and every laid-out Text keeps its runs.
    private var extras: OutOfLine<GlyphRunExtras>?

    public init(face: FontFace, font: ResolvedFont, color: RGBA, line: Int, lineOrigin: CGPoint, origin: CGPoint,
                advance: CGFloat, glyphs: [Glyph], text: String, clusterText: String? = nil, clusters: [GlyphCluster], isRightToLeft: Bool,
                textClusters: [TextCluster], decorations: [DecorationLine] = [], underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil, missingCharacters: Int = 0) {
        self.face = face; self.font = font; self.color = color; self.line = line; self.lineOrigin = lineOrigin
        self.origin = origin; self.advance = advance; self.glyphs = glyphs; self.text = text
        self.clusterText = clusterText ?? text; self.clusters = clusters
        self.isRightToLeft = isRightToLeft; self.textClusters = textClusters; self.missingCharacters = missingCharacters
        extras = .boxing(GlyphRunExtras(decorations: decorations, underline: underline, strikethrough: strikethrough))
    }

    /// The family the shaper used (SVG `<text>` names it first).
    public var familyName: String { face.family }

    /// One line per run, then one per glyph and decoration: stable, so display lists diff as text.
    public var description: String {
        let n = GlyphRun.number
        var s = "run line \(line) \"\(text)\" \(face) \(color)"
        s += " at (\(n(lineOrigin.x)), \(n(lineOrigin.y))) + (\(n(origin.x)), \(n(origin.y))) advance \(n(advance))"
        if isRightToLeft { s += " rtl" }
        if missingCharacters > 0 { s += " missing \(missingCharacters)" }
        s += "\n  glyphs " + glyphs.map { ($0.isMissing ? "missing U+\(String($0.id & 0x1F_FFFF, radix: 16, uppercase: true))" : "\($0.id)") + "@\(n($0.x))" + ($0.y == 0 ? "" : ",\(n($0.y))") }.joined(separator: " ")
        s += "\n  clusters " + clusters.map { "\($0.byteCount):\($0.glyphCount)" }.joined(separator: " ")
        for b in backgrounds {
            s += "\n  background \(n(b.rect.minX)) \(n(b.rect.minY)) \(n(b.rect.width))×\(n(b.rect.height)) \(b.color)"
        }
        for d in decorations {
            s += "\n  \(d.kind.rawValue) \(n(d.rect.minX)) \(n(d.rect.minY)) \(n(d.rect.width))×\(n(d.rect.height)) \(d.color)"
        }
        return s
    }

    /// Up to four decimals, no trailing zeros, never "-0".
    static func number(_ v: CGFloat) -> String {
        var s = String(format: "%.4f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}

/// A glyph run's decorations and backgrounds (`GlyphRun`'s out-of-line part).
struct GlyphRunExtras: OutOfLineValues {
    var decorations: [DecorationLine] = []
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var backgrounds: [TextBackground] = []
}

extension RGBA {
    /// The colour at 16 bits per channel, as text engines and their renderers
    /// carry it (Pango's colours are 16-bit; opaque colours keep alpha exactly 1).
    public var sixteenBit: RGBA {
        func q(_ v: Double) -> Double { Double(UInt16((max(0, min(1, v)) * 65535).rounded())) / 65535 }
        return RGBA(red: q(red), green: q(green), blue: q(blue), alpha: alpha < 1 ? max(1, (max(0, alpha) * 65535).rounded()) / 65535 : 1)
    }
}

extension TextItem: CustomStringConvertible {
    /// The item's box, then its runs indented: a display-list printer's text lines.
    public var description: String {
        let n = GlyphRun.number
        var s = "text at (\(n(origin.x)), \(n(origin.y))) size \(n(size.width))×\(n(size.height))"
        if let paint { s += " paint \(paint)" }
        for run in runs { s += "\n  " + run.description.replacingOccurrences(of: "\n", with: "\n  ") }
        return s
    }
}
