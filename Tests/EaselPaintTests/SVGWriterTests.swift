import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import EaselCore
import Easel

@Suite struct SVGWriterTests {
    let black = GradientStop(color: .black, location: 0), white = GradientStop(color: .white, location: 1)

    func svg(_ items: [DisplayItem], size: CGSize = CGSize(width: 100, height: 50), scale: CGFloat = 2, text: SVGTextMode = .paths) -> String {
        String(decoding: SVGWriter.svg(for: DisplayList(size: size, items: items), scale: scale, text: text), as: UTF8.self)
    }

    func isWellFormed(_ s: String) -> Bool {
        let parser = XMLParser(data: Data(s.utf8))
        return parser.parse()
    }

    @Test func pixelSizeAtScaleWithAViewBoxInPoints() {
        let s = svg([], scale: 2)
        #expect(s.contains("width=\"200\" height=\"100\" viewBox=\"0 0 100 50\""))
        #expect(isWellFormed(s))
    }

    @Test func gradientsAreRealGradientElementsNotImages() {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let s = svg([
            .shape(ShapeItem(path: rect, paint: .linearGradient(stops: [black, white], start: .zero, end: CGPoint(x: 100, y: 0)))),
            .shape(ShapeItem(path: rect, paint: .radialGradient(stops: [black, white], center: CGPoint(x: 50, y: 25), startRadius: 10, endRadius: 40))),
            .shape(ShapeItem(path: rect, paint: .ellipticalGradient(stops: [black, white], center: CGPoint(x: 50, y: 25),
                                                                    radiusX: 100, radiusY: 50, startFraction: 0, endFraction: 0.5))),
        ])
        #expect(s.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"100\" y2=\"0\">"))
        #expect(s.components(separatedBy: "<radialGradient").count == 3)
        // A start radius of 10 of 40 pushes the first stop out to 0.25.
        #expect(s.contains("<stop offset=\"0.25\" stop-color=\"#000000\"/>"))
        #expect(s.contains("gradientTransform=\"matrix(100 0 0 50 50 25)\""))
        #expect(!s.contains("<image"))
        #expect(isWellFormed(s))
    }

