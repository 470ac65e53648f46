import Foundation
import Testing
import Easel
import EaselDemos

/// Renders `view` at `scale` with a transparent background.
func raster<V: View>(_ view: V, width: CGFloat, height: CGFloat, scale: CGFloat = 1) throws -> RasterImage {
    let r = ImageRenderer(content: view.frame(width: width, height: height))
    r.scale = scale
    r.isOpaque = false
    return try r.rasterImage()
}

extension RasterImage {
    func px(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }
    /// Runs of pixels with alpha over half along row `y`: (start, length).
    func opaqueRuns(row y: Int) -> [(Int, Int)] {
        var runs: [(Int, Int)] = [], start: Int?
        for x in 0...width {
            let on = x < width && px(x, y).a > 127
            if on, start == nil { start = x }
            if !on, let s = start { runs.append((s, x - s)); start = nil }
        }
        return runs
    }
}

func isClose(_ a: Int, _ b: Double, _ tol: Double = 3) -> Bool { abs(Double(a) - b) <= tol }

@Suite struct GradientPixelTests {
    @Test func linearGradientIsLinearAlongItsAxis() throws {
        let img = try raster(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing), width: 256, height: 4)
        for x in [0, 64, 128, 200, 255] {
            // Pixel centres sit at x + 0.5 of a 256-wide ramp.
            #expect(isClose(img.px(x, 2).r, (Double(x) + 0.5) / 256 * 255), "x=\(x): \(img.px(x, 2))")
        }
    }

    @Test func radialGradientDependsOnDistanceFromTheCentre() throws {
        let img = try raster(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50), width: 100, height: 100)
        for (x, y) in [(75, 50), (50, 75), (25, 50), (68, 68)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            #expect(isClose(img.px(x, y).r, (1 - d / 50) * 255), "(\(x),\(y)): \(img.px(x, y))")
        }
        #expect(img.px(2, 2).r == 0)   // past the end radius: the last colour
    }

    @Test func ellipticalGradientReachesEveryEdgeOfItsFrame() throws {
        let img = try raster(EllipticalGradient(colors: [.white, .black]), width: 200, height: 50)
        // Halfway to the edge on each axis is mid-grey on both.
        #expect(isClose(img.px(150, 25).r, 127.5 - 0.6, 4))
        #expect(isClose(img.px(100, 37).r, (1 - 12.5 / 25) * 255, 6))
    }

    @Test func angularGradientSweepsClockwiseFromTrailing() throws {
        let img = try raster(AngularGradient(colors: [.black, .white], center: .center), width: 200, height: 200)
        // Sampled 80 pt from the centre at 90° (below), 180° (left) and 270° (above).
        for (deg, x, y) in [(90.0, 100, 180), (180.0, 20, 100), (270.0, 100, 20)] {
            #expect(isClose(img.px(x, y).r, deg / 360 * 255, 6), "\(deg)°: \(img.px(x, y))")
        }
    }

    @Test func colorGradientFillsLikeALinearGradientTopToBottom() throws {
        let img = try raster(Rectangle().fill(Color.blue.gradient), width: 10, height: 100)
        let top = img.px(5, 0), bottom = img.px(5, 99)
        #expect(top.r > bottom.r && top.g > bottom.g)
        #expect(isClose(bottom.r, 0, 4) && isClose(bottom.g, 122, 4) && isClose(bottom.b, 255, 2))
    }
}

