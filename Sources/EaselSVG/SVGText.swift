import Foundation
import EaselCore

extension SVGDocument {
    mutating func writeText(_ item: TextItem) {
        switch textMode {
        case .text:
            body += SVGTextElements.elements(for: item)
        case .paths:
            // Glyphs the PNG draws as bitmaps sit on its pixel grid; gradient text is filled outlines there too.
            let groups = SVGGlyphOutlines.outlines(for: item, snap: item.paint == nil ? { [self] in onPixelGrid($0) } : nil)
            for (path, color) in groups where !path.isEmpty {
                // Gradient text: the item's paint covers every glyph.
                let paint = item.paint ?? .color(color)
                if case let .angularGradient(stops, center, a0, a1) = paint {
                    writeShape(ShapeItem(path: path, paint: .angularGradient(stops: stops, center: center, startAngle: a0, endAngle: a1)))
                } else {
                    body += "<path d=\"\(SVGDocument.pathData(path))\"\(paintAttribute(paint, "fill"))/>\n"
                }
            }
            // Colour glyphs (emoji) have no outline to fill: their pixels go in as images.
            for glyph in item.paint == nil ? SVGGlyphOutlines.colorGlyphs(for: item, scale: scale) : [] {
                writeImage(ImageItem(image: glyph.image, rect: glyph.rect, interpolation: .none))
            }
        }
    }
}
