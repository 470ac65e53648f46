import Foundation

/// What a screen's content hands up to the screen, as SwiftUI's preference keys
/// flow up the tree: read off the resolved tree in one walk (`DeviceScreen`).
struct ScreenPreferences: Equatable {
    /// `preferredColorScheme(_:)`: the first one depth first, outermost first
    /// (SwiftUI documents no order between conflicting preferences).
    var colorScheme: ColorScheme?
    /// `statusBarHidden()` anywhere in the content hides the status bar.
    var statusBarHidden = false

    init(collectingFrom root: ViewNode) {
        collect(root)
    }

    /// Depth first; stops once both values are known, since neither can change after that.
    private mutating func collect(_ node: ViewNode) {
        if colorScheme == nil { colorScheme = node.env.preferredColorScheme }
        if node.env.statusBarHidden { statusBarHidden = true }
        if colorScheme != nil && statusBarHidden { return }
        for child in node.layoutChildren {
            collect(child)
            if colorScheme != nil && statusBarHidden { return }
        }
    }
}
