import Foundation
import EaselCore

enum StandardShapes {
    static let cornerStyles: KeyValuePairs<String, RoundedCornerStyle> = ["continuous": .continuous, "circular": .circular]
    static let style = ParamSpec("style", .choice(cornerStyles))
    static let radius = ParamSpec("cornerRadius", .size)

    static func cornerStyle(_ a: Args) throws -> RoundedCornerStyle {
        try a.choice("style", cornerStyles, what: "corner style") ?? .continuous
    }

    static let cornerSize = [ParamSpec("width", .size), ParamSpec("height", .size)]

    static func register(into r: inout SceneRegistry) {
        r.add(ShapeEntry(name: "Rectangle", doc: "A rectangle filling its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Rectangle())
        })
        r.add(ShapeEntry(name: "RoundedRectangle", doc: "A rectangle with rounded corners.", params: [
            radius, ParamSpec("cornerSize", .object(cornerSize)), style,
        ], positional: "cornerRadius") { a in
            let style = try cornerStyle(a)
            if let size = a["cornerSize"] {
                let e = try Args(size, params: cornerSize, positional: nil, owner: "cornerSize", registry: size.context.registry)
                return ShapeBox(insettable: RoundedRectangle(cornerSize: CGSize(width: try e.cgFloat("width") ?? 0,
                                                                                height: try e.cgFloat("height") ?? 0), style: style))
            }
            return ShapeBox(insettable: RoundedRectangle(cornerRadius: try a.cgFloat("cornerRadius") ?? 0, style: style))
        })
        r.add(ShapeEntry(name: "UnevenRoundedRectangle", doc: "A rectangle with a different radius at each corner.", params: [
            ParamSpec("topLeadingRadius", .size), ParamSpec("bottomLeadingRadius", .size), ParamSpec("bottomTrailingRadius", .size),
            ParamSpec("topTrailingRadius", .size), style,
        ], positional: nil) { a in
            ShapeBox(insettable: UnevenRoundedRectangle(
                topLeadingRadius: try a.cgFloat("topLeadingRadius") ?? 0, bottomLeadingRadius: try a.cgFloat("bottomLeadingRadius") ?? 0,
                bottomTrailingRadius: try a.cgFloat("bottomTrailingRadius") ?? 0, topTrailingRadius: try a.cgFloat("topTrailingRadius") ?? 0,
                style: try cornerStyle(a)))
        })
        r.add(ShapeEntry(name: "Capsule", doc: "A pill: fully rounded ends.",
                         params: [style], positional: nil) { a in
            ShapeBox(insettable: Capsule(style: try a.choice("style", cornerStyles, what: "corner style") ?? .circular))
        })
        r.add(ShapeEntry(name: "Circle", doc: "The largest circle centred in its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Circle())
        })
        r.add(ShapeEntry(name: "Ellipse", doc: "An ellipse filling its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Ellipse())
        })
    }
}
