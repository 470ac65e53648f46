import Foundation
import EaselCore

extension SVGDocument {
    /// Images are embedded once as base64 data (PNG from `ImageRenderer`) in `<defs>` (at their own pixel
    /// size) and placed with `<use>` scaled to the item's rect; tiles become a
    /// `<pattern>`, template images a mask under the tint.
    mutating func writeImage(_ item: ImageItem) {
        guard item.rect.width > 0, item.rect.height > 0, item.image.width > 0, item.image.height > 0,
              let imageID = imageDefinition(item.image, pixelated: item.interpolation == .none) else { return }
        let f = SVGNumber.format
        let r = item.rect
        let cell = item.tileSize ?? r.size
        let sx = cell.width / CGFloat(item.image.width), sy = cell.height / CGFloat(item.image.height)
        var placed: String
        if let tile = item.tileSize, tile.width > 0, tile.height > 0 {
            let pid = newID("p")
            defs += "<pattern id=\"\(pid)\" patternUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(tile.width))\" height=\"\(f(tile.height))\">"
                + "<use xlink:href=\"#\(imageID)\" transform=\"scale(\(f(sx)) \(f(sy)))\"/></pattern>\n"
            placed = "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" fill=\"url(#\(pid))\"/>"
        } else {
            placed = "<use xlink:href=\"#\(imageID)\" transform=\"matrix(\(f(sx)) 0 0 \(f(sy)) \(f(r.minX)) \(f(r.minY)))\"/>"
        }
        if let tint = item.tint {
            let filterID = newID("f")
            defs += "<filter id=\"\(filterID)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\""
                + " values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>\n"
            let mid = newID("m")
            defs += "<mask id=\"\(mid)\" maskUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\">"
                + "<g filter=\"url(#\(filterID))\">\(placed)</g></mask>\n"
            placed = "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\""
                + paintAttribute(tint, "fill") + " mask=\"url(#\(mid))\"/>"
        }
        body += placed + "\n"
    }

    private mutating func imageDefinition(_ image: RasterImage, pixelated: Bool) -> String? {
        let key = ObjectIdentifier(image)
        if let id = imageIDs[key] { return id }
        guard let encoded = try? images.encode(image) else { return nil }
        let id = newID("i")
        defs += "<image id=\"\(id)\" width=\"\(image.width)\" height=\"\(image.height)\" preserveAspectRatio=\"none\""
            + (pixelated ? " image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\"" : "")
            + " xlink:href=\"data:\(images.mimeType);base64,\(encoded.base64EncodedString())\"/>\n"
        imageIDs[key] = id
        embeddedImages.append(image)
        return id
    }
}
