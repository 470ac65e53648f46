import Foundation
import EaselCore
import EaselCairo

/// JPEG straight from Cairo's pixels, at `RenderContext.jpegQuality`; what the
/// canvas leaves transparent comes out white (JPEG has no alpha).
struct JPEGOutput: ImageEncoder {
    func encode(_ list: DisplayList, _ context: RenderContext) throws -> Data {
        try CairoRasterizer.jpeg(list, limits: context.limits, quality: context.jpegQuality)
    }
}
