import Foundation
import EaselCore

/// Gradients as styles (`foregroundStyle: {linearGradient: {…}}`) and as views (`LinearGradient: {…}`).
enum GradientEntries {
    static let stopParams = [ParamSpec("color", .color, required: true), ParamSpec("location", .unit, required: true)]
    static let stopsParams = [
        ParamSpec("colors", .list(.color), "Evenly spaced colours.").oneOf("colours"),
        ParamSpec("stops", .list(.object(stopParams)), "Colours at locations 0…1.").oneOf("colours"),
    ]

    static func register(into r: inout SceneRegistry) {
        let linear = stopsParams + [ParamSpec("startPoint", .unitPoint), ParamSpec("endPoint", .unitPoint)]
        let radial = stopsParams + [ParamSpec("center", .unitPoint), ParamSpec("startRadius", .size), ParamSpec("endRadius", .size)]
        let elliptical = stopsParams + [ParamSpec("center", .unitPoint), ParamSpec("startRadiusFraction", .unit), ParamSpec("endRadiusFraction", .unit)]
        let angular = stopsParams + [ParamSpec("center", .unitPoint), ParamSpec("startAngle", .angle), ParamSpec("endAngle", .angle), ParamSpec("angle", .angle)]

        add(&r, "linearGradient", "LinearGradient", "Colours blended along a line.", linear) { a in
            AnyShapeStyle(LinearGradient(gradient: try gradient(a), startPoint: try a["startPoint"]?.unitPoint() ?? .top,
                                         endPoint: try a["endPoint"]?.unitPoint() ?? .bottom))
        }
        add(&r, "radialGradient", "RadialGradient", "Colours blended outwards in circles.", radial) { a in
            AnyShapeStyle(RadialGradient(gradient: try gradient(a), center: try a["center"]?.unitPoint() ?? .center,
                                         startRadius: try a.cgFloat("startRadius") ?? 0, endRadius: try a.cgFloat("endRadius") ?? 100))
        }
        add(&r, "ellipticalGradient", "EllipticalGradient", "Colours blended outwards in ellipses fitted to the frame.", elliptical) { a in
            AnyShapeStyle(EllipticalGradient(gradient: try gradient(a), center: try a["center"]?.unitPoint() ?? .center,
                                             startRadiusFraction: try a.cgFloat("startRadiusFraction") ?? 0,
                                             endRadiusFraction: try a.cgFloat("endRadiusFraction") ?? 0.5))
        }
        add(&r, "angularGradient", "AngularGradient", "Colours blended around a centre (conic).", angular) { a in
            let g = try gradient(a), center = try a["center"]?.unitPoint() ?? .center
            if let angle = try a["angle"]?.angle() { return AnyShapeStyle(AngularGradient(gradient: g, center: center, angle: angle)) }
            return AnyShapeStyle(AngularGradient(gradient: g, center: center, startAngle: try a["startAngle"]?.angle() ?? .zero,
                                                 endAngle: try a["endAngle"]?.angle() ?? .degrees(360)))
        }
    }

    static func add(_ r: inout SceneRegistry, _ style: String, _ view: String, _ doc: String, _ params: [ParamSpec],
                    _ make: @escaping @Sendable (Args) throws -> AnyShapeStyle) {
        r.add(StyleEntry(name: style, doc: doc, params: params) { c in
            try make(Args(c, params: params, positional: nil, owner: style, registry: c.context.registry))
        })
        r.add(ViewEntry(name: view, doc: doc + " As a view it fills the space it is offered.", params: params, positional: nil) { a in
            .view(AnyView(Rectangle().fill(try make(a))))
        })
    }

    static func gradient(_ a: Args) throws -> Gradient {
        if let colors = a["colors"] {
            let list = try colors.items().map { try $0.color() }
            guard list.count >= 1, list.count <= 256 else { throw colors.error("a gradient needs 1 to 256 colours") }
            return Gradient(colors: list)
        }
        if let stops = a["stops"] {
            let list = try stops.items().map { item -> Gradient.Stop in
                guard item.node.mapping != nil else { throw item.error("expected a stop {color, location}, got \(item.node.described)") }
                let e = try Args(item, params: stopParams, positional: nil, owner: "a gradient stop", registry: item.context.registry)
                return Gradient.Stop(color: try e.required("color").color(), location: try e.required("location").cgFloat())
            }
            guard !list.isEmpty, list.count <= 256 else { throw stops.error("a gradient needs 1 to 256 stops") }
            return Gradient(stops: list)
        }
        throw a.cursor.error("a gradient needs colors: […] or stops: […]")
    }
}
