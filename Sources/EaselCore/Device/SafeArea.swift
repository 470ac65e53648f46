import Foundation

/// Which kinds of safe area a view ignores. A still image has no keyboard, so
/// `.keyboard` never changes anything.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The safe region a subtree is laid out in, in root (screen) coordinates, and
/// the outer bounds a safe-area-ignoring view may extend to. The container that
/// owns it fills it in when it is placed, before its descendants are placed.
final class SafeAreaBox: @unchecked Sendable {
    var safe: CGRect?
    var full: CGRect?
    /// Inside `ignoresSafeArea`: the safe region the content was let out of
    /// (GeometryProxy reports the insets it ignores).
    var ignored: CGRect?
}

struct SafeAreaBoxKey: EnvironmentKey { static let defaultValue: SafeAreaBox? = nil }

extension EnvironmentValues {
    var safeAreaBox: SafeAreaBox? { get { self[SafeAreaBoxKey.self] } set { self[SafeAreaBoxKey.self] = newValue } }
}

extension View {
    /// Extends the view into the safe-area insets on `edges` wherever its frame
    /// touches the safe area's edge, as SwiftUI does (a background behind a
    /// full-screen view fills the whole screen). Without a device there is no safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_EaselModifier { ctx, content in
            guard regions.contains(.container) else { return content(ctx) }
            let inner = SafeAreaBox()
            return content(ctx.deeper().with { $0.safeAreaBox = inner }).map {
                IgnoresSafeAreaNode(child: $0, edges: edges, outer: ctx.env.safeAreaBox, inner: inner, env: ctx.env)
            }
        })
    }

    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.container, edges: edges) }

    /// Adds `length` (16 pt when nil, Easel's default padding) to the safe area on
    /// `edges`: the content is inset like `padding`, but a view inside that ignores
    /// the safe area reaches back out to this view's edge.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_EaselModifier { ctx, content in
            let insets = EdgeInsets(edges, length ?? ctx.env.defaultPadding.top)
            return [SafeAreaContainer.node(content: content, insets: insets, ctx: ctx)]
        })
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_EaselModifier { ctx, content in [SafeAreaContainer.node(content: content, insets: insets, ctx: ctx)] })
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Places `content` along the top or bottom edge and shrinks the safe area of
    /// the modified view by its height plus `spacing`. SwiftUI does not document the
    /// nil spacing; Easel uses 0, which matches bars that sit flush on iOS.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        let e: Edge = edge == .top ? .top : .bottom
        return modifier(_EaselModifier { ctx, main in
            [SafeAreaInsetNode.make(main: main, bar: bar, edge: e, alignment: Alignment(horizontal: alignment, vertical: .center),
                                    spacing: spacing ?? 0, ctx: ctx)]
        })
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let bar = content()
        let e: Edge = edge == .leading ? .leading : .trailing
        return modifier(_EaselModifier { ctx, main in
            [SafeAreaInsetNode.make(main: main, bar: bar, edge: e, alignment: Alignment(horizontal: .center, vertical: alignment),
                                    spacing: spacing ?? 0, ctx: ctx)]
        })
    }
}

/// Leading/trailing in root coordinates follow the layout direction.
private func physical(_ edge: Edge, rtl: Bool) -> Edge {
    switch edge {
    case .leading: return rtl ? .trailing : .leading
    case .trailing: return rtl ? .leading : .trailing
    default: return edge
    }
}

private let touchTolerance: CGFloat = 0.001

/// How far a container's safe-area-ignoring content may reach: out to the outer
/// bound on the edges where the container itself reaches the unsafe region, and
/// only to its own edge elsewhere (a sidebar column's trailing edge is no inset).
func reachableBounds(of frame: CGRect, outer: SafeAreaBox?) -> CGRect {
    guard let safe = outer?.safe, let full = outer?.full else { return frame }
    return CGRect(x: 0, y: 0, width: 0, height: 0).setting(
        minX: frame.minX <= safe.minX + touchTolerance ? min(frame.minX, full.minX) : frame.minX,
        minY: frame.minY <= safe.minY + touchTolerance ? min(frame.minY, full.minY) : frame.minY,
        maxX: frame.maxX >= safe.maxX - touchTolerance ? max(frame.maxX, full.maxX) : frame.maxX,
        maxY: frame.maxY >= safe.maxY - touchTolerance ? max(frame.maxY, full.maxY) : frame.maxY)
}

/// A view that reaches into the insets it touches. Its own size is its child's
/// for the parent's proposal; at placement the child gets the extended frame.
final class IgnoresSafeAreaNode: LayoutNeutralNode {
    let edges: Edge.Set
    let outer: SafeAreaBox?
    let inner: SafeAreaBox
    private var extra = EdgeInsets()

