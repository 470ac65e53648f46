import EaselCairo
import EaselText
import Foundation

/// The scripts `easel doctor` checks a fallback face for, and the Debian 12
/// packages that provide the faces Easel's goldens are recorded with.
enum DoctorFallbacks {
    struct Script {
        let name: String
        /// A character only a face for that script has.
        let sample: Unicode.Scalar
        let package: String
    }

    static let all: [Script] = [
        Script(name: "emoji", sample: "\u{1F600}", package: "fonts-noto-color-emoji"),
        Script(name: "CJK", sample: "\u{6F22}", package: "fonts-noto-cjk"),
        Script(name: "Arabic", sample: "\u{0639}", package: "fonts-noto-core"),
        Script(name: "Hebrew", sample: "\u{05D0}", package: "fonts-noto-core"),
        Script(name: "Devanagari", sample: "\u{0915}", package: "fonts-noto-core"),
        Script(name: "Thai", sample: "\u{0E01}", package: "fonts-noto-core"),
    ]

    /// Debian 12 packages by font file name prefix (the environment records file
    /// names, not paths).
    static let fontPackages: [(prefix: String, package: String)] = [
        ("NotoColorEmoji", "fonts-noto-color-emoji"), ("NotoSansCJK", "fonts-noto-cjk"), ("NotoSerifCJK", "fonts-noto-cjk"),
        ("Noto", "fonts-noto-core"), ("DejaVu", "fonts-dejavu-core"),
        ("Inter", "fonts-inter"), ("MaterialIcons", "fonts-material-design-icons-iconfont"),
    ]

    /// Debian 12 runtime packages by library, for a version that differs.
    static let libraryPackages = ["cairo": "libcairo2", "pango": "libpango-1.0-0", "harfbuzz": "libharfbuzz0b",
                                  "freetype": "libfreetype6", "fontconfig": "libfontconfig1"]

    /// What to install so this machine matches `recorded`: the packages of the
    /// recorded font files that resolve differently here, and of libraries whose
    /// versions differ.
    static func packages(for here: RenderEnvironment, recorded: RenderEnvironment) -> [String] {
        var out: [String] = []
        let mine = Dictionary(here.fonts.map { ($0.request, $0) }, uniquingKeysWith: { a, _ in a })
        for font in recorded.fonts where mine[font.request] != font {
            if let p = fontPackages.first(where: { font.file.hasPrefix($0.prefix) }) { out.append(p.package) }
        }
        let versions = [("cairo", here.cairo, recorded.cairo), ("pango", here.pango, recorded.pango),
                        ("harfbuzz", here.harfbuzz, recorded.harfbuzz), ("freetype", here.freetype, recorded.freetype),
                        ("fontconfig", here.fontconfig, recorded.fontconfig)]
        for (name, a, b) in versions where a != b { out.append(libraryPackages[name]!) }
        return out
    }
}
