import Foundation

/// What a `GeometryReader`'s content knows about the space it was given.
public struct GeometryProxy {
    /// The reader's size: what its parent proposed, with unspecified axes at 10.
    public let size: CGSize
    /// How far the unsafe region (status bar, home indicator, bars) reaches
    /// over each edge of the reader: the device's inset on every edge the reader
    /// touches or crosses, as a reader at the root or under `ignoresSafeArea`
    /// reports it in SwiftUI; zero on edges away from the safe area's edge and
    /// on a canvas without a device.
    public var safeAreaInsets: EdgeInsets { insets }
    var insets = EdgeInsets()
    let globalFrame: CGRect
    let spaces: NamedSpaces

    /// The reader's frame in a coordinate space. An unknown name is treated as
    /// `.global`, as SwiftUI does when no ancestor carries the name.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let outer = spaces.frame(of: name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -outer.minX, dy: -outer.minY)
        }
    }

    @_disfavoredOverload
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// An anchor's value in this reader's coordinates (its top-leading corner is 0, 0).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(globalFrame.origin) }

    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let outer = spaces.frame(of: space.name) else { return nil }
        return CGRect(origin: CGPoint(x: outer.minX - globalFrame.minX, y: outer.minY - globalFrame.minY), size: outer.size)
    }
}

/// SwiftUI's `GeometryReader`: takes all the space it is offered and builds its
/// content from the size it ended up with, placing it at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let inner = ctx.deeper().with { $0.stackOrientation = nil }
        let build = content
        return [GeometryReaderNode(env: ctx.env) { proxy in EaselCore.makeNodes(build(proxy), inner) }]
    }
}

/// The reader's content depends on where it is placed, so it is resolved at
/// placement time, not with the rest of the tree. Its own size never depends
/// on the content, which keeps layout free of cycles, as in SwiftUI.
final class GeometryReaderNode: ViewNode {
    private let build: (GeometryProxy) -> [ViewNode]
    private var built: (frame: CGRect, content: ViewNode)?

    init(env: EnvironmentValues, build: @escaping (GeometryProxy) -> [ViewNode]) {
        self.build = build
        super.init(env: env)
    }

    override var kindName: String { "GeometryReader" }
    override var layoutChildren: [ViewNode] { built.map { [$0.content] } ?? [] }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {
        if let built, built.frame == frame { return }
        var proxy = GeometryProxy(size: frame.size, globalFrame: frame, spaces: spaces)
        proxy.insets = Self.safeAreaInsets(of: frame, in: env.safeAreaBox, rtl: env.layoutDirection == .rightToLeft)
        // Several views in the content overlap at the top-leading corner.
        let nodes = build(proxy)
        built = (frame, LayoutNode(ZStackLayout(alignment: .topLeading), children: nodes, env: env))
        forgetPlacements()
    }

    static func safeAreaInsets(of frame: CGRect, in box: SafeAreaBox?, rtl: Bool) -> EdgeInsets {
        guard let box, let safe = box.ignored ?? box.safe, let full = box.full else { return EdgeInsets() }
        let tol: CGFloat = 0.001
        // Crossing the safe edge: the part outside it; touching it: the whole inset there.
        func inset(_ edge: CGFloat, _ safeEdge: CGFloat, _ fullEdge: CGFloat, towardsMin: Bool) -> CGFloat {
            let outside = towardsMin ? safeEdge - edge : edge - safeEdge
            if outside > tol { return outside }
            if outside >= -tol { return abs(safeEdge - fullEdge) }
            return 0
        }
        let top = min(frame.height, inset(frame.minY, safe.minY, full.minY, towardsMin: true))
        let bottom = min(frame.height, inset(frame.maxY, safe.maxY, full.maxY, towardsMin: false))
        let left = min(frame.width, inset(frame.minX, safe.minX, full.minX, towardsMin: true))
        let right = min(frame.width, inset(frame.maxX, safe.maxX, full.maxX, towardsMin: false))
        return EdgeInsets(top: top, leading: rtl ? right : left, bottom: bottom, trailing: rtl ? left : right)
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        guard let content = built?.content else { return [] }
        let offer = ProposedViewSize(size)
        return [ChildPlacement(origin: .zero, size: content.sizeThatFits(offer), proposal: offer)]
    }
}
