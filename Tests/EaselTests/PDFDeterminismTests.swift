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
