import Foundation

/// Why content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as placeholder bars while real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data, hidden where the system asks for it (widgets on a locked
    /// device); a render shows such content, as an unlocked device does.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (a widget between updates); drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// With `.placeholder`, every Text inside draws as rounded bars where its
    /// lines are, as iOS draws loading placeholders; layout is unchanged.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(.environment { $0.redactionReasons.formUnion(reason) })
    }
    /// Draws this view's content as it is, inside a redacted view.
    public func unredacted() -> some View {
        modifier(.environment { $0.redactionReasons = [] })
    }
}

/// The bars a redacted Text draws. Apple publishes no figures: each line's bar
/// spans the line's width and 80 % of its height, centred on it, with 3-pt
/// corners, in the text's colour at 16 % opacity (Easel's choice, resembling
/// iOS's light grey bars for primary text).
enum RedactionBars {
    static let heightFraction: CGFloat = 0.8
    static let cornerRadius: CGFloat = 3
    static let opacity: Double = 0.16

    static func items(_ layout: TextLayout, origin: CGPoint, color: RGBA) -> [DisplayItem] {
        var faded = color
        faded.alpha *= opacity
        return layout.lines.compactMap { line in
            guard line.frame.width > 0, line.frame.height > 0 else { return nil }
            let h = line.frame.height * heightFraction
            let rect = CGRect(x: origin.x + line.frame.minX, y: origin.y + line.frame.midY - h / 2, width: line.frame.width, height: h)
            return .shape(ShapeItem(path: Path(roundedRect: rect, cornerRadius: min(cornerRadius, h / 2)), paint: .color(faded)))
        }
    }
}