@Suite struct StrokePixelTests {
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func strokeWidthAndDashLengthsScaleWithThePixelDensity(_ scale: CGFloat) throws {
        // A horizontal 4 pt line along y = 10, dashed 10 on / 5 off, from x = 0 to 60.
        let line = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 60, y: 10)) }
        let img = try raster(line.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 5])), width: 60, height: 20, scale: scale)
        let s = Int(scale)
        #expect(img.opaqueRuns(row: 10 * s).map(\.1) == [10 * s, 10 * s, 10 * s, 10 * s])
        #expect(img.opaqueRuns(row: 10 * s).map(\.0) == [0, 15 * s, 30 * s, 45 * s])
        // Thickness: 4 pt centred on y = 10 covers rows 8…12 pt.
        var rows = 0
        for y in 0..<img.height where img.px(2, y).a > 127 { rows += 1 }
        #expect(rows == 4 * s)
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let img = try raster(Rectangle().strokeBorder(Color.black, lineWidth: 3), width: 20, height: 20)
        #expect(img.px(0, 10).a == 255 && img.px(2, 10).a == 255 && img.px(3, 10).a == 0)
    }

    @Test func dashPhaseShiftsTheDashes() throws {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 5)); $0.addLine(to: CGPoint(x: 40, y: 5)) }
        let img = try raster(line.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5)), width: 40, height: 10)
        #expect(img.opaqueRuns(row: 5).map { [$0.0, $0.1] } == [[0, 5], [15, 10], [35, 5]])
    }
}

