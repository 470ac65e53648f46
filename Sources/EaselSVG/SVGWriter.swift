import Foundation
import EaselCore

/// How the SVG writer represents text.
public enum SVGTextMode: Sendable {
    /// Glyph outlines as `<path>`s: looks exactly like the PNG, needs no fonts.
    case paths
    /// `<text>` elements with per-glyph positions: selectable and searchable,
    /// but the viewer's fonts decide the final look.
    case text
}

/// Encodes a decoded image for embedding as a `data:` URL. The writer links no
/// image codec; `ImageRenderer` hands it a PNG encoder.
public struct SVGImageEncoder: Sendable {
    public var mimeType: String
    public var encode: @Sendable (RasterImage) throws -> Data
    public init(mimeType: String, encode: @escaping @Sendable (RasterImage) throws -> Data) {
        self.mimeType = mimeType; self.encode = encode
    }
}

/// Draws an angular gradient's sweep into pixels for the SVG writer, which
/// links no rasteriser: `paint` filling `rect` (points, on the pixel grid) at
/// `scale` pixels per point. SVG has no conic gradient, and solid wedges band
/// and seam in some viewers (librsvg), so the sweep goes in as an image.
public struct SVGSweepRasterizer: Sendable {
    public var render: @Sendable (_ paint: Paint, _ rect: CGRect, _ scale: CGFloat) -> RasterImage?
    public init(render: @escaping @Sendable (_ paint: Paint, _ rect: CGRect, _ scale: CGFloat) -> RasterImage?) { self.render = render }
}

/// Easel's own SVG writer, working from the display list rather than Cairo's
/// SVG surface, so gradients stay `<linearGradient>`/`<radialGradient>` and text
/// can be real `<text>`.
///
/// Units: user units are points (`viewBox="0 0 W H"`), and `width`/`height` are
/// the PNG's pixel size at `scale` (W·scale × H·scale rounded as the PNG rounds
/// it, the viewBox being those pixels over the scale), so the SVG opens at the
/// same pixel size as the PNG. Angular gradients have no SVG element; they are drawn
/// as thin solid wedges (at most 2° each) masked by the shape.
public enum SVGWriter {
    public static func svg(for list: DisplayList, scale: CGFloat, text: SVGTextMode, images: SVGImageEncoder,
                           sweeps: SVGSweepRasterizer? = nil) -> Data {
        var w = SVGDocument(textMode: text, images: images, scale: scale, sweeps: sweeps)
        w.write(list.items)
        let f = SVGNumber.format
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        // The PNG's whole pixels, and the points they cover (as the PDF page):
        // a layout 538.5 px tall is a 538-px PNG, so the SVG opens at 538 too.
        let px = list.canvas.pixelSize
        let fits = scale > 0 && list.canvas.scale == scale && px.width.isFinite && px.height.isFinite
        let pw = fits ? px.width : list.size.width * scale, ph = fits ? px.height : list.size.height * scale
        out += " width=\"\(f(pw))\" height=\"\(f(ph))\""
        out += " viewBox=\"0 0 \(f(fits ? pw / scale : list.size.width)) \(f(fits ? ph / scale : list.size.height))\">\n"
        if !w.defs.isEmpty { out += "<defs>\n" + w.defs + "</defs>\n" }
        out += w.body
        out += "</svg>\n"
        return Data(out.utf8)
    }
}

enum SVGNumber {
    /// At most three decimals, no trailing zeros, never "-0": stable, compact output.
    /// The digits are exactly `%.3f`'s, made from integers: Foundation's
    /// `String(format:)` was the writer's hottest spot. `%.3f` rounds the exact
    /// binary value, ties to even; the product by 1000 is rounded, so its exact
    /// remainder (a fused multiply-add) settles values that land on a half.
    static func format(_ v: CGFloat) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(12)
        append(v, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `format`'s digits written straight into a byte buffer: path data is
    /// thousands of numbers (a 1,000-point scatter's circles are 26,000), and a
    /// `String` per whole part, fraction and padding was most of their cost.
    static func append(_ v: CGFloat, to out: inout [UInt8]) {
        guard v.isFinite else { out.append(UInt8(ascii: "0")); return }
        let x = Double(v), scaled = x * 1000
        guard abs(scaled) < 1e15 else { out.append(contentsOf: printed(v).utf8); return }
        let residue = (-scaled).addingProduct(x, 1000)
        let low = scaled.rounded(.down), part = scaled - low
        let up = part > 0.5 || (part == 0.5 && (residue > 0 || (residue == 0 && low.truncatingRemainder(dividingBy: 2) != 0)))
        let n = Int(up ? low + 1 : low)
        if n == 0 { out.append(UInt8(ascii: "0")); return }
        if n < 0 { out.append(UInt8(ascii: "-")) }
        // The whole part's digits, first to last.
        var whole = n.magnitude / 1000
        var div: UInt = 1
        while div <= whole / 10 { div *= 10 }
        repeat {
            out.append(UInt8(truncatingIfNeeded: 48 + whole / div))
            whole %= div
            div /= 10
        } while div > 0
        // Three decimals at most, trailing zeros dropped.
        let frac = n.magnitude % 1000
        guard frac != 0 else { return }
        let d0 = frac / 100, d1 = frac / 10 % 10, d2 = frac % 10
        out.append(UInt8(ascii: "."))
        out.append(UInt8(truncatingIfNeeded: 48 + d0))
        if d1 != 0 || d2 != 0 { out.append(UInt8(truncatingIfNeeded: 48 + d1)) }
        if d2 != 0 { out.append(UInt8(truncatingIfNeeded: 48 + d2)) }
    }

    static func printed(_ v: CGFloat) -> String {
        var s = String(format: "%.3f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}

/// Escapes text for attribute values and element content.
func svgEscape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.count)
    for c in s {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(c)
        }
    }
    return out
}
