import Foundation
import CCairo
import CPango
import CHarfBuzz

/// What the renderer runs on, read from the loaded libraries at run time (not
/// the headers it was built against), for `easel --version` and bug reports.
public enum LibraryVersions {
    public static var cairo: String { String(cString: cairo_version_string()) }
    public static var pango: String { String(cString: pango_version_string()) }
    public static var harfBuzz: String { String(cString: hb_version_string()) }
}

/// Font families fontconfig can find, so callers can warn before text silently
/// falls back to the default family (as SwiftUI does with a missing custom font).
public enum InstalledFonts {
    public static func hasFamily(_ name: String) -> Bool {
        let wanted = name.lowercased()
        return PangoRuntime.shared.familyNames().contains { $0.lowercased() == wanted }
    }
}
