import Foundation
import EaselCore
import EaselCairo

/// PNG straight from Cairo's pixels, at `RenderContext.pngCompression`.
struct PNGOutput: ImageEncoder {
    func encode(_ list: DisplayList, _ context: RenderContext) throws -> Data {
        try CairoRasterizer.png(list, limits: context.limits, compression: context.pngCompression)
    }
}
