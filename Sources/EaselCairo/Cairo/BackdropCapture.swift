import Foundation
import EaselCore
import CCairo

/// Materials for writers that cannot read back their canvas (SVG, PDF): the
/// list is rasterised once, each backdrop's processed pixels are kept, and the
/// backdrop becomes that image under a mask of its shape, so the vector
/// output shows the very pixels the PNG does. In a rotated or skewed context
/// the image is the backdrop's axis-aligned device box laid over its bounds.
package enum CairoBackdrops {
    /// The list with every backdrop replaced by its image; the list itself when it has none.
    package static func resolved(_ list: DisplayList, limits: RenderLimits = RenderLimits()) throws -> DisplayList {
        guard contains(list.items) else { return list }
        let capture = BackdropCapture()
        _ = try CairoRasterizer.rasterize(list, limits: limits, CairoDrawOptions(backdrops: capture))
        var out = list
        out.items = capture.rewrite(list.items)
        return out
    }

    static func contains(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case let .effect(e, inner) = item else { return false }
            if case .backdrop = e { return true }
            if case .mask(let m) = e, contains(m) { return true }
            return contains(inner)
        }
    }
}

final class BackdropCapture: @unchecked Sendable {
    struct Key: Hashable { let backdrop: Backdrop; let bounds: [CGFloat] }
    /// The last drawing of each backdrop wins: a shadow draws its content twice,
    /// first only for the alpha.
    private var images: [Key: RasterImage] = [:]

    static func key(_ b: Backdrop, _ bounds: CGRect) -> Key {
        Key(backdrop: b, bounds: [bounds.minX, bounds.minY, bounds.width, bounds.height])
    }

    func record(_ off: Offscreen, backdrop: Backdrop, bounds: CGRect) {
        images[Self.key(backdrop, bounds)] = CairoRasterizer.unpremultiply(off.surface, width: off.width, height: off.height)
    }

    func rewrite(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            guard case let .effect(e, inner) = item else { return item }
            switch e {
            case let .backdrop(b, bounds):
                guard let image = images[Self.key(b, bounds)] else { return .effect(e, inner) }
                return .effect(.mask(inner), [.image(ImageItem(image: image, rect: bounds))])
            case .mask(let m):
                return .effect(.mask(rewrite(m)), rewrite(inner))
            default:
                return .effect(e, rewrite(inner))
            }
        }
    }
}
