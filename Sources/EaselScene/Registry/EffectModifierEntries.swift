import Foundation
import EaselCore

enum EffectModifierEntries {
    static let blendModes: KeyValuePairs<String, BlendMode> = [
        "normal": .normal, "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
        "lighten": .lighten, "colorDodge": .colorDodge, "colorBurn": .colorBurn, "softLight": .softLight,
        "hardLight": .hardLight, "difference": .difference, "exclusion": .exclusion, "hue": .hue,
        "saturation": .saturation, "color": .color, "luminosity": .luminosity, "sourceAtop": .sourceAtop,
        "destinationOver": .destinationOver, "destinationOut": .destinationOut, "plusDarker": .plusDarker,
        "plusLighter": .plusLighter,
    ]

    /// Modifiers drawn offscreen pixel by pixel, counted against the effect budget.
    static let colorEffects: Set<String> = ["brightness", "contrast", "saturation", "grayscale", "hueRotation",
                                            "colorMultiply", "colorInvert", "luminanceToAlpha"]

    static func register(into r: inout SceneRegistry) {
        registerColorEffects(into: &r)
        r.modifier("opacity", "Draws the view partly transparent (0…1).", [ParamSpec("opacity", .unit, required: true)], positional: "opacity") { v, a in
            AnyView(v.opacity(try a.required("opacity").number()))
        }
        r.modifier("hidden", "Keeps the view's space but draws nothing.", []) { v, _ in AnyView(v.hidden()) }
        r.modifier("clipShape", "Clips to a shape.", [ParamSpec("shape", .shape, required: true), ParamSpec("eoFill", .bool)], positional: "shape") { v, a in
            AnyView(v.clipShape(try a.required("shape").shape().shape, style: FillStyle(eoFill: try a.bool("eoFill") ?? false)))
        }
        r.modifier("clipped", "Clips to the view's frame.", []) { v, _ in AnyView(v.clipped()) }
        r.modifier("cornerRadius", "Clips to a rounded rectangle.", [ParamSpec("radius", .size, required: true)], positional: "radius") { v, a in
            AnyView(v.cornerRadius(try a.required("radius").cgFloat()))
        }
        r.modifier("shadow", "A drop shadow; a bare number is the radius.", [
            ParamSpec("color", .color), ParamSpec("radius", .size), ParamSpec("x", .number), ParamSpec("y", .number),
        ], positional: "radius") { v, a in
            let color = try a["color"]?.color() ?? Color(.sRGBLinear, white: 0, opacity: 0.33)
            return AnyView(v.shadow(color: color, radius: try a.cgFloat("radius") ?? 0, x: try a.cgFloat("x") ?? 0, y: try a.cgFloat("y") ?? 0))
        }
        r.modifier("blur", "Gaussian blur of the given radius.", [ParamSpec("radius", .size, required: true), ParamSpec("opaque", .bool)],
                   positional: "radius") { v, a in
            AnyView(v.blur(radius: try a.required("radius").cgFloat(), opaque: try a.bool("opaque") ?? false))
        }
        r.modifier("rotationEffect", "Rotates the drawing (degrees, or {degrees:}/{radians:}) about an anchor.",
                   [ParamSpec("angle", .angle, required: true), ParamSpec("anchor", .unitPoint)], positional: "angle") { v, a in
            AnyView(v.rotationEffect(try a.required("angle").angle(), anchor: try a["anchor"]?.unitPoint() ?? .center))
        }
        r.modifier("scaleEffect", "Scales the drawing: one factor, or x and y, about an anchor.", [
            ParamSpec("scale", .number), ParamSpec("x", .number), ParamSpec("y", .number), ParamSpec("anchor", .unitPoint),
        ], positional: "scale") { v, a in
            let anchor = try a["anchor"]?.unitPoint() ?? .center
            if let s = try a.cgFloat("scale") { return AnyView(v.scaleEffect(s, anchor: anchor)) }
            return AnyView(v.scaleEffect(x: try a.cgFloat("x") ?? 1, y: try a.cgFloat("y") ?? 1, anchor: anchor))
        }
        r.modifier("blendMode", "How the view composites with what is behind it.",
                   [ParamSpec("mode", .choice(blendModes), required: true)], positional: "mode") { v, a in
            AnyView(v.blendMode(try a.required("mode").choice(blendModes, what: "blend mode")))
        }
        r.modifier("compositingGroup", "Composites the view's layers together before effects.", []) { v, _ in AnyView(v.compositingGroup()) }
        r.modifier("drawingGroup", "Renders the view into one layer.", []) { v, _ in AnyView(v.drawingGroup()) }
        r.modifier("mask", "Masks the view with the alpha of another view.",
                   [ParamSpec("alignment", .alignment), ParamSpec("content", .view, required: true)], positional: "content") { v, a in
            let mask = try a.required("content").buildView()
            return AnyView(v.mask(alignment: try a["alignment"]?.alignment() ?? .center) { mask.view })
        }
        for (name, behind) in [("background", true), ("overlay", false)] {
            r.modifier(name, "A style or view \(behind ? "behind" : "over") the view; with `in:` a style filling a shape.", [
                ParamSpec("content", .viewOrStyle, "A view (or a list of views, stacked), or a style.").oneOf("a style or content"),
                ParamSpec("style", .style).oneOf("a style or content"),
                ParamSpec("in", .shape), ParamSpec("alignment", .alignment),
            ], positional: "content") { v, a in
                try secondary(v, a, behind: behind)
            }
        }
        r.modifier("border", "A line inside the view's edge.", [ParamSpec("style", .style), ParamSpec("width", .size)],
                   positional: "style") { v, a in
            AnyView(v.border(try a["style"]?.style() ?? AnyShapeStyle(ForegroundStyle()), width: try a.cgFloat("width") ?? 1))
        }
    }