    init(child: ViewNode, edges: Edge.Set, outer: SafeAreaBox?, inner: SafeAreaBox, env: EnvironmentValues) {
        self.edges = edges; self.outer = outer; self.inner = inner
        super.init(child: child, env: env)
    }

    override var kindName: String { "IgnoresSafeArea" }

    override func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {
        extra = EdgeInsets()
        inner.safe = outer?.safe; inner.full = outer?.full
        inner.ignored = outer?.ignored ?? outer?.safe
        guard let safe = outer?.safe, let full = outer?.full else { return }
        let rtl = env.layoutDirection == .rightToLeft
        var newSafe = safe
        var left: CGFloat = 0, right: CGFloat = 0
        if edges.contains(.top), frame.minY <= safe.minY + touchTolerance {
            extra.top = max(0, frame.minY - full.minY); newSafe = newSafe.setting(minY: full.minY)
        }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - touchTolerance {
            extra.bottom = max(0, full.maxY - frame.maxY); newSafe = newSafe.setting(maxY: full.maxY)
        }
        if edges.contains(Edge.Set(physical(.leading, rtl: rtl))), frame.minX <= safe.minX + touchTolerance {
            left = max(0, frame.minX - full.minX); newSafe = newSafe.setting(minX: full.minX)
        }
        if edges.contains(Edge.Set(physical(.trailing, rtl: rtl))), frame.maxX >= safe.maxX - touchTolerance {
            right = max(0, full.maxX - frame.maxX); newSafe = newSafe.setting(maxX: full.maxX)
        }
        extra.leading = rtl ? right : left
        extra.trailing = rtl ? left : right
        inner.safe = newSafe
        // The child's placement depends on the frame just learnt.
        forgetPlacements()
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let w = size.width + extra.leading + extra.trailing, h = size.height + extra.top + extra.bottom
        let offer = extra == EdgeInsets() ? proposal : ProposedViewSize(width: w, height: h)
        let s = extra == EdgeInsets() ? size : child.sizeThatFits(offer)
        return [ChildPlacement(origin: CGPoint(x: -extra.leading, y: -extra.top), size: s, proposal: offer)]
    }
}

