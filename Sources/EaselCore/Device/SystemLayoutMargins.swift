import Foundation

/// UIKit's system minimum layout margins on a view controller's root view
/// (`UIViewController.systemMinimumLayoutMargins`), which list rows, inset-grouped
/// cards, navigation bars and toolbars align to.
///
/// Apple gives the range, not the rule: SwiftUI's `ContentMarginGuide.container`
/// documents "from 16 to 20 points on iPhone". The values per width:
/// - 375 pt wide and narrower (iPhone SE, mini, 8, X/XS/11 Pro): 16 pt, what
///   UIKit draws there (cell separators start 16 pt in).
/// - 390 pt and wider (iPhone 12 and later, Plus/Max): 20 pt, measured in issue #31
///   on iOS 13–17 simulators at 390 pt (inset-grouped cards 20 pt from the
///   screen edges, row content 20 pt inside the card, plain rows at 20 pt).
/// - Regular width (iPad, full screen): 20 pt.
/// No iPhone is between 375 and 390 pt wide, so where the step lies inside that
/// gap is not observable; Easel steps above 375.
enum SystemLayoutMargins {
    static let compact: CGFloat = 16
    static let wide: CGFloat = 20
    /// The widest screen that keeps the 16-pt margins.
    static let compactMaxWidth: CGFloat = 375

    /// The horizontal margin for a screen (or render) `width` points wide.
    static func horizontal(width: CGFloat?, sizeClass: UserInterfaceSizeClass?) -> CGFloat {
        if sizeClass == .regular { return wide }
        guard let width else { return compact }
        return width > compactMaxWidth ? wide : compact
    }

    static func horizontal(_ env: EnvironmentValues) -> CGFloat {
        if let d = env.device { return horizontal(width: d.size.width, sizeClass: d.horizontalSizeClass) }
        return horizontal(width: env.sceneWidth, sizeClass: nil)
    }
}

struct SceneWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The width of the whole render (the window a hosting controller would
    /// fill), set once at the root; UIKit's margins follow it, not a container's width.
    var sceneWidth: CGFloat? { get { self[SceneWidthKey.self] } set { self[SceneWidthKey.self] = newValue } }
}
