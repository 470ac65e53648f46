import Foundation

/// A view rendered full screen on a device, as a `UIHostingController` shows
/// it: the root is offered the safe area and centred in it, the system
/// background fills the whole screen, and the status bar and home indicator are
/// drawn on top (leave the status bar out with `statusBarHidden()`).
/// `ImageRenderer.device` wraps its content in one.
public struct DeviceScreen<Content: View>: View, PrimitiveView {
    public var device: Device
    public var content: Content

    public init(_ device: Device, @ViewBuilder content: () -> Content) {
        self.device = device; self.content = content()
    }
    public var body: Never { primitiveBody() }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let device = self.device, content = self.content
        var screen = ctx.with {
            $0.device = device
            $0.horizontalSizeClass = device.horizontalSizeClass
            $0.verticalSizeClass = device.verticalSizeClass
            $0.safeAreaBox = nil
            $0.preferredColorScheme = nil
        }
        func resolveApp(_ screen: ResolveContext) -> ViewNode {
            SafeAreaContainer.node(content: { inner in
                EaselCore.makeNodes(ZStack { SystemPalette.background.ignoresSafeArea(); content }, inner)
            }, insets: device.safeAreaInsets, ctx: screen)
        }
        // The content's bodies are kept while it resolves, so that a second resolve
        // in the preferred scheme evaluates only the bodies that read the scheme.
        let memo = BodyMemo()
        screen.env.bodyMemo = memo
        let spentBefore = screen.env.viewBudget?.count
        var app = resolveApp(screen)
        // The content's preferences, handed up from the resolved tree in one walk.
        var preferences = ScreenPreferences(collectingFrom: app)
        // `preferredColorScheme` is a preference the window adopts: it recolours the
        // whole screen, its background, the status bar and every sibling view.
        if let preferred = preferences.colorScheme, preferred != screen.env.colorScheme,
           screen.env.viewBudget?.isExceeded != true {
            // The content is resolved again; the budget counts its views once.
            if let budget = screen.env.viewBudget, let spentBefore { budget.refund(budget.count - spentBefore) }
            screen = screen.with { $0.colorScheme = preferred }
            memo.replay()
            app = resolveApp(screen)
            // A body that read the scheme may hand up other values now.
            preferences = ScreenPreferences(collectingFrom: app)
        }
        memo.close()
        screen.env.bodyMemo = nil
        var layers: [ViewNode] = [app]
        // `statusBarHidden` is set inside the content and handed up likewise.
        if !screen.env.statusBarHidden && !preferences.statusBarHidden && device.statusBarHeight > 0 {
            layers += EaselCore.makeNodes(StatusBar(device: device).accessibilityDefaults(ControlAccessibility.hidden), screen.deeper())
        }
        if device.hasHomeIndicator {
            layers += EaselCore.makeNodes(HomeIndicator(), screen.deeper())
        }
        return [LayoutNode(DeviceScreenLayout(size: device.size), children: layers, env: screen.env)]
    }
}

/// The screen is exactly the device's size whatever it is offered; every layer
/// is offered the whole screen and placed at its top-leading corner.
struct DeviceScreenLayout: Layout {
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            let d = s.dimensions(in: ProposedViewSize(size))
            // Chrome narrower than the screen (none today) would be centred horizontally.
            s.place(at: CGPoint(x: bounds.minX + (size.width - d.width) / 2, y: bounds.minY),
                    proposal: ProposedViewSize(size))
        }
    }
}

struct PreferredColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme? = nil }

extension EnvironmentValues {
    /// Set by `preferredColorScheme(_:)`; read off the resolved content by `DeviceScreen`.
    var preferredColorScheme: ColorScheme? {
        get { self[PreferredColorSchemeKey.self] } set { self[PreferredColorSchemeKey.self] = newValue }
    }
}
