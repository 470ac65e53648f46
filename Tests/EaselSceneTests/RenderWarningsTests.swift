import Foundation
import Testing
import Easel
@testable import EaselScene

/// What used to happen silently is reported: in `ImageRenderer.diagnostics` and,
/// from the command line, on standard error (the image is still written).
@Suite struct RenderWarningsTests {
    @Test func aMissingFontFamilyIsReportedOnceAndAnInstalledOneNot() throws {
        let r = ImageRenderer(content: VStack {
            Text("Hi").font(.custom("No Such Family", size: 12))
            Text("again").font(.custom("No Such Family", size: 20))
            Text("DejaVu").font(.custom("DejaVu Sans", size: 12))
        })
        _ = try r.pngData()
        #expect(r.diagnostics == ["font family 'No Such Family' is not installed; its text is drawn in the default family instead"])
    }

    @Test func contentWiderThanTheImageIsReportedWithItsSize() throws {
        // A 620-pt chart in a 420-pt frame: centred, so it starts 100 pt left of the image.
        let r = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 620, height: 40) }.frame(width: 420))
        _ = try r.pngData()
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnostics.first?.hasPrefix("content overflows the 420×40 pt image and is clipped: ") == true, "\(r.diagnostics)")
        #expect(r.diagnostics.first?.hasSuffix(" is 620×40 pt at (-100, 0)") == true, "\(r.diagnostics)")

        let fits = ImageRenderer(content: HStack { Color.red.frame(width: 400, height: 40) }.frame(width: 420))
        _ = try fits.pngData()
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics)")
    }

    @Test func theCommandLinePrintsWarningsAndStillWritesTheImage() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("chart.yaml")
        try """
            canvas: {width: 420, height: 60}
            body:
              HStack:
                - { Text: Revenue, font: {family: Brand Sans, size: 14} }
                - { Rectangle: , frame: {width: 620, height: 40} }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("chart.png")
        let r = try Easel.run(["render", scene.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        #expect(r.stderr.contains("chart.yaml: warning: font family 'Brand Sans' is not installed"), "\(r.stderr)")
        #expect(r.stderr.contains("chart.yaml: warning: content overflows the 420×60 pt image and is clipped"), "\(r.stderr)")

        let batch = try Easel.run(["batch", scene.path, "--out", dir.appendingPathComponent("b").path])
        #expect(batch.status == 0)
        #expect(batch.stderr.contains("chart.png: warning: font family 'Brand Sans' is not installed"), "\(batch.stderr)")
    }
}
