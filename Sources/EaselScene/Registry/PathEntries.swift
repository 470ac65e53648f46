import Foundation
import EaselCore

/// `Path` in a scene: SVG path data, the notation every icon set and design
/// tool exports, rather than a list of Swift calls.
enum PathEntries {
    static func register(into r: inout SceneRegistry) {
        r.add(ShapeEntry(name: "Path", doc: """
            A path from SVG path data (M, L, H, V, C, S, Q, T, A, Z). Without viewBox it is drawn in its own \
            coordinates, as a SwiftUI Path is; with viewBox [x, y, width, height] it is scaled to fit its frame, centred.
            """, params: [
            ParamSpec("d", .svgPath, "SVG path data.", required: true), ParamSpec("viewBox", .rect, "x, y, width, height."),
        ], positional: "d") { a in
            let d = try a.required("d")
            let path: Path
            do { path = try SVGPathData.parse(try d.string()) } catch let f as SVGPathData.Failure {
                throw d.error("\(f.message) (character \(f.offset + 1) of the path data)")
            }
            try d.context.budget.countPathSegments(path.elements.count, at: d)
            guard let box = a["viewBox"] else { return ShapeBox(path) }
            let numbers = try box.items().map { try $0.cgFloat() }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
                throw box.error("viewBox takes four numbers, x, y, width and height, with a positive width and height")
            }
            return ShapeBox(ViewBoxPath(path: path, viewBox: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        })
    }
}

/// A path in its own coordinate box, scaled uniformly to fit the frame and
/// centred in it (SVG's default `preserveAspectRatio="xMidYMid meet"`).
struct ViewBoxPath: Shape {
    var path: Path
    var viewBox: CGRect

    func path(in rect: CGRect) -> Path {
        let s = min(rect.width / viewBox.width, rect.height / viewBox.height)
        let dx = rect.minX + (rect.width - viewBox.width * s) / 2 - viewBox.minX * s
        let dy = rect.minY + (rect.height - viewBox.height * s) / 2 - viewBox.minY * s
        return path.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: dx, ty: dy))
    }
}
