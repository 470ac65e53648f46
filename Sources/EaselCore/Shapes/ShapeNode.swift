import Foundation

/// A shape or colour: takes the size it is offered (10 when nothing is) and
/// paints its outline in the pixel-rounded frame.
final class ShapeNode: ViewNode {
    let geometry: ShapeGeometry
    let style: AnyShapeStyle
    let shapeDrawing: ShapeDrawing
    init(env: EnvironmentValues, geometry: ShapeGeometry, style: AnyShapeStyle, drawing: ShapeDrawing) {
        self.geometry = geometry; self.style = style; self.shapeDrawing = drawing
        super.init(env: env)
    }
    override var kindName: String { "Shape" }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { geometry.sizeThatFits(p) }

    override var drawing: NodeDrawing { .content }
    override func content(in rect: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        let paint = style._paint(in: env, bounds: rect)
        guard !paint.isClear else { return [] }
        // Shapes draw in local coordinates, as SwiftUI's path(in:) receives them.
        let local = geometry.path(in: CGRect(origin: .zero, size: rect.size))
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

/// A shape view's outline and sizing. The base class is a colour's: the whole
/// frame, and whatever size is offered (10 when nothing is). One shared
/// instance serves every colour; a shape gets one object, where two closures
/// over it cost two allocations.
class ShapeGeometry {
    static let fillsFrame = ShapeGeometry()
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
}

/// A `Shape`'s own outline, drawn in the layout direction it was resolved in.
final class TypedShapeGeometry<S: Shape>: ShapeGeometry {
    let shape: S
    let direction: LayoutDirection
    init(_ shape: S, direction: LayoutDirection) { self.shape = shape; self.direction = direction }
    override func path(in rect: CGRect) -> Path { shape.path(in: rect, direction: direction) }
    override func sizeThatFits(_ p: ProposedViewSize) -> CGSize { shape.sizeThatFits(p) }
}
