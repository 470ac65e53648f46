import Foundation

/// How large controls are drawn. `.regular` is the default.
public enum ControlSize: Int, CaseIterable, Hashable, Comparable, Sendable {
    case mini, small, regular, large, extraLarge
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
}

/// Every control metric in one place. Apple publishes none of these: they are
/// approximations of iOS 17 measured by eye from screenshots (reference §15),
/// close enough for layouts to behave like SwiftUI's, not pixel-exact.
enum ControlMetrics {
    struct Button {
        /// The label font when the environment sets none.
        var font: Font
        var horizontalPadding: CGFloat
        var verticalPadding: CGFloat
        var cornerRadius: CGFloat
    }

    static func button(_ size: ControlSize) -> Button {
        switch size {
        case .mini: return Button(font: .caption, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 5)
        case .small: return Button(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, cornerRadius: 6)
        case .regular: return Button(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8)
        case .large: return Button(font: .body, horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12)
        case .extraLarge: return Button(font: .title3, horizontalPadding: 24, verticalPadding: 16, cornerRadius: 14)
        }
    }

    /// `.bordered` fills its shape with the tint at this opacity.
    static let borderedTintOpacity = 0.15
    /// `.bordered` without a tint: iOS's secondary system fill.
    static let neutralFill = Color.system(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
    /// Disabled labels: iOS's tertiary label colour.
    static let disabledLabel = Color.system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))

    /// The linear ProgressView's bar: 4 pt tall, capsule ends.
    static let progressBarHeight: CGFloat = 4
    /// The bar's unfilled track: iOS's system fill.
    static let progressTrack = Color.system(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
}
