import Foundation
import Testing
import Easel

/// Reads pixel (x, y) of a straight-RGBA image.
func pixel(_ img: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * img.width + x) * 4
    return Array(img.pixels[i..<i + 4])
}

@Suite struct PixelTests {
    @Test func redSquareAtScaleTwoIsExactlyTwentyPixelsWithNoBlendedEdge() throws {
        let r = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10))
        r.scale = 2
        let img = try r.rasterImage()
        #expect(img.width == 20 && img.height == 20)
        for y in 0..<20 { for x in 0..<20 { #expect(pixel(img, x, y) == [255, 0, 0, 255]) } }
    }

    @Test func fractionalFramesSnapToThePixelGridWithoutGaps() throws {
        // Three equal children of 184/3 pt: rounded edges meet exactly, no seam pixels.
        let r = ImageRenderer(content: HStack(spacing: 0) { Color.black; Color.black; Color.black }.frame(width: 184, height: 4))
        r.scale = 3
        let img = try r.rasterImage()
        #expect(img.width == 552)
        for x in 0..<552 { #expect(pixel(img, x, 2) == [0, 0, 0, 255]) }
    }

    @Test func onePointBorderAtScaleThreeIsThreePixels() throws {
        let r = ImageRenderer(content: Color.white.frame(width: 20, height: 20).border(Color(red: 0, green: 0, blue: 1), width: 1))
        r.scale = 3
        let img = try r.rasterImage()
        #expect(img.width == 60)
        for x in 0..<3 { #expect(pixel(img, x, 30) == [0, 0, 255, 255]) }
        #expect(pixel(img, 3, 30) == [255, 255, 255, 255])
        for x in 57..<60 { #expect(pixel(img, x, 30) == [0, 0, 255, 255]) }
        #expect(pixel(img, 56, 30) == [255, 255, 255, 255])
    }

    @Test func textIsDrawnWhereLayoutSaysItIs() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 30)
            Text("Hi").font(.system(size: 20)).foregroundColor(.black).id("text")
        }
        let r = ImageRenderer(content: view)
        let frame = try #require(r.layout()["text"]).rounded
        let img = try r.rasterImage()
        var inked = CGRect.null
        for y in 0..<img.height { for x in 0..<img.width where pixel(img, x, y)[3] > 0 {
            inked = inked.union(CGRect(x: x, y: y, width: 1, height: 1))
        } }
        #expect(!inked.isNull)
        #expect(frame.insetBy(dx: -1, dy: -1).contains(inked))
        #expect(inked.minX >= 40)
    }

    @Test func imageSizeIsTheChosenSizeTimesScale() throws {
        let r = ImageRenderer(content: Color.red.frame(width: 100, height: 50))
        r.scale = 2
        let img = try r.rasterImage()
        #expect(img.width == 200 && img.height == 100)
        let png = try r.pngData()
        #expect(PNGCodec.dimensions(of: png)! == (200, 100))
    }

    @Test func canvasLimitsAreCheckedBeforeAllocating() {
        let r = ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000))
        #expect(throws: RenderError.self) { try r.pngData() }
        let huge = ImageRenderer(content: Color.red.frame(width: 10_000, height: 10_000))
        do { _ = try huge.pngData(); Issue.record("expected a limit error") }
        catch let e as RenderError { #expect(e.description.contains("more than")) }
        catch { Issue.record("unexpected \(error)") }
    }

    @Test func vectorFormatsAreProduced() throws {
        let r = ImageRenderer(content: Text("Selectable").padding().background(Color.yellow))
        let pdf = try r.pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        let pdfText = String(decoding: pdf, as: UTF8.self)
        #expect(pdfText.contains("ToUnicode"))
        let svg = String(decoding: try r.svgData(), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(String(decoding: try r.svgData(text: .text), as: UTF8.self).contains("Selectable"))
    }

    @Test func writeIsAtomicAndKeepsTheOldFileOnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.png")
        try Data("old".utf8).write(to: url)
        let bad = ImageRenderer(content: Color.red.frame(width: 100_000, height: 10))
        #expect(throws: (any Error).self) { try bad.write(to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).write(to: url)
        #expect(PNGCodec.dimensions(of: try Data(contentsOf: url))! == (4, 4))
    }
}

@Suite struct ConcurrencyTests {
    static func card(_ i: Int) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Card \(i)").font(.headline)
            Text("Rendered from many tasks at once — identical bytes.").font(.caption).foregroundStyle(.secondary)
            HStack { ForEach(0..<3) { k in Circle().fill(Color.blue.opacity(Double(k + 1) / 3)).frame(width: 12, height: 12) } }
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
    }

    @Test func sixtyFourRendersAcrossEightTasksMatchSequentialRenders() async throws {
        func render(_ i: Int) throws -> Data {
            let r = ImageRenderer(content: Self.card(i % 4)); r.scale = 2
            return try r.pngData()
        }
        let sequential = try (0..<64).map(render)
        let concurrent = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
            for t in 0..<8 {
                group.addTask { try (0..<8).map { k in let i = t * 8 + k; return (i, try render(i)) } }
            }
            var all: [(Int, Data)] = []
            for try await part in group { all += part }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        if concurrent != sequential {
            // Rare and not yet understood (see Benchmarks/README.md): keep
            // the first differing pair so the next occurrence shows what differs.
            let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../.artifacts/concurrency").standardizedFileURL
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            if let i = concurrent.indices.first(where: { concurrent[$0] != sequential[$0] }) {
                try? concurrent[i].write(to: dir.appendingPathComponent("card-\(i % 4).concurrent.png"))
                try? sequential[i].write(to: dir.appendingPathComponent("card-\(i % 4).sequential.png"))
                Issue.record("render \(i) differs; both PNGs are in \(dir.path)")
            }
        }
        #expect(concurrent == sequential)
        #expect(sequential[0] == sequential[4])
    }
}
