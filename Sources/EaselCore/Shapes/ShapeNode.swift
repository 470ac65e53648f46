import Foundation

/// A shape or colour: takes the size it is offered (10 when nothing is) and
/// paints its outline in the pixel-rounded frame.
final class ShapeNode: ViewNode {
    let path: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let style: AnyShapeStyle
    let shapeDrawing: ShapeDrawing
    init(env: EnvironmentValues, path: @escaping (CGRect) -> Path, sizing: @escaping (ProposedViewSize) -> CGSize,
         style: AnyShapeStyle, drawing: ShapeDrawing) {
        self.path = path; self.sizing = sizing; self.style = style; self.shapeDrawing = drawing
        super.init(env: env)
    }
    override var kindName: String { "Shape" }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { sizing(p) }

    override var drawing: NodeDrawing { .content }
    override func content(in rect: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        let paint = style._paint(in: env, bounds: rect)
        guard !paint.isClear else { return [] }
        // Shapes draw in local coordinates, as SwiftUI's path(in:) receives them.
        let local = path(CGRect(origin: .zero, size: rect.size))
        let path: (CGRect) -> Path = { _ in local.offsetBy(dx: rect.minX, dy: rect.minY) }
        // A material paints the blurred backdrop through the shape's coverage.
        let backdrop = style._backdrop(in: env)
        let ink = backdrop == nil ? paint : .color(.white)
        let item: DisplayItem
        switch shapeDrawing {
        case .fill(let f):
            item = .shape(ShapeItem(path: path(rect), paint: ink, eoFill: f.isEOFilled, antialiased: f.isAntialiased))
        case .stroke(let s):
            item = .shape(ShapeItem(path: path(rect), paint: ink, stroke: s))
        }
        guard let backdrop else { return [item] }
        return [.effect(.backdrop(backdrop, bounds: rect), [item])]
    }
}