    @Test func strokesCarryWidthCapsJoinsAndDashes() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 100, y: 10)) }
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [6, 2], dashPhase: 1)
        let s = svg([.shape(ShapeItem(path: line, paint: .color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), stroke: style))])
        #expect(s.contains("<path d=\"M0 10L100 10\" fill=\"none\" stroke=\"#ff0000\" stroke-opacity=\"0.5\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-miterlimit=\"10\" stroke-dasharray=\"6 2\" stroke-dashoffset=\"1\"/>"))
    }

    @Test func angularGradientsAreOneSweepImageUnderAMaskOfTheShape() throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))
        let items: [DisplayItem] = [.shape(ShapeItem(path: circle, paint: .angularGradient(stops: [black, white], center: CGPoint(x: 25, y: 25),
                                                                                          startAngle: .zero, endAngle: .degrees(360))))]
        let s = svg(items)
        #expect(s.contains("<mask id=\"m1\""))
        // The path's bounds (control points included: four quarter-circle Béziers keep
        // them inside 0…50) on the pixel grid at 2 px/pt, drawn once, one image pixel
        // per output pixel. (A half-turn arc drawn as one Bézier once put them at
        // x −4.17…50, y −6.27…56.27.)
        #expect(s.contains("<g mask=\"url(#m1)\"><use xlink:href=\"#i2\" transform=\"matrix(0.5 0 0 0.5 0 0)\"/>"))
        #expect(s.contains("<image id=\"i2\" width=\"100\" height=\"100\""))
        #expect(!s.contains("<path d=\"M25 25L"))
        #expect(isWellFormed(s))
        // The sweep's pixels are the PNG's: black just past 0°, light just before 360°.
        let png = try CairoRasterizer.rasterize(DisplayList(size: CGSize(width: 100, height: 50), scale: 2, items: items))
        let data = try #require(s.firstMatch(of: try Regex(#"base64,([A-Za-z0-9+/=]+)""#))?.output[1].substring)
        let sweep = try PNGCodec.decode(try #require(Data(base64Encoded: String(data))))
        func grey(_ image: RasterImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4]) }
        #expect(grey(png, 90, 54) < 40 && grey(png, 90, 46) > 215)
        for (x, y) in [(90, 54), (90, 46), (50, 90), (10, 50), (50, 10), (70, 70)] {
            #expect(abs(grey(sweep, x, y) - grey(png, x, y)) <= 1, "at \(x), \(y)")
        }
        // Without a rasteriser (the writer alone) the sweep is wedges of at most 2°.
        let plain = String(decoding: SVGWriter.svg(for: DisplayList(size: CGSize(width: 100, height: 50), items: items), scale: 2, text: .paths,
                                                    images: .png), as: UTF8.self)
        #expect(plain.components(separatedBy: "<path d=\"M25 25L").count - 1 == 180)
    }

    @Test func shadowAndBlurBecomeFilters() {
        let square: [DisplayItem] = [.shape(ShapeItem(path: Path(CGRect(x: 10, y: 10, width: 30, height: 20)), paint: .color(.black)))]
        let bounds = CGRect(x: 10, y: 10, width: 30, height: 20)
        let shadow = ShadowEffect(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 8, offset: CGSize(width: 0, height: 4))
        let s = svg([.effect(.shadow(shadow, bounds: bounds), square), .effect(.blur(radius: 6, bounds: bounds), square)])
        #expect(s.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"4\""))
        #expect(s.contains("<feOffset in=\"sb\" dx=\"0\" dy=\"4\""))
        #expect(s.contains("flood-opacity=\"0.33\""))
        #expect(s.contains("<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"3\""))
        #expect(isWellFormed(s))
    }

    /// Nesting is the order: each effect is one `<g>` inside the one around it,
    /// and definitions are numbered in the order the effects are met.
    @Test func effectsNestTransformClipMaskOpacityAndBlend() {
        let square: [DisplayItem] = [.shape(ShapeItem(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.black)))]
        let half: [DisplayItem] = [.shape(ShapeItem(path: Path(CGRect(x: 0, y: 0, width: 5, height: 10)), paint: .color(.black)))]
        let item = DisplayItem.effect(.transform(CGAffineTransform(translationX: 5, y: 6)), [
            .effect(.clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), eoFill: false), [
                .effect(.mask(half), [.effect(.opacity(0.5), [.effect(.blendMode(.multiply), square)])]),
            ]),
        ])
        let s = svg([item])
        #expect(s.contains("<g transform=\"matrix(1 0 0 1 5 6)\">\n<g clip-path=\"url(#c1)\">\n"))
        #expect(s.contains("<g mask=\"url(#m3)\">\n<g opacity=\"0.5\">\n<g style=\"mix-blend-mode:multiply\">\n"))
        #expect(s.contains("<clipPath id=\"c1\""))
        #expect(s.contains("</g>\n</g>\n</g>\n</g>\n</g>\n"))
        #expect(isWellFormed(s))
    }

    /// Effects that change nothing write no group at all.
    @Test func identityEffectsWriteTheirContentAlone() {
        let square: [DisplayItem] = [.shape(ShapeItem(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.black)))]
        let plain = svg(square)
        for e: DisplayEffect in [.transform(.identity), .opacity(1), .blendMode(.normal), .blur(radius: 0, bounds: .null), .compositingGroup] {
            #expect(svg([.effect(e, square)]) == plain, "\(e)")
        }
    }

    @Test func imagesAreEmbeddedOnceAsPNG() throws {
        let img = RasterImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])
        let s = svg([.image(ImageItem(image: img, rect: CGRect(x: 0, y: 0, width: 20, height: 10))),
                     .image(ImageItem(image: img, rect: CGRect(x: 30, y: 0, width: 4, height: 2), tileSize: CGSize(width: 2, height: 1)))])
        #expect(s.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(s.contains("<use xlink:href=\"#i1\" transform=\"matrix(10 0 0 10 0 0)\"/>"))
        #expect(s.contains("<pattern id=\"p2\" patternUnits=\"userSpaceOnUse\" x=\"30\" y=\"0\" width=\"2\" height=\"1\">"))
        // The embedded PNG decodes back to the same pixels.
        let b64 = s.components(separatedBy: "base64,")[1].prefix { $0 != "\"" }
        let decoded = try PNGCodec.decode(Data(base64Encoded: String(b64))!)
        #expect(decoded.pixels == img.pixels)
    }

    @Test func sameListGivesSameBytes() {
        let items: [DisplayItem] = [.shape(ShapeItem(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 33.3333, height: 20)),
                                                     paint: .linearGradient(stops: [black, white], start: .zero, end: CGPoint(x: 0, y: 20))))]
        #expect(svg(items) == svg(items))
        #expect(svg(items).contains("33.333"))
        #expect(!svg(items).contains("33.3333"))
    }

    @Test func textIsGlyphOutlinesOrRealTextElements() {
        var run = TextRun(string: "Hello", font: ResolvedFont(size: 20), color: RGBA(red: 0, green: 0, blue: 1))
        run.kerning = 0
        let layout = PangoTextEngine.shared.layout(TextRequest(runs: [run]))
        let item = DisplayItem.text(TextItem(layout: layout, origin: CGPoint(x: 5, y: 5)))
        let paths = svg([item], text: .paths)
        #expect(!paths.contains("<text"))
        #expect(paths.contains("fill=\"#0000ff\""))
        // Outlines of five letters: curves inside the paragraph box.
        #expect(paths.contains("<path d=\"M"))
        #expect(isWellFormed(paths))
        let text = svg([item], text: .text)
        #expect(text.contains("<text"))
        #expect(text.contains("Hello") || text.contains("H"))
        #expect(isWellFormed(text))
    }

    @Test func textFarFromTheOriginKeepsEveryGlyphOutline() {
        // Outlines must not depend on where the paragraph sits on the canvas.
        let layout = PangoTextEngine.shared.layout(TextRequest(runs: [TextRun(string: "followers", font: ResolvedFont(size: 12), color: .black)]))
        let near = svg([.text(TextItem(layout: layout, origin: .zero))], size: CGSize(width: 600, height: 600))
        let far = svg([.text(TextItem(layout: layout, origin: CGPoint(x: 300, y: 400)))], size: CGSize(width: 600, height: 600))
        func segments(_ s: String) -> Int { s.filter { "MLQCZ".contains($0) }.count }
        #expect(segments(near) > 50)
        #expect(segments(far) == segments(near))
    }
}
