import Foundation
import Testing
import Easel
import EaselSVG

/// Materials blur and tint what lies behind them, in light and dark.
@Suite struct MaterialTests {
    /// Black and white halves with a material card over the middle.
    func halves<S: ShapeStyle>(_ style: S, scheme: ColorScheme = .light) -> some View {
        HStack(spacing: 0) { Color.black; Color.white }
            .frame(width: 200, height: 60)
            .overlay { Rectangle().fill(style).frame(width: 160, height: 40) }
            .environment(\.colorScheme, scheme)
    }

    @Test func aMaterialBlursTheEdgeBehindIt() throws {
        let img = try raster(halves(Material.ultraThin), width: 200, height: 60)
        // Outside the card the halves are untouched.
        #expect(img.px(5, 5) == (0, 0, 0, 255) && img.px(195, 5) == (255, 255, 255, 255))
        // At the seam the blur mixes black and white: near mid-grey, then the tint
        // (246 at 36 %) lifts it: 0.64·127.5 + 0.36·246 ≈ 170.
        let seam = img.px(100, 30)
        #expect(isClose(seam.r, 170, 8) && seam.r == seam.g)
        // Far from the seam (about 4σ at σ = 15) the backdrop is almost pure: black + tint = 0.36·246 ≈ 89.
        let left = img.px(22, 30), right = img.px(178, 30)
        #expect(left.r > 80 && left.r < 120)
        #expect(right.r > 245)
        // A gradient across the seam, not a step.
        #expect(img.px(90, 30).r < seam.r && seam.r < img.px(110, 30).r)
    }

    @Test func thickerMaterialsHideMoreOfTheBackdrop() throws {
        let values = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map {
            try raster(halves($0), width: 200, height: 60).px(30, 30).r
        }
        #expect(values == values.sorted() && Set(values).count == 5, "\(values)")
        // ultraThick: 0.93 · 246 over near-black ≈ 229.
        #expect(isClose(values[4], 229, 6))
    }

    @Test func darkMaterialsTintTowardsNearBlack() throws {
        let light = try raster(halves(Material.regular, scheme: .light), width: 200, height: 60).px(170, 30)
        let dark = try raster(halves(Material.regular, scheme: .dark), width: 200, height: 60).px(170, 30)
        // Over white: 0.28·255 + 0.72·246 ≈ 248 in light; 0.24·255 + 0.76·28 ≈ 82 in dark.
        #expect(isClose(light.r, 248, 3))
        #expect(isClose(dark.r, 82, 6))
    }

    @Test func saturationIsRaisedBehindTheMaterial() throws {
        let v = Color(red: 0.6, green: 0.4, blue: 0.4).frame(width: 100, height: 100)
            .overlay { Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 40) }
        let p = try raster(v, width: 100, height: 100).px(50, 50)
        // Saturation 1.8 before the tint: red moves away from green more than the tint alone allows.
        let tintOnly = (0.64 * 153 + 0.36 * 246, 0.64 * 102 + 0.36 * 246)
        #expect(Double(p.r - p.g) > (tintOnly.0 - tintOnly.1) + 10)
    }

    @Test func backgroundTakesAMaterialAndClipsToTheShape() throws {
        let v = Color.black.frame(width: 100, height: 100)
            .overlay { Color.clear.frame(width: 60, height: 60).background(.thickMaterial, in: Circle()) }
        let img = try raster(v, width: 100, height: 100)
        #expect(img.px(50, 50).r > 180)
        // The circle's bounding-box corner stays black.
        #expect(img.px(22, 22) == (0, 0, 0, 255))
    }

    @Test func aShapeTakesAMaterialAsItsForegroundStyle() throws {
        let v = HStack(spacing: 0) { Color.black; Color.white }.frame(width: 200, height: 60)
            .overlay { Rectangle().frame(width: 160, height: 40).foregroundStyle(.ultraThinMaterial) }
        let img = try raster(v, width: 200, height: 60)
        // Blurred across the seam, as with fill: not the flat tint over a hard edge.
        #expect(isClose(img.px(100, 30).r, 170, 8) && img.px(90, 30).r < img.px(110, 30).r && img.px(99, 30).r > 120)
    }

    @Test func svgAndPdfEmbedTheSameBackdropPixels() throws {
        let r = ImageRenderer(content: halves(Material.regular))
        let list = r.displayList()
        #expect("\(list)".contains("backdrop blur 30 saturation 1.8 tint #F6F6F6B8"))
        let svg = String(decoding: try OutputFormat.svg.data(from: r), as: UTF8.self)
        #expect(svg.contains("<image") && svg.contains("<mask"))
        let pdf = try OutputFormat.pdf.data(from: r)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        // The same bytes twice.
        #expect(try OutputFormat.svg.data(from: r) == Data(svg.utf8))
    }
}
