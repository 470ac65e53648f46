import Foundation
import Easel
import EaselCairo

/// One problem the audit found, with the element or text it concerns.
public struct AccessibilityIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable {
        /// A control or view with an action that VoiceOver would read as nothing.
        case missingLabel
        /// An image that is not decorative and has no label.
        case imageWithoutLabel
        /// An interactive element smaller than 44 × 44 pt (HIG, "Accessibility": "a
        /// minimum tappable area of 44x44 pt for all controls").
        case smallHitTarget
        /// Text cut off or truncated at an accessibility Dynamic Type size.
        case clippedText
        /// Text below WCAG 2 AA contrast: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
        /// Text in the colours iOS gives text (`AccessibilityTextCheck.systemTextColors`)
        /// is left to the system unless `judgesSystemTextColors` is set.
        case lowContrast
    }
    public var kind: Kind
    public var message: String
    /// Points, in the image's coordinates.
    public var frame: CGRect
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// Checks a rendered view for what Apple's Accessibility Inspector flags and
/// can be judged from the tree and the pixels alone. `PreviewLayoutTest`-style:
/// run it over the same renderer a snapshot test uses.
public struct AccessibilityAudit: Sendable {
    public var checks: Set<AccessibilityIssue.Kind>
    /// The HIG's minimum hit target.
    public var minimumHitTarget: CGSize
    /// The sizes text must fit at: the five accessibility sizes by default.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Whether text in the system's own text colours (secondary label 3.44:1,
    /// system blue 4.02:1 on white) is held to WCAG AA too. Off by default:
    /// the HIG tells apps to prefer these colours for text because they
    /// follow Increase Contrast, the setting people who need more contrast use.
    public var judgesSystemTextColors: Bool

    public init(checks: Set<AccessibilityIssue.Kind> = Set(AccessibilityIssue.Kind.allCases),
                minimumHitTarget: CGSize = CGSize(width: 44, height: 44),
                dynamicTypeSizes: [DynamicTypeSize] = [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5],
                judgesSystemTextColors: Bool = false) {
        self.checks = checks; self.minimumHitTarget = minimumHitTarget; self.dynamicTypeSizes = dynamicTypeSizes
        self.judgesSystemTextColors = judgesSystemTextColors
    }

    /// Every issue in `renderer`'s view, in reading order; clipping last, by type size.
    public func issues<V: View>(in renderer: ImageRenderer<V>) throws -> [AccessibilityIssue] {
        var found: [AccessibilityIssue] = []
        let pass = renderer.pass()
        try pass.check()
        let tree = pass.placed.accessibilityTree(scale: renderer.scale)
        for e in tree.readingOrder {
            let name = e.summary
            if checks.contains(.missingLabel), e.isInteractive, e.label.trimmingCharacters(in: .whitespaces).isEmpty {
                found.append(.init(kind: .missingLabel, message: "interactive element with no label: \(name)", frame: e.frame))
            }
            if checks.contains(.imageWithoutLabel), e.kind == "image", e.label.isEmpty {
                found.append(.init(kind: .imageWithoutLabel,
                                   message: "image without a label (give it one, or make it Image(decorative:)): \(name)", frame: e.frame))
            }
            if checks.contains(.smallHitTarget), e.isInteractive,
               e.frame.width < minimumHitTarget.width - 0.01 || e.frame.height < minimumHitTarget.height - 0.01 {
                found.append(.init(kind: .smallHitTarget,
                                   message: "hit target \(Self.pt(e.frame.width))×\(Self.pt(e.frame.height)) pt is under "
                                       + "\(Self.pt(minimumHitTarget.width))×\(Self.pt(minimumHitTarget.height)): \(name)", frame: e.frame))
            }
        }
        if checks.contains(.lowContrast) {
            found += try contrastIssues(renderer, pass: pass)
        }
        if checks.contains(.clippedText) {
            for size in dynamicTypeSizes {
                let original = renderer.environment.dynamicTypeSize
                renderer.environment.dynamicTypeSize = size
                defer { renderer.environment.dynamicTypeSize = original }
                for t in renderer.pass().placed.accessibilityTexts() where t.isClipped {
                    found.append(.init(kind: .clippedText, message: "text clipped at \(size): \"\(t.string)\"", frame: t.frame))
                }
            }
        }
        return found
    }

    /// Each text's contrast from the drawn pixels: its background is the most
    /// common colour in its frame, its colour the pixel that differs most from
    /// that background (a glyph's fully covered core, not its antialiased edge).
    private func contrastIssues<V: View>(_ renderer: ImageRenderer<V>, pass: ImageRenderer<V>.Pass) throws -> [AccessibilityIssue] {
        var list = pass.list
        // Judged on the screen's own background: a transparent render is composited
        // over white (light) or black (dark), as a device shows it.
        if list.canvas.background == nil { list.canvas.background = renderer.environment.colorScheme == .dark ? .black : .white }
        let image = try CairoRasterizer.rasterize(list, limits: renderer.limits)
        var out: [AccessibilityIssue] = []
        for t in pass.placed.accessibilityTexts() where judgesSystemTextColors || !t.isSystemColored {
            guard let ratio = Contrast.ratio(in: image, frame: t.frame, scale: renderer.scale) else { continue }
            let needed = t.isLarge ? 3.0 : 4.5
            if ratio < needed {
                out.append(.init(kind: .lowContrast,
                                 message: String(format: "contrast %.2f:1 is under %.1f:1 for %@ text: \"%@\"",
                                                 ratio, needed, t.isLarge ? "large" : "body", t.string), frame: t.frame))
            }
        }
        return out
    }

    static func pt(_ v: CGFloat) -> String { AccessibilityElement.summaryNumber(v) }
}

/// WCAG 2 contrast from pixels.
enum Contrast {
    static func ratio(in image: RasterImage, frame: CGRect, scale: CGFloat) -> Double? {
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), y0 = max(0, Int((frame.minY * scale).rounded(.down)))
        let x1 = min(image.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(image.height, Int((frame.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * image.width + x) * 4
                let key = UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2])
                counts[key, default: 0] += 1
            }
        }
        // The most common colour; ties go to the smaller key, so the answer never depends on hashing.
        guard let background = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return nil }
        let lb = luminance(background)
        let best = counts.keys.map { contrast(luminance($0), lb) }.max() ?? 1
        return best
    }

    /// WCAG 2 relative luminance of an sRGB colour.
    static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ v: UInt32) -> Double {
            let c = Double(v & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb)
    }

    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}

/// Fails the test with every issue `audit` finds in the renderer's view.
public func assertAccessibilityAudit<V: View>(
    of renderer: ImageRenderer<V>,
    _ audit: AccessibilityAudit = AccessibilityAudit(),
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    do {
        let issues = try audit.issues(in: renderer)
        guard !issues.isEmpty else { return }
        SnapshotIssueReporter.report("Accessibility audit found \(issues.count) issue(s):\n"
                                     + issues.map { "  - \($0)" }.joined(separator: "\n"),
                                     fileID: fileID, filePath: file, line: line, column: column)
    } catch {
        SnapshotIssueReporter.report("Accessibility audit could not render the view: \(error)",
                                     fileID: fileID, filePath: file, line: line, column: column)
    }
}