@Suite struct EffectPixelTests {
    @Test func shadowIsOffsetAndSpreadsAboutThreeDeviations() throws {
        // A 20×20 black square at (40, 40) with radius 8 (σ = 4) and offset (0, 10).
        let v = Rectangle().fill(Color.black).frame(width: 20, height: 20)
            .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 8, x: 0, y: 10)
            .frame(width: 100, height: 100)
        let img = try raster(v, width: 100, height: 100)
        let below = img.px(50, 66)   // 6 pt below the square, inside the shifted shadow (40…70)
        #expect(below.r == 255 && below.g == 0 && below.a > 128)
        // Shadow alpha along the centre column falls off symmetrically about the shifted centre (y = 60).
        #expect(abs(img.px(50, 75).a - img.px(50, 44).a) <= 2 || img.px(50, 44).a == 255)
        // Beyond 3σ past the shadow's edge (70 + 12) nearly nothing remains; well inside it is dense.
        #expect(img.px(50, 84).a < 4)
        #expect(img.px(50, 68).a > 100)
        // Nothing above the square: the offset is downward.
        #expect(img.px(50, 30).a < 4)
    }

    @Test func shadowedContentOverflowingItsFrameIsDrawnInFull() throws {
        // An 80-pt bar in a 10-pt frame: the content group is cut to what the bar
        // paints (not the frame), so its far ends still show, at scale 2 as well.
        let v = Rectangle().fill(Color.black).frame(width: 80, height: 10).frame(width: 10, height: 10)
            .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 2, x: 0, y: 20)
            .frame(width: 100, height: 100)
        let img = try raster(v, width: 100, height: 100, scale: 2)
        // The bar spans x 10…90, y 45…55 (pixels ×2).
        #expect(img.px(22, 100) == (0, 0, 0, 255))
        #expect(img.px(177, 100) == (0, 0, 0, 255))
        #expect(img.px(182, 100).a == 0)
        // Its shadow, 20 pt lower, is red where the frame's shadow region reaches (centre).
        #expect(img.px(100, 140).r == 255 && img.px(100, 140).a > 200)
    }

    @Test func blurSpreadsAnEdgeSymmetrically() throws {
        let v = Rectangle().fill(Color.black).frame(width: 40, height: 40).blur(radius: 6).frame(width: 100, height: 100)
        let img = try raster(v, width: 100, height: 100)
        // The square spans 30…70; at its edge coverage is about half, far outside none.
        #expect(isClose(img.px(30, 50).a, 127, 20))
        #expect(img.px(50, 50).a > 240)
        #expect(img.px(15, 50).a < 4)
    }

    @Test func clippingLeavesNothingOutsideTheShape() throws {
        let v = Color.black.frame(width: 100, height: 100).clipShape(Circle())
        let img = try raster(v, width: 100, height: 100)
        for y in 0..<100 { for x in 0..<100 {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            if d > 50.8 { #expect(img.px(x, y).a == 0, "(\(x),\(y))") }
            if d < 49.2 { #expect(img.px(x, y).a == 255, "(\(x),\(y))") }
        } }
    }

    @Test func maskUsesTheAlphaOfTheMaskView() throws {
        let v = Color.black.frame(width: 100, height: 10).mask {
            LinearGradient(colors: [.clear, .black], startPoint: .leading, endPoint: .trailing)
        }
        let img = try raster(v, width: 100, height: 10)
        #expect(isClose(img.px(50, 5).a, 128, 4) && img.px(0, 5).a < 4 && img.px(99, 5).a > 250)
    }
}

@Suite struct ImagePixelTests {
    let checker = RasterImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255])

    @Test func nonResizableImageIsItsPixelSizeOverItsScale() throws {
        let r = ImageRenderer(content: Image(raster: RasterImage(width: 60, height: 30, pixels: [UInt8](repeating: 255, count: 60 * 30 * 4)), scale: 2))
        let layout = r.layoutDescription()
        #expect(layout.contains("30") && layout.contains("15"))
        #expect(r.displayList().size == CGSize(width: 30, height: 15))
    }

    @Test func resizableImageTakesTheProposalAndTilingRepeats() throws {
        let img = try raster(Image(raster: checker).resizable(resizingMode: .tile).interpolation(.none), width: 6, height: 2)
        for x in 0..<6 { #expect(img.px(x, 0).r == (x % 2 == 0 ? 255 : 0), "x=\(x)") }
        let stretched = try raster(Image(raster: checker).resizable().interpolation(.none), width: 8, height: 2)
        #expect(stretched.px(0, 0).r == 255 && stretched.px(3, 0).r == 255 && stretched.px(4, 0).b == 255)
    }

    @Test func templateImagesAreTintedByTheForegroundStyle() throws {
        let img = try raster(Image(raster: checker).resizable().renderingMode(.template).foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 2, height: 2)
        #expect(img.px(0, 0).g == 255 && img.px(0, 0).r == 0 && img.px(1, 1).g == 255)
    }

    @Test func namedImagesResolveInTheImageDirectory() throws {
        let r = ImageRenderer(content: Image("avatar"))
        r.environment.imageDirectory = PaintDemos.imageDirectory
        #expect(r.displayList().size == CGSize(width: 128, height: 128))
        #expect(r.diagnostics.isEmpty)
        let missing = ImageRenderer(content: Image("no-such-image"))
        #expect(missing.displayList().size == .zero)
        #expect(missing.diagnostics.contains { $0.contains("no-such-image") })
    }

    @Test func jpegDecodesToTheKnownQuadrantColours() throws {
        let data = try Data(contentsOf: PaintDemos.imageDirectory.appendingPathComponent("quadrants.jpg"))
        let img = try JPEGDecoder.decode(data)
        #expect(img.width == 64 && img.height == 48)
        let expected = [(8, 8, (220, 40, 40)), (56, 8, (40, 180, 60)), (8, 40, (40, 80, 220)), (56, 40, (240, 220, 60))]
        for (x, y, c) in expected {
            let p = img.px(x, y)
            #expect(isClose(p.r, Double(c.0), 6) && isClose(p.g, Double(c.1), 6) && isClose(p.b, Double(c.2), 6) && p.a == 255, "(\(x),\(y)) \(p)")
        }
        let grey = try JPEGDecoder.decode(Data(contentsOf: PaintDemos.imageDirectory.appendingPathComponent("quadrants-grey-progressive.jpg")))
        #expect(grey.width == 64 && grey.px(8, 8).r == grey.px(8, 8).g)
    }

    @Test func decodingLimitsAreCheckedFromTheHeader() throws {
        let jpeg = try Data(contentsOf: PaintDemos.imageDirectory.appendingPathComponent("quadrants.jpg"))
        #expect(JPEGDecoder.dimensions(of: jpeg)! == (64, 48))
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(jpeg, maxPixels: 64 * 48 - 1) }
        #expect(throws: JPEGError.self) { try JPEGDecoder.decode(jpeg.prefix(40)) }
        let loader = StandardImageLoader(maxPixels: 100)
        #expect(throws: PNGError.self) { try loader.loadImage(at: PaintDemos.imageDirectory.appendingPathComponent("avatar.png")) }
        #expect(throws: ImageLoadingError.self) { try loader.decode(Data("GIF89a".utf8)) }
    }
}
