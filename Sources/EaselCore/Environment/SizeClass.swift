import Foundation

/// SwiftUI's size classes. Without a device, Easel reports what an iPhone in
/// portrait reports (compact width, regular height), the screen most SwiftUI
/// code is written for; set them with `environment(\.horizontalSizeClass, …)`.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable { case compact, regular }

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct StatusBarHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Set by `statusBarHidden(_:)`; a device canvas leaves the status bar out.
    public var statusBarHidden: Bool {
        get { self[StatusBarHiddenKey.self] } set { self[StatusBarHiddenKey.self] = newValue }
    }
}

extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        transformEnvironment(\.statusBarHidden) { $0 = hidden }
    }
}
