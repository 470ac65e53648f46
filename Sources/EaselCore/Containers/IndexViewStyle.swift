import Foundation

/// The style of a paged `TabView`'s index (its page dots).
public protocol IndexViewStyle { var showsBackground: Bool { get } }

/// The page dots; with `backgroundDisplayMode: .always` they sit on a dark
/// translucent capsule, which keeps the white dots visible on light pages.
/// `.interactive` shows the capsule only while the user drags (never at rest).
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }
    let mode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { mode = backgroundDisplayMode }
    public var showsBackground: Bool { mode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pageIndexBackground: Bool { get { self[PageIndexBackgroundKey.self] } set { self[PageIndexBackgroundKey.self] = newValue } }
}

extension View {
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        modifier(.environment { $0.pageIndexBackground = style.showsBackground })
    }
}
