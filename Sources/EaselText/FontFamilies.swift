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
    /// Called for every run shaped, so the design's lists are joined once.
    static func familyList(for font: ResolvedFont) -> String {
        let list = font.design == .monospaced ? monospacedList : font.design == .serif ? serifList : defaultList
        if font.family == nil, let system = systemFamily(for: font) { return system.name + "," + list.joined }
        guard let custom = font.family else { return list.joined }
        // Commas separate families in a Pango description, so they cannot appear in a name.
        let name = custom.contains(",") ? String(custom.map { $0 == "," ? " " : $0 }) : custom
        let lowered = name.lowercased()
        return ([name] + list.names.filter { $0.lowercased() != lowered }).joined(separator: ",")
    }

    /// The system font's family at this size ahead of the design's list: SF Pro's
    /// Text or Display when SF Pro is available (`SystemFontFaces`), otherwise Inter
    /// Display from 20 pt, the bundled stand-in's own display cut (below 20 pt the
    /// list's Inter leads); nil for the serif and monospaced designs, which SF Pro lacks.
    static func systemFamily(for font: ResolvedFont) -> (name: String, opticalSize: CGFloat?)? {
        guard font.design == .default || font.design == .rounded else { return nil }
        if let faces = SystemFontFaces.current { return SystemFontFaces.family(forSize: font.size, in: faces) }
        return SystemFontFaces.standInFamily(forSize: font.size).map { ($0, nil) }
    }

    private struct List {
        let names: [String]
        let joined: String
        init(_ names: [String]) { self.names = names; joined = names.joined(separator: ",") }
    }

    // No rounded face is installed by default; SwiftUI's .rounded on a font
    // without one falls back to the default design as well. Script faces go
    // before DejaVu Sans, which would otherwise claim Arabic and Hebrew.
    private static let sansTail = sansSerif.filter { $0 != "DejaVu Sans" } + scriptFaces + ["DejaVu Sans", "sans-serif"]
    private static let defaultList = List(sansTail)
    private static let monospacedList = List(monospaced + ["monospace"] + sansTail)
    private static let serifList = List(serif + ["serif"] + sansTail)

    /// The family Easel's default text uses on this machine.
    static var defaultFamily: String {
        let installed = PangoRuntime.shared.familyNames()
        return sansSerif.first(where: installed.contains) ?? "sans-serif"
    }
}
