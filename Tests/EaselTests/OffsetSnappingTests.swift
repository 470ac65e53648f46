import Foundation
import Testing
import Easel

@Suite struct OffsetSnappingTests {
    /// A 5.2-pt square offset by 2.4 pt at scale 3: the frame rounds to whole
    /// pixels and so does the moved origin, so every edge pixel is fully in or out.
    @Test func anOffsetViewKeepsCrispEdges() throws {
        let view = Color.black.frame(width: 5.2, height: 5.2).offset(x: 2.4, y: 2.4)
            .frame(width: 12, height: 12, alignment: .topLeading)
        let r = ImageRenderer(content: view)
        r.scale = 3
        r.isOpaque = true
        let image = try r.rasterImage()
        var partial = 0, black = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let v = image.pixels[i]
            if v == 0 { black += 1 } else if v != 255 { partial += 1 }
        }
        #expect(partial == 0)
        // 5.2 pt × 3 = 15.6 → 16 px square; offset 2.4 × 3 = 7.2 → 7 px.
        #expect(black == 16 * 16)
        #expect(image.pixels[(7 * image.width + 7) * 4] == 0)
        #expect(image.pixels[(6 * image.width + 7) * 4] == 255)
    }
}
