import Foundation
import Testing
import Easel

/// The display list carries its canvas, and every output checks it the same way.
@Suite struct SurfaceTests {
    @Test func pixelSizeRoundsTheFarEdgeNearestTiesUpAndKeepsAtLeastOnePixel() {
        // 10.25 pt at 2× is 20.5 px: ties round up, like the far edge of every rect.
        #expect(DisplayList.Surface(size: CGSize(width: 10.25, height: 10.2), scale: 2).pixelSize == CGSize(width: 21, height: 20))
        // A sliver still gets a pixel; an empty side gets none.
        #expect(DisplayList.Surface(size: CGSize(width: 0.2, height: 0), scale: 1).pixelSize == CGSize(width: 1, height: 0))
    }

    @Test func oneCheckRefusesEmptyInfiniteAndOversizedCanvases() throws {
        let limits = RenderLimits()
        #expect(try DisplayList.Surface(size: CGSize(width: 100, height: 50), scale: 3).pixels(within: limits) == (300, 150))
        #expect(throws: RenderError.emptyCanvas(width: 0, height: 10)) {
            try DisplayList.Surface(size: CGSize(width: 0, height: 10)).pixels(within: limits)
        }
        #expect(throws: RenderError.canvasTooLarge(width: 16_385, height: 1, reason: "a side exceeds 16384 pixels")) {
            try DisplayList.Surface(size: CGSize(width: 16_385, height: 1)).pixels(within: limits)
        }
        #expect(throws: RenderError.canvasTooLarge(width: 8_001, height: 8_000, reason: "more than 64000000 pixels in total")) {
            try DisplayList.Surface(size: CGSize(width: 8_001, height: 8_000)).pixels(within: limits)
        }
        #expect(throws: RenderError.canvasTooLarge(width: Int.max, height: Int.max, reason: "the size is not finite")) {
            try DisplayList.Surface(size: CGSize(width: CGFloat.infinity, height: 1)).pixels(within: limits)
        }
    }

    @Test func theRenderersListCarriesItsScaleAndBackground() throws {
        let r = ImageRenderer(content: Color.clear.frame(width: 10.25, height: 4))
        r.scale = 2
        r.isOpaque = true
        let list = r.displayList()
        #expect(list.canvas == DisplayList.Surface(size: CGSize(width: 10.25, height: 4), scale: 2, background: .white))
        let image = try r.rasterImage()
        #expect((image.width, image.height) == (21, 8))
        // The background fills the last, half-covered column too.
        #expect(pixel(image, 20, 7) == [255, 255, 255, 255])
    }
}

@Suite struct OutputFormatTests {
    @Test func eachFormatNamesItsExtensionAndMIMEType() {
        #expect(OutputFormat.allCases.map(\.fileExtension) == ["png", "svg", "pdf", "jpg"])
        #expect(OutputFormat.allCases.map(\.mimeType) == ["image/png", "image/svg+xml", "application/pdf", "image/jpeg"])
        #expect(OutputFormat(path: "out/Card.SVG") == .svg)
        #expect(OutputFormat(path: "photo.JPEG") == .jpeg && OutputFormat(path: "photo.jpg") == .jpeg)
        #expect(OutputFormat(rawValue: "jpeg") == .jpeg && OutputFormat(rawValue: "jpg") == .jpeg)
        #expect(OutputFormat(path: "card.gif") == nil)
        #expect(OutputFormat.extensionList == ".png, .svg, .pdf or .jpg")
        #expect(OutputFormat.nameList == "png, svg, pdf or jpeg")
    }

    @Test func writeEncodesByExtensionLikeTheFormatsOwnEncoder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = ImageRenderer(content: Color(red: 0, green: 0.5, blue: 1).frame(width: 6, height: 3))
        for format in OutputFormat.allCases where format != .pdf {
            let url = dir.appendingPathComponent("swatch.\(format.fileExtension)")
            try r.write(to: url)
            #expect(try Data(contentsOf: url) == format.data(from: r), "\(format)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("swatch.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(throws: RenderError.io("unknown image format “.gif” for \(dir.path)/swatch.gif: use .png, .svg, .pdf or .jpg")) {
            try r.write(to: dir.appendingPathComponent("swatch.gif"))
        }
    }
}
