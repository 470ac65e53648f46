import Foundation
import EaselCore
import EaselCairo

enum ImageEntries {
    static let resizingModes: KeyValuePairs<String, Image.ResizingMode> = ["stretch": .stretch, "tile": .tile]
    static let interpolations: KeyValuePairs<String, Image.Interpolation> = ["none": .none, "low": .low, "medium": .medium, "high": .high]
    static let renderingModes: KeyValuePairs<String, Image.TemplateRenderingMode> = ["template": .template, "original": .original]

    static func register(into r: inout SceneRegistry) {
        r.add(ViewEntry(name: "Image", doc: "A PNG or JPEG file, relative to the scene's folder. Its size is its pixels ÷ scale unless resizable.",
                        params: [ParamSpec("file", .file, required: true), ParamSpec("scale", .number(min: 0.1, max: 16), "Pixels per point of the file.")],
                        positional: "file") { a in
            let c = try a.required("file")
            let scale = try a.cgFloat("scale") ?? 1
            return .image(Image(raster: try c.loadImage(), scale: scale))
        })
        func imageModifier(_ name: String, _ doc: String, _ params: [ParamSpec], positional: String? = nil,
                           _ f: @escaping @Sendable (Image, Args) throws -> Image) {
            r.add(ModifierEntry(name: name, doc: doc, params: params, positional: positional) { built, a in
                guard case .image(let i) = built else { throw a.cursor.error("\(name) applies only to an Image, right after it") }
                return .image(try f(i, a))
            })
        }
        imageModifier("resizable", "Lets the image take the size it is offered (stretch or tile).",
                      [ParamSpec("resizingMode", .choice(resizingModes))], positional: "resizingMode") { i, a in
            return i.resizable(resizingMode: try a.choice("resizingMode", resizingModes, what: "resizing mode") ?? .stretch)
        }
        imageModifier("interpolation", "none, low, medium or high quality scaling.",
                      [ParamSpec("interpolation", .choice(interpolations), required: true)], positional: "interpolation") { i, a in
            i.interpolation(try a.required("interpolation").choice(interpolations, what: "interpolation"))
        }
        imageModifier("renderingMode", "template paints the foreground style through the image's alpha.",
                      [ParamSpec("renderingMode", .choice(renderingModes), required: true)], positional: "renderingMode") { i, a in
            i.renderingMode(try a.required("renderingMode").choice(renderingModes, what: "rendering mode"))
        }
        imageModifier("antialiased", "Smooth edges when scaled.", [ParamSpec("isAntialiased", .bool)], positional: "isAntialiased") { i, a in
            i.antialiased(try a.bool("isAntialiased") ?? true)
        }
    }
}

extension Cursor {
    /// Reads an image the scene names: inside the allowed folders, under the
    /// file-size limit, and with header dimensions under the pixel limit before decoding.
    func loadImage() throws -> RasterImage {
        let path = try string()
        let url: URL, bytes: Data
        do { (url, bytes) = try context.assets.read(path) } catch let f as AssetResolver.Failure { throw error(f.description) }
        let dims: (width: Int, height: Int)
        do { dims = try ImageHeader.dimensions(of: bytes) } catch let f as ImageHeader.Failure { throw error("'\(path)': \(f.message)") }
        guard dims.width > 0, dims.height > 0 else { throw error("'\(path)' has an empty (0-pixel) size") }
        guard dims.width <= limits.maxPixelDimension * 4, dims.height <= limits.maxPixelDimension * 4,
              dims.width * dims.height <= limits.maxImagePixels else {
            throw error("'\(path)' is \(dims.width)×\(dims.height) pixels; images are limited to \(limits.maxImagePixels) pixels")
        }
        context.referencedFiles.append(url)
        do {
            return try context.budget.image(url, pixels: dims.width * dims.height, at: self) {
                try StandardImageLoader(maxPixels: limits.maxImagePixels, maxFileBytes: limits.maxAssetBytes).decode(bytes, name: path)
            }
        } catch let e as SceneError {
            throw e
        } catch {
            throw self.error("cannot decode '\(path)': \(error)")
        }
    }
}
