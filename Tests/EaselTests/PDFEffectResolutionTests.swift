import Foundation
import Testing
import Easel

/// Effects cairo cannot write as vectors go into a PDF as images at the render's
/// scale, on the PNG's pixel grid: neither 72-ppi images stretched over the page
/// nor cairo's whole-page 300-ppi fallback.
@Suite struct PDFEffectResolutionTests {
    /// The widths and heights of the image XObjects (cairo writes their dictionaries uncompressed).
    static func imageSizes(_ pdf: Data) throws -> [(Int, Int)] {
        let text = String(decoding: pdf, as: UTF8.self)
        let pattern = try Regex(#"/Subtype /Image\s+/Width (\d+)\s+/Height (\d+)"#)
        return text.matches(of: pattern).compactMap { m in
            guard let w = Int(m.output[1].substring ?? ""), let h = Int(m.output[2].substring ?? "") else { return nil }
            return (w, h)
        }
    }

    /// A 20-pt circle's shadow (radius 4: a deviation of 2 pt, blurred to 3 deviations
    /// plus a pixel) at scale 3 is one image of (20 + 2 × 6) × 3 px or a few more, as in the PNG.
    @Test func aShadowIsEmbeddedAtTheRenderScale() throws {
        let r = ImageRenderer(content: Circle().fill(.blue).frame(width: 20, height: 20).shadow(radius: 4).padding(12))
        r.scale = 3
        let sizes = try Self.imageSizes(try r.pdfData())
        #expect(!sizes.isEmpty)
        for (w, h) in sizes {
            #expect(w >= 96 && w <= 104 && h >= 96 && h <= 104, "shadow image \(w)×\(h) px")
        }
    }

    /// A filled enclosure with its glyph cut out (one-colour "cloud.square.fill")
    /// is masked by an image of the symbol at the render scale, not a fallback of the page.
    @Test func aCutOutSymbolDoesNotRasteriseThePage() throws {
        let view = HStack { Image(systemName: "cloud.square.fill"); Text("Cloud") }.font(.title).padding(8)
        let r = ImageRenderer(content: view)
        r.scale = 2
        let page = try r.rasterImage()
        let sizes = try Self.imageSizes(try r.pdfData())
        #expect(!sizes.isEmpty)
        for (w, h) in sizes {
            #expect(w < page.width / 2 && h <= page.height, "image \(w)×\(h) px on a \(page.width)×\(page.height) px page")
        }
    }
}
