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
    /// (`minimumScaleFactor` below 1) is not counted.
    public var isClipped: Bool

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

    private func collectTexts(into out: inout [AccessibilityTextCheck]) {
        if let a = node.accessibility, a.isHidden == true || a.isDecorative { return }
        if let t = node as? TextNode {
            let s = t.text.accessibilityString
            if !s.trimmingCharacters(in: .whitespaces).isEmpty, frame.width > 0, frame.height > 0 {
                let request = t.request(proposal)
                let font = request.runs.first?.font
                var unlimited = t.request(ProposedViewSize(width: frame.width, height: nil))
                unlimited.lineLimit = nil
                let needed = t.env.textEngine.layout(unlimited).size.height
                let clipped = request.minimumScaleFactor >= 1 && needed > frame.height + 0.5
                out.append(AccessibilityTextCheck(string: s, frame: pixelFrame, pointSize: font?.size ?? 17,
                                                  isBold: (font?.weight ?? .regular) >= .semibold, isClipped: clipped))
            }
        }
        for c in children { c.collectTexts(into: &out) }
    }
}
