import Foundation
import Testing
import Easel

/// The bundled stand-in switches optical size where SF Pro does: Inter below 20 pt,
/// Inter Display from 20 pt (`SystemFontFaces.displayFromSize`), in every weight and
/// italic; text with a family of its own, and the serif design, never switch.
@Suite struct StandInOpticalSizeTests {
    /// The face file each text view of `content` is drawn with, in order.
    func faceFiles(_ content: some View) -> [String] {
        let r = ImageRenderer(content: content)
        var out: [String] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let t): out += t.runs.prefix(1).map { URL(fileURLWithPath: $0.face.filePath).lastPathComponent }
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(r.displayList().items)
        return out
    }

    @Test func interDisplayFromTwentyPoints() throws {
        // SF Pro's switch is only honoured when SF Pro is not installed; this machine has none.
        try #require(SystemFont.sfProFamilies.isEmpty)
        let files = faceFiles(VStack {
            Text("Title").font(.system(size: 19.9))
            Text("Title").font(.system(size: 20))
            Text("Title").font(.title3)
            Text("Title").font(.body)
            Text("Title").font(.largeTitle.bold())
            Text("Title").font(.title.weight(.semibold).italic())
            Text("Title").font(.system(size: 48, weight: .thin))
            Text("Title").font(.custom("Inter", size: 28))
            Text("Title").font(.system(size: 28, design: .serif))
        })
        #expect(files == [
            "Inter-Regular.otf", "InterDisplay-Regular.otf", "InterDisplay-Regular.otf", "Inter-Regular.otf",
            "InterDisplay-Bold.otf", "InterDisplay-SemiBoldItalic.otf", "InterDisplay-ExtraLight.otf",
            "Inter-Regular.otf", "NotoSerif-Regular.ttf",
        ])
    }
}
