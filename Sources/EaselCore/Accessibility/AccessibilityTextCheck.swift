import Foundation

/// A visible text, as the accessibility audit judges it: its size for WCAG's
/// "large text" and whether its frame cuts it off.
public struct AccessibilityTextCheck: Hashable, Sendable {
    public var string: String
    /// Points, pixel-snapped, in the image's coordinates.
    public var frame: CGRect
    /// The first run's point size and whether it is bold (semibold or heavier).
    public var pointSize: CGFloat
    public var isBold: Bool
    /// The text needs more room at its width than its frame gives it: lines
    /// are cut off or truncated with an ellipsis. Text allowed to shrink
    /// (`minimumScaleFactor` below 1) is not counted, nor the text in a text
    /// or search field, which scrolls inside the field as UITextField's does.
    public var isClipped: Bool
    /// Every run is drawn in a colour the system gives text (see
    /// ``AccessibilityTextCheck/systemTextColors``), so it follows Increase Contrast.
    public var isSystemColored: Bool = false

    /// WCAG 2.x "large scale": at least 18 pt, or 14 pt bold.
    public var isLarge: Bool { pointSize >= 18 || (isBold && pointSize >= 14) }
}

extension PlacedNode {
    /// Every text drawn in this tree and not hidden from assistive technology.
    public func accessibilityTexts() -> [AccessibilityTextCheck] {
        var out: [AccessibilityTextCheck] = []
        collectTexts(into: &out)
        return out
    }

    private func collectTexts(into out: inout [AccessibilityTextCheck], inField: Bool = false) {
        if let a = node.accessibility, a.isHidden == true || a.isDecorative { return }
        let fields: [AccessibilityRole] = [.textField, .secureTextField, .searchField]
        let inField = inField || node.accessibility?.role.map(fields.contains) == true
        if let t = node as? TextNode {
            let s = t.text.accessibilityString
            if !s.trimmingCharacters(in: .whitespaces).isEmpty, frame.width > 0, frame.height > 0 {
                let request = t.request(proposal)
                let font = request.runs.first?.font
                var unlimited = t.request(ProposedViewSize(width: frame.width, height: nil))
                unlimited.lineLimit = nil
                let needed = t.env.textEngine.layout(unlimited).size.height
                let clipped = !inField && request.minimumScaleFactor >= 1 && needed > frame.height + 0.5
                var check = AccessibilityTextCheck(string: s, frame: pixelFrame, pointSize: font?.size ?? 17,
                                                   isBold: (font?.weight ?? .regular) >= .semibold, isClipped: clipped)
                check.isSystemColored = request.runs.allSatisfy { AccessibilityTextCheck.systemTextColors.contains($0.color) }
                out.append(check)
            }
        }
        for c in children { c.collectTexts(into: &out, inField: inField) }
    }
}

extension AccessibilityTextCheck {
    /// The colours iOS itself gives text, light and dark: the label hierarchy
    /// (`.primary` … `.quaternary`, UIColor.label … quaternaryLabel), the
    /// placeholder, and what system controls draw their titles in — the
    /// default tint (systemBlue, buttons and links), systemRed (a destructive
    /// button) and systemGray (an unselected tab-bar item). The HIG (Color
    /// and Contrast: "Prefer system colors for text") says text in these
    /// colours responds to Increase Contrast, so the audit leaves their
    /// contrast to the system. Matched by value: a custom colour equal to one
    /// of them counts as it. Other system colours (yellow, orange, green…)
    /// are not text colours and are judged.
    public static let systemTextColors: Set<RGBA> = {
        var light = EnvironmentValues(); light.colorScheme = .light
        var dark = EnvironmentValues(); dark.colorScheme = .dark
        let labels = (0...4).map { HierarchicalShapeStyle(level: $0) }
        var out = Set<RGBA>()
        for env in [light, dark] {
            for l in labels { if case .color(let c) = l._paint(in: env, bounds: .zero) { out.insert(c) } }
            for c in [Color.blue, .red, .gray, IOSControls.placeholder] { out.insert(c.resolve(in: env)) }
        }
        return out
    }()
}
