import Foundation
import EaselCore
import CCairo
import CEaselPNG

/// Raster images as cairo surfaces (premultiplied BGRA in native order).
enum CairoImages {
    static func surface(for image: RasterImage) -> OpaquePointer? {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = cairo_image_surface_get_data(s)!
        image.pixels.withUnsafeBufferPointer { src in
            easel_premultiply_rgba(src.baseAddress, Int32(image.width), Int32(image.height), dst, Int32(stride))
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    static func draw(_ item: ImageItem, in cr: OpaquePointer) {
        guard item.rect.width > 0, item.rect.height > 0, let s = surface(for: item.image) else { return }
        defer { cairo_surface_destroy(s) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, item.rect.minX, item.rect.minY, item.rect.width, item.rect.height)
        cairo_clip(cr)
        cairo_translate(cr, item.rect.minX, item.rect.minY)
        // A tiled image repeats at its natural size from the rect's origin.
        let cell = item.tileSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? item.rect.size
        cairo_scale(cr, cell.width / CGFloat(item.image.width), cell.height / CGFloat(item.image.height))
        cairo_set_source_surface(cr, s, 0, 0)
        let filter: cairo_filter_t
        switch item.interpolation {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_BILINEAR
        case .medium: filter = CAIRO_FILTER_GOOD
        case .high: filter = CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(cairo_get_source(cr), filter)
        cairo_pattern_set_extend(cairo_get_source(cr), item.tileSize == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
        cairo_set_antialias(cr, item.antialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
        if let tint = item.tint {
            // Template rendering: the tint painted through the image's alpha.
            let mask = cairo_get_source(cr)!
            cairo_pattern_reference(mask)
            defer { cairo_pattern_destroy(mask) }
            cairo_identity_matrix(cr)
            CairoPaint.setSource(tint, cr)
            cairo_mask(cr, mask)
        } else {
            cairo_paint(cr)
        }
    }
}
