import Foundation

/// A scroll view at rest, scrolled to its start: the content is laid out at its
/// ideal length along the scrolling axes, placed at the leading/top edge and
/// clipped to the scroll view's bounds.
///
/// No indicators are drawn: a scroll view at rest on iOS shows none (they only
/// appear while scrolling), and a still image is always at rest.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        // Children sit in an implicit stack along the scrolling axis. With both
        // axes (or none) Easel chooses a VStack: vertical scrolling is the
        // default and by far the common case; SwiftUI does not document this.
        let content = self.content
        // The viewport is the container `containerRelativeFrame` measures inside.
        let box = ContainerBox(.unspecified)
        let inner = ctx.deeper().with { $0.containerBox = box }
        let margins = ctx.env.contentMargins
        let stacked: [ViewNode]
        if margins == EdgeInsets() {
            stacked = axes == .horizontal ? EaselCore.makeNodes(HStack { content }, inner) : EaselCore.makeNodes(VStack { content }, inner)
        } else {
            // contentMargins: the content keeps these insets inside the scrolled area.
            stacked = axes == .horizontal ? EaselCore.makeNodes(HStack { content }.padding(margins), inner)
                                          : EaselCore.makeNodes(VStack { content }.padding(margins), inner)
        }
        guard let child = stacked.first else { return [] }
        return [ScrollViewNode(env: ctx.env, axes: axes, content: child, box: box)]
    }
}

final class ScrollViewNode: ViewNode {
    let axes: Axis.Set
    let content: ViewNode
    let box: ContainerBox

    init(env: EnvironmentValues, axes: Axis.Set, content: ViewNode, box: ContainerBox) {
        self.axes = axes; self.content = content; self.box = box
        super.init(env: env)
    }
    override var kindName: String { "ScrollView" }
    override var layoutChildren: [ViewNode] { [content] }

    /// The content may be as long as it likes along a scrolling axis; across
    /// it, it gets what the scroll view has.
    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    /// Flexible along its scrolling axes and, for a vertical one, across it
    /// too: the proposal where there is one, the content's size where there is
    /// none (so its ideal size is the content's). A horizontal-only scroll view
    /// is as tall as its content: SwiftUI passes the height through to the
    /// content and sizes the scroll view to the content's answer on that axis,
    /// so an hourly strip in a VStack hugs its cells instead of taking the
    /// height the stack offers.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let hugsHeight = axes == .horizontal
        if let w = p.width, let h = p.height, !hugsHeight { return CGSize(width: w, height: h) }
        box.update(p)
        let c = content.sizeThatFits(contentProposal(p))
        return CGSize(width: p.width ?? c.width, height: hugsHeight ? c.height : p.height ?? c.height)
    }

    override func computePlacements(size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        // Across the scroll axis the content is offered the scroll view's actual
        // size, as stacks do when placing, so a nil proposal still gives it a width.
        box.update(ProposedViewSize(size))
        let p = contentProposal(ProposedViewSize(size))
        let c = content.sizeThatFits(p)
        // Scroll offset 0 puts the start of a scrolling axis at the top/leading
        // edge, even when the content is shorter. Across, the content is centred,
        // and also when wider (it then overflows both sides equally and is clipped);
        // centring is what SwiftUI's default `.center` alignment gives.
        var origin = CGPoint.zero
        if !axes.contains(.horizontal) { origin.x = (size.width - c.width) / 2 }
        if !axes.contains(.vertical) { origin.y = (size.height - c.height) / 2 }
        return [ChildPlacement(origin: origin, size: c, proposal: p)]
    }

    // Guides stay nil: a scroll view does not expose its content's baselines,
    // since where they end up depends on the scroll position.

    /// How far below its frame the content stays visible: the insets it scrolls
    /// under (a bottom bar, the home indicator).
    private var clipBottomOutset: CGFloat = 0

    /// A vertical scroll view whose bottom is the safe area's bottom edge lets its
    /// content run on under the bar or home indicator there, as UIKit's scroll
    /// views fill the screen and only inset their content; content longer than
    /// the scroll view is then under the bar, which shows its background.
    override func prepareForPlacement(frame: CGRect, spaces: NamedSpaces) {
        clipBottomOutset = 0
        guard axes.contains(.vertical), let box = env.safeAreaBox, let safe = box.safe,
              frame.maxY >= safe.maxY - 0.001 else { return }
        let c = content.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        guard c.height > frame.height + 0.001 else { return }
        env.scrollEdgeProbe?.reportContentUnderBar()
        if let full = box.full { clipBottomOutset = max(0, full.maxY - frame.maxY) }
    }

    override var drawing: NodeDrawing {
        guard clipBottomOutset > 0 else { return .effect(.clipToBounds) }
        let outset = clipBottomOutset
        return .effect(.clipShape(path: { Path(CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height + outset)) },
                                  eoFill: false))
    }
}

extension View {
    // Accepted so SwiftUI code compiles: a still image never shows indicators,
    // cannot be scrolled, and Easel draws no system background behind scroll content.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
