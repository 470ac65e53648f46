import Foundation
import EaselCore

enum StandardShapes {
    static func cornerStyle(_ a: Args) throws -> RoundedCornerStyle {
        try a.choice("style", ["continuous": RoundedCornerStyle.continuous, "circular": .circular], what: "corner style") ?? .continuous
    }

    static func register(into r: inout SceneRegistry) {
        r.add(ShapeEntry(name: "Rectangle", doc: "A rectangle filling its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Rectangle())
        })
        r.add(ShapeEntry(name: "RoundedRectangle", doc: "A rectangle with rounded corners.", params: [
            ParamSpec("cornerRadius", .size), ParamSpec("cornerSize", .object([ParamSpec("width", .size), ParamSpec("height", .size)])),
            ParamSpec("style", .choice(["continuous", "circular"])),
        ], positional: "cornerRadius") { a in
            let style = try cornerStyle(a)
            if let size = a["cornerSize"] {
                let e = Dictionary(try size.entries(what: "a size").map { ($0.key, $0.cursor) }, uniquingKeysWith: { x, _ in x })
                return ShapeBox(insettable: RoundedRectangle(cornerSize: CGSize(width: try e["width"]?.cgFloat(.size) ?? 0,
                                                                                height: try e["height"]?.cgFloat(.size) ?? 0), style: style))
            }
            return ShapeBox(insettable: RoundedRectangle(cornerRadius: try a.cgFloat("cornerRadius", .size) ?? 0, style: style))
        })
        r.add(ShapeEntry(name: "UnevenRoundedRectangle", doc: "A rectangle with a different radius at each corner.", params: [
            ParamSpec("topLeadingRadius", .size), ParamSpec("bottomLeadingRadius", .size), ParamSpec("bottomTrailingRadius", .size),
            ParamSpec("topTrailingRadius", .size), ParamSpec("style", .choice(["continuous", "circular"])),
        ], positional: nil) { a in
            ShapeBox(insettable: UnevenRoundedRectangle(
                topLeadingRadius: try a.cgFloat("topLeadingRadius", .size) ?? 0, bottomLeadingRadius: try a.cgFloat("bottomLeadingRadius", .size) ?? 0,
                bottomTrailingRadius: try a.cgFloat("bottomTrailingRadius", .size) ?? 0, topTrailingRadius: try a.cgFloat("topTrailingRadius", .size) ?? 0,
                style: try cornerStyle(a)))
        })
        r.add(ShapeEntry(name: "Capsule", doc: "A pill: fully rounded ends.",
                         params: [ParamSpec("style", .choice(["continuous", "circular"]))], positional: nil) { a in
            ShapeBox(insettable: Capsule(style: try a.choice("style", ["continuous": RoundedCornerStyle.continuous, "circular": .circular],
                                                             what: "corner style") ?? .circular))
        })
        r.add(ShapeEntry(name: "Circle", doc: "The largest circle centred in its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Circle())
        })
        r.add(ShapeEntry(name: "Ellipse", doc: "An ellipse filling its frame.", params: [], positional: nil) { _ in
            ShapeBox(insettable: Ellipse())
        })
    }
}
