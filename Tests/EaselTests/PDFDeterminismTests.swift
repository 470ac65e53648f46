import Foundation
import Testing
import Easel

@Suite struct PDFDeterminismTests {
    @Test func theSameViewGivesTheSameBytesWithAFixedCreationDate() throws {
        let view = VStack { Text("Same bytes"); Circle().fill(.orange).frame(width: 20, height: 20) }.padding()
        let first = try ImageRenderer(content: view).pdfData()
        Thread.sleep(forTimeInterval: 1.1)   // past a second, so a clock-stamped date would differ
        let second = try ImageRenderer(content: view).pdfData()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        // Cairo 1.16 writes the date it is given without the "D:" prefix; viewers accept it.
        #expect(text.contains("/CreationDate (") && text.contains("19700101000000"))
    }
}

@Suite struct PDFPageSizeTests {
    /// 319.75 × 66.4 pt at scale 2 is a 640 × 133 px PNG (each edge rounded like every
    /// rect), so the PDF page is 320 × 66.5 pt, not the fractional layout size.
    @Test func thePageIsThePNGsPixelSizeOverTheScale() throws {
        let r = ImageRenderer(content: Color.blue.frame(width: 319.75, height: 66.4))
        r.scale = 2
        let png = try r.rasterImage()
        #expect(png.width == 640 && png.height == 133)
        let pdf = String(decoding: try r.pdfData(), as: UTF8.self)
        #expect(pdf.contains("/MediaBox [ 0 0 320 66.5 ]"))
    }
}
