import Foundation
import Testing
import Easel
import EaselSVG

/// SwiftUI's colour effects through the raster path: one pixel per case,
/// with the values the matrices give (Rec. 709 luminance weights).
@Suite struct ColorEffectTests {
    func pixel<V: View>(_ v: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
        try raster(v, width: 4, height: 4).px(2, 2)
    }

    @Test func grayscaleOfRedIsItsRec709Luminance() throws {
        let p = try pixel(Color(red: 1, green: 0, blue: 0).grayscale(1))
        // 0.2126 × 255 = 54.2
        #expect(p.r == 54 && p.g == 54 && p.b == 54 && p.a == 255)
        let half = try pixel(Color(red: 1, green: 0, blue: 0).grayscale(0.5))
        // s = 0.5: R = 0.2126 + 0.7874·0.5 = 0.6063, G = B = 0.2126·0.5 = 0.1063
        #expect(half.r == 155 && half.g == 27 && half.b == 27)
    }

    @Test func colorInvertTurnsWhiteBlackAndKeepsAlpha() throws {
        #expect(try pixel(Color.white.colorInvert()) == (0, 0, 0, 255))
        let p = try pixel(Color(red: 0.2, green: 0.4, blue: 1).colorInvert())
        #expect(p.r == 204 && p.g == 153 && p.b == 0)
    }

    @Test func brightnessAddsToEachChannel() throws {
        let p = try pixel(Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.5))
        // 0.7, 0.9, 1.1 → clamped to 1
        #expect(p.r == 179 && p.g == 230 && p.b == 255 && p.a == 255)
        #expect(try pixel(Color.white.brightness(-1)) == (0, 0, 0, 255))
    }

    @Test func contrastScalesAboutMidGrey() throws {
        let p = try pixel(Color(red: 0.25, green: 0.5, blue: 0.75).contrast(2))
        // 0.5 is stored as 128/255 first, so 2·0.502 − 0.5 lands a level above 128.
        #expect(p.r == 0 && isClose(p.g, 128, 1) && p.b == 255)
        #expect(try pixel(Color.red.contrast(0)) == (128, 128, 128, 255))
    }

    @Test func saturationZeroIsGreyAndAboveOneIsMoreVivid() throws {
        let grey = try pixel(Color(red: 0, green: 1, blue: 0).saturation(0))
        // 0.7152 × 255 = 182.4
        #expect(grey.r == 182 && grey.g == 182 && grey.b == 182)
        let vivid = try pixel(Color(red: 0.6, green: 0.4, blue: 0.4).saturation(2))
        #expect(vivid.r > 153 && vivid.g < 102 && vivid.b < 102)
    }

    @Test func hueRotationKeepsGreyAndTurnsRedTowardsGreen() throws {
        #expect(try pixel(Color(white: 0.5).hueRotation(.degrees(90))) == (128, 128, 128, 255))
        let p = try pixel(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180)))
        // CSS hue-rotate(180deg) of red: (0.2126 − 0.7874, 0.2126 + 0.2126, 0.2126 + 0.2126) clamped
        #expect(p.r == 0 && p.g == 108 && p.b == 108)
        #expect(try pixel(Color.blue.hueRotation(.degrees(360))) == pixel(Color.blue))
    }

    @Test func colorMultiplyMultipliesChannelsAndAlpha() throws {
        let p = try pixel(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
        #expect(p.r == 255 && p.g == 128 && p.b == 0 && p.a == 255)
        let q = try pixel(Color(white: 0.5).colorMultiply(Color(red: 1, green: 1, blue: 1, opacity: 0.5)))
        // Straight grey 0.5 at alpha 0.5, read back un-premultiplied.
        #expect(q.a == 128 && isClose(q.r, 128, 1))
    }

    @Test func luminanceToAlphaIsBlackAtTheLuminance() throws {
        #expect(try pixel(Color.white.luminanceToAlpha()) == (0, 0, 0, 255))
        let p = try pixel(Color(red: 0, green: 0, blue: 1).luminanceToAlpha())
        // 0.0722 × 255 = 18.4
        #expect(p.a == 18)
        #expect(try pixel(Color.black.luminanceToAlpha()).a == 0)
    }

    @Test func effectsApplyToTranslucentPixelsWithoutDarkening() throws {
        // A half-transparent red: un-premultiplied before the matrix, so grey is 54 not 27.
        let p = try pixel(Color(red: 1, green: 0, blue: 0, opacity: 0.5).grayscale(1))
        #expect(p.a == 128 && isClose(p.r, 54, 1) && p.r == p.g && p.g == p.b)
    }

    @Test func transparentAreasStayTransparentAndEffectsCoverChildrenOutsideTheFrame() throws {
        let v = Color.white.frame(width: 10, height: 10).offset(x: 20).brightness(-1).frame(width: 40, height: 10, alignment: .leading)
        let img = try raster(v, width: 40, height: 10)
        #expect(img.px(5, 5).a == 0)
        #expect(img.px(25, 5) == (0, 0, 0, 255))
    }

    @Test func identityAmountsAddNoEffect() throws {
        let list = ImageRenderer(content: Color.red.frame(width: 4, height: 4).brightness(0).contrast(1).saturation(1)
            .grayscale(0).hueRotation(.zero)).displayList()
        #expect(!"\(list)".contains("colorMatrix"))
        let one = ImageRenderer(content: Color.red.frame(width: 4, height: 4).grayscale(1)).displayList()
        #expect("\(one)".contains("colorMatrix [0.213 0.715 0.072 0"))
    }

    @Test func svgWritesAnSRGBColorMatrixFilter() throws {
        let list = ImageRenderer(content: Color.red.frame(width: 4, height: 4).grayscale(1)).displayList()
        let svg = String(decoding: SVGWriter.svg(for: list, scale: 1, text: .paths), as: UTF8.self)
        #expect(svg.contains("color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0\""))
    }

    @Test func nonFiniteAmountsDrawWithoutTheEffectAndSayWhy() throws {
        let r = ImageRenderer(content: Color.red.frame(width: 4, height: 4).brightness(.nan))
        let list = r.displayList()
        #expect(!"\(list)".contains("colorMatrix"))
        _ = try r.rasterImage()
        #expect(r.diagnostics.contains { $0.contains("Brightness") })
    }
}
