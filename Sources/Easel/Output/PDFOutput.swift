import Foundation
import EaselCore
import EaselCairo

/// PDF in points through Cairo's PDF surface, with embedded, selectable text.
struct PDFOutput: ImageEncoder {
    func encode(_ list: DisplayList, _ context: RenderContext) throws -> Data {
        try CairoVector.pdf(list, colorGlyphScale: context.pdfColorGlyphScale)
    }
}
