import Foundation

/// A scene's operational state. A rendered screen is the one in front, so
/// `@Environment(\.scenePhase)` reads `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// The contrast setting; a render uses the standard one.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable { case standard, increased }

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
    /// False: a search field at rest is not being edited.
    public var isSearching: Bool { self[IsSearchingKey.self] }
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
}
