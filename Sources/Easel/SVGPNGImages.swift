import Foundation
import EaselCore
import EaselSVG
import EaselCairo

extension SVGImageEncoder {
    /// PNG through libpng at its smallest setting: what Easel's SVGs embed.
    public static let png = SVGImageEncoder(mimeType: "image/png") { try PNGCodec.encode($0, compression: .small) }
}

extension SVGWriter {
    /// An SVG whose images are embedded as PNG.
    public static func svg(for list: DisplayList, scale: CGFloat, text: SVGTextMode) -> Data {
        svg(for: list, scale: scale, text: text, images: .png)
    }
}
