import Foundation
import Testing
import Easel
import EaselCairo

/// Colour emoji in the vector formats: SVG has no bitmap glyphs (their outlines
/// are black fragments), and cairo's PDF embeds them at 72 ppi. Both now carry
/// the glyph's own pixels at the render's density, where the PNG draws it.
@MainActor @Suite struct ColorGlyphVectorTests {
    func renderer(scale: CGFloat) -> ImageRenderer<some View> {
        let r = ImageRenderer(content: Text("Hi 🎉").font(.system(size: 17)).padding(10))
        r.scale = scale
        return r
    }

    /// `width="N" height="M"` of each embedded image.
    func svgImageSizes(_ svg: String) throws -> [(Int, Int)] {
        let re = try Regex(#"<image id="[^"]+" width="(\d+)" height="(\d+)""#)
        return svg.matches(of: re).map { (Int($0.output[1].substring!)!, Int($0.output[2].substring!)!) }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func svgPlacesTheEmojiAsAnImageAtTheRenderDensity(_ scale: CGFloat) throws {
        let svg = String(decoding: try renderer(scale: scale).svgData(), as: UTF8.self)
        let sizes = try svgImageSizes(svg)
        try #require(sizes.count == 1)
        // Noto Color Emoji at 17 pt is about 20 pt wide: 20·scale pixels, plus a pixel of margin each side.
        #expect(abs(CGFloat(sizes[0].0) - 20 * scale) <= 2 + scale * 2, "\(sizes[0]) at \(scale)×")
        // Placed one image pixel to one output pixel.
        #expect(svg.contains("matrix(\(SVGNumberText.format(1 / scale)) 0 0 \(SVGNumberText.format(1 / scale)) "))
    }

    @Test func theSVGEmojiLandsOnThePNGsPixels() throws {
        let r = renderer(scale: 2)
        let png = try r.rasterImage()
        let svg = String(decoding: try r.svgData(), as: UTF8.self)
        // The image's rect, in points, from its placement.
        let re = try Regex(#"matrix\(0\.5 0 0 0\.5 ([\d.]+) ([\d.]+)\)"#)
        let m = try #require(svg.firstMatch(of: re))
        let x = Double(m.output[1].substring!)!, y = Double(m.output[2].substring!)!
        let (w, h) = try svgImageSizes(svg)[0]
        // On the pixel grid, and the PNG's colour ink lies inside it.
        #expect((x * 2).rounded() == x * 2 && (y * 2).rounded() == y * 2)
        var inside = 0, outside = 0
        for py in 0..<png.height { for px in 0..<png.width {
            let i = (py * png.width + px) * 4
            let r = Int(png.pixels[i]), g = Int(png.pixels[i + 1]), b = Int(png.pixels[i + 2]), a = Int(png.pixels[i + 3])
            guard a > 128, max(r, g, b) - min(r, g, b) > 60 else { continue }
            let within = Double(px) >= x * 2 && Double(px) < x * 2 + Double(w) && Double(py) >= y * 2 && Double(py) < y * 2 + Double(h)
            if within { inside += 1 } else { outside += 1 }
        } }
        #expect(inside > 200 && outside == 0, "\(inside) coloured pixels inside, \(outside) outside")
    }

    /// `/Width N` of each image XObject in a PDF (an image and its alpha mask are two).
    func pdfImageWidths(_ pdf: Data) throws -> [Int] {
        let text = String(decoding: pdf, as: UTF8.self)
        let re = try Regex(#"/Subtype /Image\s*/Width (\d+)"#)
        return text.matches(of: re).map { Int($0.output[1].substring!)! }
    }

    @Test func pdfEmbedsTheEmojiAtTheRenderScale() throws {
        for scale: CGFloat in [1, 2, 3] {
            let widths = try pdfImageWidths(try renderer(scale: scale).pdfData())
            // cairo alone embedded a 19-pixel-wide image at every scale.
            #expect(!widths.isEmpty && widths.allSatisfy { abs(CGFloat($0) - 20 * scale) <= 2 + scale * 2 }, "\(widths) at \(scale)×")
        }
        let r = renderer(scale: 1)
        r.pdfColorGlyphScale = 4
        let widths = try pdfImageWidths(try r.pdfData())
        #expect(!widths.isEmpty && widths.allSatisfy { $0 >= 80 }, "\(widths) at 4 px/pt")
    }
}

/// SVG's number format (three decimals, no trailing zeros), for matching attributes.
enum SVGNumberText {
    static func format(_ v: CGFloat) -> String {
        var s = String(format: "%.3f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
