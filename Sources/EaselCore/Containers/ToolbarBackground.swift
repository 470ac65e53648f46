import Foundation

/// The bars `toolbarBackground(_:for:)` and `toolbar(_:for:)` act on.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }
    let bars: [Bar]
    /// On iPhone the automatic placement is the navigation bar.
    public static let automatic = ToolbarPlacement(bars: [.navigationBar])
    public static let navigationBar = ToolbarPlacement(bars: [.navigationBar])
    public static let tabBar = ToolbarPlacement(bars: [.tabBar])
    public static let bottomBar = ToolbarPlacement(bars: [.bottomBar])
}

/// What the content asks of one bar. SwiftUI hands these up as preferences;
/// Easel reads them off the first node of the bar's content that sets them.
struct BarAppearance {
    /// `.visible`: the bar background always shows; `.hidden`: never;
    /// `.automatic`: only with content under the bar (`ScrollEdgeProbe`).
    var background: Visibility = .automatic
    /// The bar's background when it shows (the bar material otherwise).
    var style: AnyShapeStyle?
    /// `.hidden` leaves the bar out (the tab bar and the navigation bar, in Easel).
    var visibility: Visibility = .automatic
}

struct BarAppearancesKey: EnvironmentKey { static let defaultValue: [ToolbarPlacement.Bar: BarAppearance] = [:] }

extension EnvironmentValues {
    var barAppearances: [ToolbarPlacement.Bar: BarAppearance] {
        get { self[BarAppearancesKey.self] } set { self[BarAppearancesKey.self] = newValue }
    }
}

extension View {
    /// Whether the bars show their background at rest: `.visible` always,
    /// `.hidden` never, `.automatic` as UIKit does (only with content under them).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(.environment { env in
            for bar in bars.flatMap(\.bars) { env.barAppearances[bar, default: BarAppearance()].background = visibility }
        })
    }
    /// The bars' background when it shows.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let s = AnyShapeStyle(style)
        return modifier(.environment { env in
            for bar in bars.flatMap(\.bars) { env.barAppearances[bar, default: BarAppearance()].style = s }
        })
    }
    /// `.hidden` for `.tabBar` or `.navigationBar` leaves that bar out and gives
    /// its space to the content; the bottom toolbar accepts it and stays.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(.environment { env in
            for bar in bars.flatMap(\.bars) { env.barAppearances[bar, default: BarAppearance()].visibility = visibility }
        })
    }
}

extension BarAppearance {
    /// The appearance asked for `bar` by the outermost node of `nodes` that asks.
    static func find(_ bar: ToolbarPlacement.Bar, in nodes: [ViewNode]) -> BarAppearance {
        func visit(_ n: ViewNode) -> BarAppearance? {
            if let a = n.env.barAppearances[bar] { return a }
            for c in n.layoutChildren { if let a = visit(c) { return a } }
            return nil
        }
        for n in nodes { if let a = visit(n) { return a } }
        return BarAppearance()
    }
}