extension CGRect {
    func setting(minX: CGFloat? = nil, minY: CGFloat? = nil, maxX: CGFloat? = nil, maxY: CGFloat? = nil) -> CGRect {
        let x0 = minX ?? self.minX, y0 = minY ?? self.minY, x1 = maxX ?? self.maxX, y1 = maxY ?? self.maxY
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// Padding that is also safe area: the device root and `safeAreaPadding`.
enum SafeAreaContainer {
    static func node(content: (ResolveContext) -> [ViewNode], insets: EdgeInsets, ctx: ResolveContext) -> ViewNode {
        let inner = SafeAreaBox()
        let kids = content(ctx.deeper().with { $0.safeAreaBox = inner })
        let child = kids.count == 1 ? kids[0] : LayoutNode(ZStackLayout(), children: kids, env: ctx.env)
        return SafeAreaContainerNode(child: child, insets: insets, outer: ctx.env.safeAreaBox, inner: inner, env: ctx.env)
    }
}

final class SafeAreaContainerNode: ViewNode {
    let child: ViewNode
    let insets: EdgeInsets
    let outer: SafeAreaBox?
    let inner: SafeAreaBox

    init(child: ViewNode, insets: EdgeInsets, outer: SafeAreaBox?, inner: SafeAreaBox, env: EnvironmentValues) {
        self.child = child; self.insets = insets; self.outer = outer; self.inner = inner
        super.init(env: env)
        traits = child.traits
    }

    override var kindName: String { "SafeAreaPadding" }
    override var layoutChildren: [ViewNode] { [child] }
    override var layoutPriority: Double { child.layoutPriority }

    private func innerProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(innerProposal(p))
        return CGSize(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }

    override func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {
        let rtl = env.layoutDirection == .rightToLeft
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        var base = frame
        if let safe = outer?.safe, !safe.intersection(frame).isNull { base = safe.intersection(frame) }
        inner.safe = base.setting(minX: base.minX + left, minY: base.minY + insets.top,
                                  maxX: base.maxX - right, maxY: base.maxY - insets.bottom)
        inner.full = reachableBounds(of: frame, outer: outer)
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let offer = innerProposal(ProposedViewSize(size))
        return [ChildPlacement(origin: CGPoint(x: insets.leading, y: insets.top), size: child.sizeThatFits(offer), proposal: offer)]
    }
}

/// `safeAreaInset`: the bar along one edge; the main content is offered the rest
/// and sees a safe area that ends at the bar.
final class SafeAreaInsetNode: ViewNode {
    let main: ViewNode, bar: ViewNode
    let edge: Edge
    let alignment: Alignment
    let gap: CGFloat
    let outer: SafeAreaBox?, inner: SafeAreaBox

    static func make(main: (ResolveContext) -> [ViewNode], bar: some View, edge: Edge, alignment: Alignment,
                     spacing: CGFloat, ctx: ResolveContext) -> ViewNode {
        make(main: main, barFor: { _ in AnyView(bar) }, edge: edge, alignment: alignment, spacing: spacing, ctx: ctx)
    }

    /// `barFor` sees the resolved main content (a navigation bar reads its title from it).
    static func make(main: (ResolveContext) -> [ViewNode], barFor: ([ViewNode]) -> AnyView, edge: Edge, alignment: Alignment,
                     spacing: CGFloat, ctx: ResolveContext) -> ViewNode {
        let inner = SafeAreaBox()
        let mains = main(ctx.deeper().with { $0.safeAreaBox = inner })
        let bars = EaselCore.makeNodes(barFor(mains), ctx.deeper().with { $0.stackOrientation = nil })
        let m = mains.count == 1 ? mains[0] : LayoutNode(ZStackLayout(), children: mains, env: ctx.env)
        let b = bars.count == 1 ? bars[0] : LayoutNode(ZStackLayout(), children: bars, env: ctx.env)
        return SafeAreaInsetNode(main: m, bar: b, edge: edge, alignment: alignment, spacing: spacing,
                                 outer: ctx.env.safeAreaBox, inner: inner, env: ctx.env)
    }

    init(main: ViewNode, bar: ViewNode, edge: Edge, alignment: Alignment, spacing: CGFloat,
         outer: SafeAreaBox?, inner: SafeAreaBox, env: EnvironmentValues) {
        self.main = main; self.bar = bar; self.edge = edge; self.alignment = alignment; self.gap = spacing
        self.outer = outer; self.inner = inner
        super.init(env: env)
        traits = main.traits
    }

    override var kindName: String { "SafeAreaInset" }
    override var layoutChildren: [ViewNode] { [main, bar] }
    private var vertical: Bool { edge == .top || edge == .bottom }

    private func barSize(_ p: ProposedViewSize) -> CGSize {
        bar.sizeThatFits(vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height))
    }
    private func reserve(_ p: ProposedViewSize) -> CGFloat {
        let b = barSize(p)
        return (vertical ? b.height : b.width) + gap
    }
    private func mainProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let r = reserve(p)
        return vertical ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - r) })
                        : ProposedViewSize(width: p.width.map { max(0, $0 - r) }, height: p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let m = main.sizeThatFits(mainProposal(p)), b = barSize(p), r = reserve(p)
        return vertical ? CGSize(width: max(m.width, b.width), height: m.height + r)
                        : CGSize(width: m.width + r, height: max(m.height, b.height))
    }

    override func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {
        let r = reserve(ProposedViewSize(frame.size))
        var base = frame
        if let safe = outer?.safe, !safe.intersection(frame).isNull { base = safe.intersection(frame) }
        let rtl = env.layoutDirection == .rightToLeft
        switch physical(edge, rtl: rtl) {
        case .top: base = base.setting(minY: max(base.minY, frame.minY + r))
        case .bottom: base = base.setting(maxY: min(base.maxY, frame.maxY - r))
        case .leading: base = base.setting(minX: max(base.minX, frame.minX + r))
        default: base = base.setting(maxX: min(base.maxX, frame.maxX - r))
        }
        inner.safe = base
        inner.full = reachableBounds(of: frame, outer: outer)
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let p = ProposedViewSize(size)
        let mp = mainProposal(p), ms = main.sizeThatFits(mp), r = reserve(p)
        let bp = vertical ? ProposedViewSize(width: size.width, height: nil) : ProposedViewSize(width: nil, height: size.height)
        let bs = bar.sizeThatFits(bp)
        let barOrigin: CGPoint, mainOrigin: CGPoint
        switch edge {
        case .top:
            barOrigin = CGPoint(x: alignX(bs.width, in: size.width), y: 0); mainOrigin = CGPoint(x: 0, y: r)
        case .bottom:
            barOrigin = CGPoint(x: alignX(bs.width, in: size.width), y: size.height - bs.height); mainOrigin = .zero
        case .leading:
            barOrigin = CGPoint(x: 0, y: alignY(bs.height, in: size.height)); mainOrigin = CGPoint(x: r, y: 0)
        default:
            barOrigin = CGPoint(x: size.width - bs.width, y: alignY(bs.height, in: size.height)); mainOrigin = .zero
        }
        return [ChildPlacement(origin: mainOrigin, size: ms, proposal: mp), ChildPlacement(origin: barOrigin, size: bs, proposal: bp)]
    }

    private func alignX(_ w: CGFloat, in total: CGFloat) -> CGFloat {
        alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? total - w : (total - w) / 2
    }
    private func alignY(_ h: CGFloat, in total: CGFloat) -> CGFloat {
        alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? total - h : (total - h) / 2
    }
}