    /// `background: red`, `background: {Circle: …}`, `background: {style: red, in: Capsule}`,
    /// `background: {content: [...], alignment: top}`.
    static func secondary(_ v: AnyView, _ a: Args, behind: Bool) throws -> AnyView {
        let alignment = try a["alignment"]?.alignment() ?? .center
        if let shapeCursor = a["in"] {
            let shape = try shapeCursor.shape().shape
            let style = try a["style"]?.style() ?? AnyShapeStyle(ForegroundStyle())
            return behind ? AnyView(v.background(style, in: shape)) : AnyView(v.overlay(style, in: shape))
        }
        if let styleCursor = a["style"] {
            if let c = a["content"] { throw c.error("give either a style or content, not both") }
            let style = try styleCursor.style()
            return behind ? AnyView(v.background(style)) : AnyView(v.overlay(style))
        }
        guard let c = a["content"] else { throw a.cursor.error("\(behind ? "background" : "overlay") needs a style, a view, or content") }
        // A scalar that is not a view name is a style: `background: "#F2F2F7"`.
        if case .string(let s) = c.node.kind, c.context.registry.views[s] == nil {
            let style = try c.style()
            return behind ? AnyView(v.background(style)) : AnyView(v.overlay(style))
        }
        if c.node.mapping != nil, !(c.node.mapping!.contains { c.context.registry.isViewKey($0.key) }) {
            let style = try c.style()
            return behind ? AnyView(v.background(style)) : AnyView(v.overlay(style))
        }
        let views = try c.buildViews()
        let layer = AnyView(builtList(views))
        return behind ? AnyView(v.background(alignment: alignment) { layer }) : AnyView(v.overlay(alignment: alignment) { layer })
    }
}

extension EffectModifierEntries {
    static func registerColorEffects(into r: inout SceneRegistry) {
        r.modifier("brightness", "Adds the amount to each colour channel (−1 black … 1 white).",
                   [ParamSpec("amount", .number, required: true)], positional: "amount") { v, a in
            AnyView(v.brightness(try a.required("amount").number()))
        }
        r.modifier("contrast", "Scales each channel's distance from mid-grey (1 unchanged, 0 grey).",
                   [ParamSpec("amount", .number, required: true)], positional: "amount") { v, a in
            AnyView(v.contrast(try a.required("amount").number()))
        }
        r.modifier("saturation", "Colour intensity (0 grey, 1 unchanged, above 1 more vivid).",
                   [ParamSpec("amount", .number, required: true)], positional: "amount") { v, a in
            AnyView(v.saturation(try a.required("amount").number()))
        }
        r.modifier("grayscale", "Removes colour (0 unchanged, 1 fully grey).",
                   [ParamSpec("amount", .unit, required: true)], positional: "amount") { v, a in
            AnyView(v.grayscale(try a.required("amount").number()))
        }
        r.modifier("hueRotation", "Rotates hues (degrees, or {degrees:}/{radians:}).",
                   [ParamSpec("angle", .angle, required: true)], positional: "angle") { v, a in
            AnyView(v.hueRotation(try a.required("angle").angle()))
        }
        r.modifier("colorMultiply", "Multiplies each channel by a colour's.",
                   [ParamSpec("color", .color, required: true)], positional: "color") { v, a in
            AnyView(v.colorMultiply(try a.required("color").color()))
        }
        r.modifier("colorInvert", "Inverts each colour channel.", []) { v, _ in AnyView(v.colorInvert()) }
        r.modifier("luminanceToAlpha", "Black whose opacity is the view's luminance.", []) { v, _ in AnyView(v.luminanceToAlpha()) }
    }
}
