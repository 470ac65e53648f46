import Foundation

/// Grows along its stack's axis. Priority −∞ makes it take only leftovers.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { [SpacerNode(env: ctx.env, minLength: minLength ?? ViewSpacing.defaultSpacing)] }
}

final class SpacerNode: ViewNode {
    let minLength: CGFloat
    init(env: EnvironmentValues, minLength: CGFloat) { self.minLength = minLength; super.init(env: env) }
    override var kindName: String { "Spacer" }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        func grow(_ v: CGFloat?) -> CGFloat { max(v ?? -.infinity, minLength) }
        switch env.stackOrientation {
        case .horizontal: return CGSize(width: grow(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(p.height))
        case nil: return CGSize(width: grow(p.width), height: grow(p.height))
        }
    }
    override var layoutPriority: Double { traits.layoutPriority != 0 ? traits.layoutPriority : -.infinity }
    override func computeSpacing() -> ViewSpacing {
        switch env.stackOrientation {
        case .horizontal: return .uncategorised(0, edges: .horizontal)
        case .vertical: return .uncategorised(0, edges: .vertical)
        case nil: return .zero
        }
    }
}

/// A thin line across its stack: vertical in an HStack, horizontal elsewhere.
/// One pixel thick, 1 pt at accessibility text sizes.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] { [DividerNode(env: ctx.env)] }
}

final class DividerNode: ViewNode {
    override var kindName: String { "Divider" }
    var thickness: CGFloat { env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength }
    var isVertical: Bool { env.stackOrientation == .horizontal }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = p.replacingUnspecifiedDimensions()
        return isVertical ? CGSize(width: thickness, height: s.height) : CGSize(width: s.width, height: thickness)
    }
    override var drawing: NodeDrawing { .content }
    override func content(in r: CGRect, proposal: ProposedViewSize) -> [DisplayItem] {
        [.shape(ShapeItem(path: Path(r), paint: .color(Color.separator.resolve(in: env))))]
    }
}
