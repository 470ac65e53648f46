import Foundation

/// What a bottom bar (the tab bar, a navigation stack's bottom toolbar) learns
/// from the scroll views above it. Since iOS 15 such a bar uses its
/// `scrollEdgeAppearance` (no background, no hairline) while the scroll view's
/// content ends at or above the bar, and its standard appearance (bar material
/// and hairline) while content runs on under it (UITabBar and UIToolbar
/// `scrollEdgeAppearance`). A screen with no scroll view counts as at the edge,
/// as in UIKit. A still image is at rest, scrolled to the top, so content runs
/// under the bar exactly when it is longer than the scroll view.
final class ScrollEdgeProbe: @unchecked Sendable {
    let parent: ScrollEdgeProbe?
    /// Set at resolve time when the owner has no bar of its own on that edge: the
    /// enclosing bar (a tab bar around a navigation stack without a toolbar) is the one reached.
    var forwards = false
    private(set) var contentUnderBar = false

    init(parent: ScrollEdgeProbe?) { self.parent = parent }

    func reportContentUnderBar() {
        contentUnderBar = true
        if forwards { parent?.reportContentUnderBar() }
    }
}

struct ScrollEdgeProbeKey: EnvironmentKey { static let defaultValue: ScrollEdgeProbe? = nil }

extension EnvironmentValues {
    var scrollEdgeProbe: ScrollEdgeProbe? { get { self[ScrollEdgeProbeKey.self] } set { self[ScrollEdgeProbeKey.self] = newValue } }
}

extension View {
    /// Draws the view (a bar's background) only once content is found under the bar.
    func shownWhenContentIsUnderBar(_ probe: ScrollEdgeProbe) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx.deeper()).map { ScrollEdgeBackgroundNode(child: $0, probe: probe, env: ctx.env) }
        })
    }
}

/// Layout-neutral; what it draws is decided after placement, when every scroll
/// view above the bar has reported.
final class ScrollEdgeBackgroundNode: LayoutNeutralNode {
    let probe: ScrollEdgeProbe

    init(child: ViewNode, probe: ScrollEdgeProbe, env: EnvironmentValues) {
        self.probe = probe
        super.init(child: child, env: env)
    }
    override var kindName: String { "ScrollEdgeBackground" }
    override var drawing: NodeDrawing { probe.contentUnderBar ? .children : .effect(.hidden) }
}

/// The bar's background at rest: the bar material with the hairline along its top, shown only with content under the bar
/// unless `toolbarBackground` says otherwise.
struct BottomBarBackground: View {
    let probe: ScrollEdgeProbe
    var appearance = BarAppearance()
    @Environment(\.displayScale) var scale

    var body: some View {
        if appearance.background == .visible {
            background
        } else if appearance.background == .automatic {
            background.shownWhenContentIsUnderBar(probe)
        }
    }

    /// The chrome material: the content under the bar, blurred, under its tint.
    @ViewBuilder private var fill: some View {
        if let style = appearance.style { Rectangle().fill(style) } else { Rectangle().fill(Material.bar) }
    }

    private var background: some View {
        fill.ignoresSafeArea()
            .overlay(alignment: .top) { SystemPalette.separator.frame(height: 1 / max(scale, 1)) }
    }
}
