import Foundation
import Testing
import Easel
import EaselCairo

/// JPEG output: the PNG's picture within JPEG's loss, transparent areas white,
/// the quality setting honoured, the same bytes every time.
@Suite struct JPEGOutputTests {
    /// A red square with black text on a transparent canvas, at 2×.
    func renderer() -> ImageRenderer<some View> {
        let view = ZStack {
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
            Text("Hi").foregroundColor(.black)
        }
        .frame(width: 60, height: 50)
        let r = ImageRenderer(content: view)
        r.scale = 2
        return r
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 3].map(Int.init)
    }

    @Test func showsThePNGsPictureOverWhite() throws {
        let r = renderer()
        let jpeg = try r.jpegData()
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try JPEGDecoder.decode(jpeg)
        let png = try r.rasterImage()
        #expect(decoded.width == 120 && decoded.height == 100)
        #expect(decoded.width == png.width && decoded.height == png.height)
        // Transparent corner: white. Inside the square, away from the text: red.
        #expect(pixel(decoded, 2, 2).allSatisfy { $0 >= 250 })
        let red = pixel(decoded, 25, 25)
        #expect(red[0] >= 245 && red[1] <= 10 && red[2] <= 10, "\(red)")
        // Every pixel close to the PNG composited over white (JPEG is lossy; text edges ring a little).
        var total = 0, worst = 0
        for i in stride(from: 0, to: png.pixels.count, by: 4) {
            let a = Int(png.pixels[i + 3])
            for c in 0..<3 {
                let over = (Int(png.pixels[i + c]) * a + 255 * (255 - a) + 127) / 255
                let d = abs(over - Int(decoded.pixels[i + c]))
                total += d; worst = max(worst, d)
            }
        }
        let mean = Double(total) / Double(png.width * png.height * 3)
        #expect(mean < 2, "mean channel error \(mean)")
        #expect(worst < 96, "worst channel error \(worst)")
    }

    @Test func qualityTradesSizeAndIsDeterministic() throws {
        let r = renderer()
        let high = try r.jpegData(compressionQuality: 1)
        let low = try r.jpegData(compressionQuality: 0.2)
        #expect(low.count < high.count)
        #expect(try r.jpegData() == r.jpegData())
        r.jpegQuality = 0.2
        #expect(try OutputFormat.jpeg.data(from: r) == low)
    }

    @Test func writeAndFormatNamesReachTheEncoder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = renderer()
        for name in ["card.jpg", "card.JPEG"] {
            try r.write(to: dir.appendingPathComponent(name))
            #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == r.jpegData(), "\(name)")
        }
    }
}
