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

    @Test func aNaNLayoutPriorityIsZeroWithAWarning() throws {
        // NaN equals no priority, so a stack grouping its children by priority never finished.
        let (image, diagnostics) = try render(HStack(spacing: 0) { Color.red.layoutPriority(.nan); Color.blue }.frame(width: 10, height: 4))
        #expect(image.pixels[0] == 255 && image.pixels[(9 * 4) + 2] == 255, "red then blue, sharing the width")
        #expect(diagnostics.contains("layoutPriority nan is not a number; using 0"))
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

/// Every numeric parameter of the public API, fed NaN, ±∞, zero and negative
/// values: each render either succeeds or throws; none may trap. A trap would
/// take the whole test process down, so reaching the end is the assertion,
/// with the image size checked where the frame is fixed.
@Suite struct LibraryNumberSweepTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, -1e300, 1e300, 1e-300]

    static func views(_ v: CGFloat) -> [(String, AnyView)] {
        let base = Color.red.frame(width: 10, height: 10)
        return [
            ("padding", AnyView(base.padding(v))),
            ("frame", AnyView(Color.red.frame(width: v, height: v).frame(width: 10, height: 10))),
            ("flexible frame", AnyView(Color.red.frame(minWidth: v, idealWidth: v, maxWidth: v).frame(width: 10, height: 10))),
            ("offset", AnyView(base.offset(x: v, y: v))),
            ("opacity", AnyView(base.opacity(Double(v)))),
            ("cornerRadius", AnyView(base.cornerRadius(v))),
            ("shadow", AnyView(base.shadow(radius: v, x: v, y: v))),
            ("blur", AnyView(base.blur(radius: v))),
            ("scaleEffect", AnyView(base.scaleEffect(v))),
            ("scaleEffect x", AnyView(base.scaleEffect(x: v, y: 1))),
            ("rotationEffect", AnyView(base.rotationEffect(.degrees(Double(v))))),
            ("aspectRatio", AnyView(Color.red.aspectRatio(v, contentMode: .fit).frame(width: 10, height: 10))),
            ("layoutPriority", AnyView(HStack { base.layoutPriority(Double(v)); base }.frame(width: 10, height: 10))),
            ("border", AnyView(base.border(Color.blue, width: v))),
            ("stack spacing", AnyView(VStack(spacing: v) { base; base }.frame(width: 10, height: 10))),
            ("font size", AnyView(Text("Hi").font(.system(size: v)).frame(width: 10, height: 10))),
            ("custom font size", AnyView(Text("Hi").font(.custom("Inter", size: v)).frame(width: 10, height: 10))),
            ("kerning", AnyView(Text("Hi").kerning(v).frame(width: 10, height: 10))),
            ("tracking", AnyView(Text("Hi").tracking(v).frame(width: 10, height: 10))),
            ("baselineOffset", AnyView(Text("Hi").baselineOffset(v).frame(width: 10, height: 10))),
            ("rounded rectangle", AnyView(RoundedRectangle(cornerRadius: v).fill(Color.red).frame(width: 10, height: 10))),
            ("stroke", AnyView(Circle().stroke(Color.red, lineWidth: v).frame(width: 10, height: 10))),
            ("dash", AnyView(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 1, dash: [v, v])).frame(width: 10, height: 10))),
            ("trim", AnyView(Circle().trim(from: v, to: 1).stroke(Color.red).frame(width: 10, height: 10))),
            ("path", AnyView(Path { p in p.move(to: CGPoint(x: v, y: 0)); p.addLine(to: CGPoint(x: 5, y: v)) }.stroke(Color.red).frame(width: 10, height: 10))),
            ("arc", AnyView(Path { p in p.addArc(center: CGPoint(x: 5, y: 5), radius: v, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
                .fill(Color.red).frame(width: 10, height: 10))),
        ]
    }

    @Test(arguments: hostile)
    func nothingTraps(_ v: CGFloat) throws {
        for (name, view) in LibraryNumberSweepTests.views(v) {
            let start = Date()
            defer { #expect(Date().timeIntervalSince(start) < 10, "\(name)(\(v)) took \(Date().timeIntervalSince(start)) s") }
            let r = ImageRenderer(content: view)
            for format in ["png", "svg", "pdf"] {
                do {
                    switch format {
                    case "png": let image = try r.rasterImage(); #expect(image.width > 0, "\(name) \(v)")
                    case "svg": _ = try r.svgData()
                    default: _ = try r.pdfData()
                    }
                } catch {
                    // A thrown error is an allowed answer, as long as it explains itself.
                    #expect(!"\(error)".isEmpty, "\(name)(\(v)) \(format)")
                }
            }
        }
    }
}
