import Foundation
import Testing
import Easel

@MainActor @Suite struct BaselineAndDrawingTests {
    func frames<V: View>(_ v: V, width: CGFloat? = nil) -> [AnyHashable: LayoutFrame] {
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        return r.layout()
    }
    func baseline(_ s: String, _ size: CGFloat, last: Bool = false) -> CGFloat {
        let l = PangoTextEngine.shared.layout(TextRequest(runs: [TextRun(string: s, font: ResolvedFont(size: size), color: .black)]))
        return last ? l.lastBaseline : l.firstBaseline
    }

    @Test func firstTextBaselinesAlignInAnHStack() {
        let f = frames(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40)).id("big")
            Text("small").font(.system(size: 12)).id("small")
            Text("medium").font(.system(size: 20)).id("medium")
        })
        let b = f["big"]!.frame.minY + baseline("Big", 40)
        #expect(abs(f["small"]!.frame.minY + baseline("small", 12) - b) < 0.01)
        #expect(abs(f["medium"]!.frame.minY + baseline("medium", 20) - b) < 0.01)
        #expect(f["small"]!.frame.minY > f["big"]!.frame.minY)
    }

    @Test func lastTextBaselinesAlignAcrossNestedStacks() {
        let f = frames(HStack(alignment: .lastTextBaseline) {
            VStack(alignment: .leading) {
                Text("Title").font(.system(size: 34))
                Text("two\nlines").font(.system(size: 14)).id("left")
            }
            VStack {
                Text("x").font(.system(size: 11))
                HStack(alignment: .lastTextBaseline) {
                    Text("deep").font(.system(size: 26)).id("deep")
                }
            }
        })
        let left = f["left"]!.frame.minY + baseline("two\nlines", 14, last: true)
        let deep = f["deep"]!.frame.minY + baseline("deep", 26, last: true)
        #expect(abs(left - deep) < 0.01)
        #expect(abs(f["left"]!.rounded.minY + baseline("two\nlines", 14, last: true)
                    - (f["deep"]!.rounded.minY + baseline("deep", 26, last: true))) <= 1)
    }

    @Test func stackedTextsAreSpacedByTheLowerFontsLeading() {
        let f = frames(VStack(alignment: .leading) {
            Text("Upper").font(.system(size: 20)).id("a")
            Text("Lower").font(.system(size: 14)).id("b")
        })
        let lowerLeading = PangoTextEngine.shared.layout(TextRequest(runs: [TextRun(string: "Lower", font: ResolvedFont(size: 14), color: .black)])).firstLineMetrics.leading
        // Inter has no line gap, so stacked texts touch rather than taking the default 8.
        #expect(abs(f["b"]!.frame.minY - f["a"]!.frame.maxY - lowerLeading.rounded(.up)) < 0.001)
    }

    @Test func drawnInkStaysInsideTheMeasuredFrame() throws {
        let r = ImageRenderer(content: Text("Hlgjy Measured").font(.system(size: 30)).padding(10).background { Rectangle().fill(Color.white) })
        r.scale = 2
        let img = try r.rasterImage()
        // The view's text carries SF Pro's tracking (on by default); so does the reference.
        var measured = TextRequest(runs: [TextRun(string: "Hlgjy Measured", font: ResolvedFont(size: 30), color: .black)])
        measured.systemTracking = true
        let size = PangoTextEngine.shared.layout(measured).size
        var minX = Int.max, maxX = 0, minY = Int.max, maxY = 0
        for y in 0..<img.height { for x in 0..<img.width where img.pixels[(y * img.width + x) * 4] < 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        #expect(minX >= 20 && minY >= 20)
        #expect(CGFloat(maxX) <= (10 + size.width) * 2 && CGFloat(maxY) <= (10 + size.height) * 2)
        // The ink spans nearly the whole measured width: measuring and drawing agree.
        #expect(CGFloat(maxX - minX) > (size.width - 8) * 2)
    }

    @Test func emojiDrawInColour() throws {
        let img = try ImageRenderer(content: Text("😀").font(.system(size: 40))).rasterImage()
        var coloured = 0
        for i in stride(from: 0, to: img.pixels.count, by: 4) where img.pixels[i + 3] > 200 {
            let r = Int(img.pixels[i]), g = Int(img.pixels[i + 1]), b = Int(img.pixels[i + 2])
            if r > 180 && g > 120 && b < 100 { coloured += 1 }     // the face's yellow
        }
        #expect(coloured > 100)
    }

    @Test func rightToLeftTextIsRightAligned() throws {
        let r = ImageRenderer(content: Text("Leading text\nshort").id("t").padding(20))
        r.environment.layoutDirection = .rightToLeft
        let img = try r.rasterImage()
        let frame = r.layout()["t"]!.rounded
        // The short second line hugs the right edge of the text: ink near its right, none at its left.
        var measured = TextRequest(runs: [TextRun(string: "Leading text\nshort", font: ResolvedFont(size: 17), color: .black)])
        measured.systemTracking = true
        let textWidth = PangoTextEngine.shared.layout(measured).size.width
        let secondLineY = Int(frame.minY + 30)
        #expect(abs(frame.width - textWidth.rounded()) <= 1)
        var inkXs: [Int] = []
        for x in 0..<img.width where img.pixels[(secondLineY * img.width + x) * 4 + 3] > 100 { inkXs.append(x) }
        #expect(!inkXs.isEmpty)
        #expect(CGFloat(inkXs.max()!) > frame.maxX - 5)
        #expect(CGFloat(inkXs.min()!) > frame.minX + 20)
    }
}
