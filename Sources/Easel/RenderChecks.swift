import Foundation
import EaselCore
import EaselCairo
import EaselText

/// Checks that turn silent surprises into `ImageRenderer.diagnostics`: text asking
/// for a font family that is not installed (it falls back, as in SwiftUI), text
/// drawn as missing-glyph boxes, and content that lies outside the image (it is clipped).
enum RenderChecks {
    /// The family SF Symbols' stand-ins are drawn in (`SymbolCatalog.fontFamily`).
    static let symbolFamily = "Material Icons"

    /// Passes every request to `base`, reporting each custom family fontconfig
    /// cannot find once per render.
    struct FamilyCheckingTextEngine: TextEngine {
        let base: any TextEngine
        let check: FamilyCheck
        func layout(_ request: TextRequest) -> TextLayout {
            for run in request.runs { if let family = run.font.family { check.note(family) } }
            let layout = base.layout(request)
            // A lone symbol is reported by its view, with its SF Symbols name.
            if request.runs.contains(where: { $0.font.family != RenderChecks.symbolFamily }) {
                let missing = MissingGlyphs.scalars(in: layout)
                if !missing.isEmpty { check.diagnostics.report(MissingGlyphs.textMessage(request.string, missing: missing)) }
            }
            return layout
        }
    }

    final class FamilyCheck: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: Set<String> = []
        let diagnostics: Diagnostics
        init(diagnostics: Diagnostics) { self.diagnostics = diagnostics }

        func note(_ family: String) {
            lock.lock()
            let first = seen.insert(family).inserted
            lock.unlock()
            if first, !InstalledFonts.hasFamily(family) {
                diagnostics.report("font family '\(family)' is not installed; its text is drawn in the default family instead")
            }
        }
    }

    /// The outermost view whose frame leaves the image, if any. A ScrollView's
    /// content overflows on purpose and is not reported.
    static func overflow(_ root: PlacedNode) -> String? {
        let bounds = root.frame.insetBy(dx: -0.5, dy: -0.5)
        func find(_ node: PlacedNode) -> PlacedNode? {
            for child in node.children {
                if !bounds.contains(child.frame) { return child }
                if child.isScrollView { continue }
                if let deeper = find(child) { return deeper }
            }
            return nil
        }
        guard let out = find(root) else { return nil }
        // Whole numbers without decimals; infinite or NaN sizes (a caller's numbers) as they are.
        func pt(_ v: CGFloat) -> String {
            guard v.isFinite else { return "\(v)" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
        }
        let f = out.frame, name = out.userTypeName ?? out.typeName
        return "content overflows the \(pt(root.frame.width))×\(pt(root.frame.height)) pt image and is clipped: "
            + "\(name) is \(pt(f.width))×\(pt(f.height)) pt at (\(pt(f.minX)), \(pt(f.minY)))"
    }
}
