import Foundation
import EaselCore
import EaselSVG
import EaselCairo

extension SVGImageEncoder {
    /// PNG at `.small` (libdeflate, the same bytes on every machine, unlike igzip's `.fast`): what Easel's SVGs embed.
    public static let png = SVGImageEncoder(mimeType: "image/png") { try PNGCodec.encode($0, compression: .small) }
}

extension SVGSweepRasterizer {
    /// The sweep drawn by the PNG's own rasteriser (cairo's mesh fan), so the
    /// SVG's angular gradients have the PNG's very pixels.
    public static let cairo = SVGSweepRasterizer { paint, rect, scale in
        guard case let .angularGradient(stops, c, a0, a1) = paint else { return nil }
        let moved = Paint.angularGradient(stops: stops, center: CGPoint(x: c.x - rect.minX, y: c.y - rect.minY), startAngle: a0, endAngle: a1)
        let list = DisplayList(size: rect.size, scale: scale, items: [.shape(ShapeItem(path: Path(CGRect(origin: .zero, size: rect.size)), paint: moved))])
        return try? CairoRasterizer.rasterize(list)
    }
}

extension SVGWriter {
    /// An SVG whose images are embedded as PNG.
    public static func svg(for list: DisplayList, scale: CGFloat, text: SVGTextMode) -> Data {
        svg(for: list, scale: scale, text: text, images: .png, sweeps: .cairo)
    }
}
