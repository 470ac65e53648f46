import Foundation

/// A colour used as a view fills whatever it is offered.
extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        [ShapeNode(env: ctx.env, geometry: .fillsFrame, style: AnyShapeStyle(self), drawing: .fill(FillStyle()))]
    }
}
