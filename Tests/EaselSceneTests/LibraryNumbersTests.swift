import Foundation
import Testing
import Easel

/// Numbers a Swift caller can write reach Cairo, Pango and the layout only once
/// checked: each case renders (SwiftUI's behaviour where it has one) or leaves a
/// warning in `diagnostics`, and none traps.
@Suite struct LibraryNumbersTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> (RasterImage, [String]) {
        let r = ImageRenderer(content: view)
        r.scale = scale
        let image = try r.rasterImage()
        return (image, r.diagnostics)
    }

    @Test func aNaNFontSizeFallsBackToTheBodySizeWithAWarning() throws {
        let (image, diagnostics) = try render(Text("Hi").font(.system(size: .nan)))
        let (reference, _) = try render(Text("Hi").font(.system(size: 17)))
        #expect(image.width == reference.width && image.height == reference.height)
        #expect(diagnostics.contains { $0.contains("font size nan") }, "\(diagnostics)")
    }

    @Test func aNegativeFontSizeIsAWarningNotMirroredText() throws {
        let (_, diagnostics) = try render(Text("Hi").font(.system(size: -12)))
        #expect(diagnostics.contains { $0.contains("font size -12") }, "\(diagnostics)")
    }

    @Test func anInfiniteBlurIsDroppedWithAWarning() throws {
        let (image, diagnostics) = try render(Color.red.frame(width: 10, height: 10).blur(radius: .infinity))
        #expect(image.width == 10)
        #expect(diagnostics.contains { $0.contains("blur radius inf is not") }, "\(diagnostics)")
    }

    @Test func aZeroScaleEffectDrawsNothingAndDoesNotTrap() throws {
        let (image, _) = try render(Color.red.frame(width: 10, height: 10).scaleEffect(0))
        #expect(image.width == 10)
        #expect(image.pixels[(5 * image.width + 5) * 4 + 3] == 0)
    }

    @Test func aNaNOffsetIsIgnoredWithAWarning() throws {
        let (image, diagnostics) = try render(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: 2))
        #expect(image.width == 10)
        #expect(diagnostics.contains { $0.hasPrefix("Offset: a transform value") }, "\(diagnostics)")
    }

    @Test(arguments: [0, 1e-300, -2, .nan, .infinity] as [CGFloat])
    func anUnusableRendererScaleIsAThrownError(_ scale: CGFloat) {
        #expect(throws: (any Error).self) { try render(Color.red.frame(width: 10, height: 10), scale: scale) }
    }

    @Test func tenThousandNestedAnyViewsAreCutWithAWarning() throws {
        var v = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { v = AnyView(v.padding(0)) }
        let (image, diagnostics) = try render(ZStack { Color.blue.frame(width: 10, height: 10); v })
        #expect(image.width == 10)
        #expect(diagnostics.contains { $0.contains("deeper than 512") }, "\(diagnostics)")
    }
}
