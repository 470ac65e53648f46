import Foundation
import EaselCore
import EaselSVG
import EaselCairo

/// Easel's own SVG writer, its width and height the PNG's pixel size; images
/// and angular sweeps are embedded as the PNG's pixels.
struct SVGOutput: ImageEncoder {
    func encode(_ drawn: DisplayList, _ context: RenderContext) throws -> Data {
        _ = try drawn.canvas.pixels(within: context.limits)
        // Materials blur what is behind them: SVG embeds the PNG's pixels for them.
        var list = try CairoBackdrops.resolved(drawn, limits: context.limits)
        if let bg = list.canvas.background {
            list.items.insert(.shape(ShapeItem(path: Path(CGRect(origin: .zero, size: list.size)), paint: .color(bg))), at: 0)
        }
        return SVGWriter.svg(for: list, scale: list.scale, text: context.svgText, images: .png, sweeps: .cairo)
    }
}
