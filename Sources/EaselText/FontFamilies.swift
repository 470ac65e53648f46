import Foundation
import EaselCore

/// Which font families a `ResolvedFont` asks fontconfig for, in order.
///
/// Easel stands in for SF Pro with Inter (closest in design and metrics), then
/// Noto Sans, then DejaVu Sans; the first one installed leads the list and the
/// rest stay behind it as fallbacks. Characters none of them has (emoji, CJK,
/// Arabic, Hebrew, Devanagari, …) fall back per character through fontconfig's
/// sorted font list, which Pango walks itself.
enum FontFamilies {
    static let sansSerif = ["Inter", "Noto Sans", "DejaVu Sans"]
    static let serif = ["Noto Serif", "DejaVu Serif"]
    static let monospaced = ["DejaVu Sans Mono", "Noto Sans Mono"]
    /// Faces made for scripts the Latin families lack, ahead of fontconfig's own
    /// fallback (which would pick DejaVu Sans's plainer Arabic and Hebrew).
    static let scriptFaces = ["Noto Sans Arabic", "Noto Sans Hebrew"]

    /// A Pango family list ("A,B,C") for the font: a custom family first (SwiftUI
    /// falls back to the system font when it is missing), then the design's families.
    static func familyList(for font: ResolvedFont) -> String {
        var names: [String] = []
        if let custom = font.family { names.append(custom) }
        switch font.design {
        case .monospaced: names += monospaced + ["monospace"]
        case .serif: names += serif + ["serif"]
        // No rounded face is installed by default; SwiftUI's .rounded on a
        // font without one falls back to the default design as well.
        case .default, .rounded: break
        }
        // Script faces go before DejaVu Sans, which would otherwise claim Arabic and Hebrew.
        names += sansSerif.filter { $0 != "DejaVu Sans" } + scriptFaces + ["DejaVu Sans", "sans-serif"]
        var seen = Set<String>()
        // Commas separate families in a Pango description, so they cannot appear in a name.
        return names.map { $0.replacingOccurrences(of: ",", with: " ") }
            .filter { seen.insert($0.lowercased()).inserted }
            .joined(separator: ",")
    }

    /// The family Easel's default text uses on this machine.
    static var defaultFamily: String {
        let installed = PangoRuntime.shared.familyNames()
        return sansSerif.first(where: installed.contains) ?? "sans-serif"
    }
}
