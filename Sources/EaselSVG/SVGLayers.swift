import Foundation
import EaselCore

extension SVGDocument {
    /// An effect is a `<g>` around its content carrying one attribute (transform,
    /// clip-path, mask, filter, opacity or blend mode); an effect that changes
    /// nothing writes the content alone.
    mutating func writeEffect(_ effect: DisplayEffect, _ items: [DisplayItem]) {
        let f = SVGNumber.format
        var attribute: String?
        if !effect.isIdentity {
            switch effect {
            case .transform(let t):
                attribute = "transform=\"matrix(\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty)))\""
            case let .clip(path, eoFill):
                let id = newID("c")
                defs += "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(SVGDocument.pathData(path))\""
                    + (eoFill ? " clip-rule=\"evenodd\"" : "") + "/></clipPath>\n"
                attribute = "clip-path=\"url(#\(id))\""
            case .mask(let mask):
                // SwiftUI masks by alpha; SVG 1.1 masks by luminance, so the mask's
                // content is first turned white with its alpha kept.
                let filterID = newID("f")
                defs += "<filter id=\"\(filterID)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\""
                    + " values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>\n"
                let content = render(mask)
                let id = newID("m")
                defs += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-1e5\" y=\"-1e5\" width=\"2e5\" height=\"2e5\">"
                    + "<g filter=\"url(#\(filterID))\">\(content)</g></mask>\n"
                attribute = "mask=\"url(#\(id))\""
            case let .shadow(shadow, bounds):
                attribute = "filter=\"url(#\(defineFilter(blur: 0, shadow: shadow, bounds: bounds)))\""
            case let .blur(radius, bounds):
                attribute = "filter=\"url(#\(defineFilter(blur: radius, shadow: nil, bounds: bounds)))\""
            case let .colorMatrix(m, bounds):
                attribute = "filter=\"url(#\(defineColorMatrix(m, bounds: bounds)))\""
            case .opacity(let o):
                attribute = "opacity=\"\(f(max(0, o)))\""
            case .blendMode(let b):
                attribute = SVGDocument.cssBlendMode(b).map { "style=\"mix-blend-mode:\($0)\"" }
            case .compositingGroup, .backdrop:
                attribute = nil
            }
        }
        if case let .backdrop(b, _) = effect {
            // Only a raster can blur what is behind; Easel's SVG output embeds that
            // raster beforehand (an image under a mask), so this is the fallback.
            body += render(b.tinted(items))
            return
        }
        let saved = ctm
        if case .transform(let t) = effect, !effect.isIdentity { ctm = t.concatenating(ctm) }
        let content = render(items)
        ctm = saved
        guard let attribute else { body += content; return }
        body += "<g \(attribute)>\n" + content + "</g>\n"
    }

    /// Blur and drop shadow as SVG filters. The standard deviation is half the
    /// radius, as in the raster path. The filter region is the bounds grown by
    /// three deviations and the offset, so viewers do not allocate needlessly
    /// large buffers.
    mutating func defineFilter(blur: CGFloat, shadow: ShadowEffect?, bounds: CGRect) -> String {
        let f = SVGNumber.format
        let id = newID("f")
        let blurSigma = blur / 2
        let shadowSigma = (shadow?.radius ?? 0) / 2
        var region = ""
        if !bounds.isNull, !bounds.isInfinite {
            let off = shadow?.offset ?? .zero
            let grow = 3 * max(blurSigma, shadowSigma) + max(abs(off.width), abs(off.height)) + 1
            let r = bounds.insetBy(dx: -grow, dy: -grow)
            region = " filterUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\""
        } else {
            region = " x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\""
        }
        var prims = ""
        var source = "SourceGraphic"
        if blurSigma > 0 {
            prims += "<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"\(f(blurSigma))\" result=\"blurred\"/>"
            source = "blurred"
        }
        if let s = shadow {
            let alphaIn = blurSigma > 0 ? "blurred" : "SourceAlpha"
            prims += "<feGaussianBlur in=\"\(alphaIn)\" stdDeviation=\"\(f(shadowSigma))\" result=\"sb\"/>"
            prims += "<feOffset in=\"sb\" dx=\"\(f(s.offset.width))\" dy=\"\(f(s.offset.height))\" result=\"so\"/>"
            prims += "<feFlood flood-color=\"\(SVGDocument.hex(s.color))\" flood-opacity=\"\(f(s.color.alpha))\"/>"
            prims += "<feComposite in2=\"so\" operator=\"in\" result=\"shadow\"/>"
            prims += "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"\(source)\"/></feMerge>"
        }
        defs += "<filter id=\"\(id)\"\(region) color-interpolation-filters=\"sRGB\">\(prims)</filter>\n"
        return id
    }

    /// A colour effect as `feColorMatrix`, worked in sRGB as the raster path
    /// does (SVG's default, linearRGB, would give different pixels). Children
    /// may draw outside their frame, so the region is the frame grown by its
    /// own size on each side.
    mutating func defineColorMatrix(_ m: ColorMatrix, bounds: CGRect) -> String {
        let f = SVGNumber.format
        let id = newID("f")
        var region = " x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\""
        if !bounds.isNull, !bounds.isInfinite {
            let r = bounds.insetBy(dx: -max(bounds.width, 1), dy: -max(bounds.height, 1))
            region = " filterUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\""
        }
        // Five places: Rec. 709's weights have four.
        let values = m.values.map { v -> String in
            var s = String(format: "%.5f", v.isFinite ? v : 0)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s == "-0" ? "0" : s
        }.joined(separator: " ")
        defs += "<filter id=\"\(id)\"\(region) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>\n"
        return id
    }

    /// CSS blend modes; the Porter-Duff ones have no CSS spelling and draw normally.
    static func cssBlendMode(_ b: BlendMode) -> String? {
        switch b {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: return nil
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusDarker: return "plus-darker"
        case .plusLighter: return "plus-lighter"
        }
    }
}
