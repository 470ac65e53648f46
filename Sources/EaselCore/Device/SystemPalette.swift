import Foundation

/// UIKit's semantic background and label colours (UIColor documentation,
/// "Standard colors" › "Background colors"; values as UIKit resolves them in
/// the light and dark appearances). Internal, so another module's public
/// `Color.systemBackground` can be added later without a clash.
enum SystemPalette {
    /// systemBackground: #FFFFFF / #000000.
    static let background = Color.system(RGBA(255, 255, 255), RGBA(0, 0, 0))
    /// systemGroupedBackground: #F2F2F7 / #000000.
    static let groupedBackground = Color.system(RGBA(242, 242, 247), RGBA(0, 0, 0))
    /// secondarySystemGroupedBackground (cells in a grouped list): #FFFFFF / #1C1C1E.
    static let groupedCell = Color.system(RGBA(255, 255, 255), RGBA(28, 28, 30))
    /// tertiaryLabel, used for disclosure chevrons: #3C3C43 at 30 % / #EBEBF5 at 30 %.
    static let tertiaryLabel = Color.system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    /// tertiarySystemFill, the search field: #767680 at 12 % / at 24 %.
    static let tertiaryFill = Color.system(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    /// UIColor.separator: #3C3C43 at 29 % / #545458 at 60 %.
    static let separator = Color.separator
}
