import Foundation
import Testing
import Easel

/// UIKit's system colours as SwiftUI code uses them (`Color(.systemGray5)`,
/// `Color(uiColor: .label)`), with the values UIKit resolves on iOS in the light
/// and dark appearances (UIColor documentation, HIG colour tables).
@Suite struct UIColorTests {
    func env(_ scheme: ColorScheme) -> EnvironmentValues { var e = EnvironmentValues(); e.colorScheme = scheme; return e }
    /// "#RRGGBBAA" of `c` in the light and the dark appearance.
    func hex(_ c: UIColor) -> (String, String) {
        (Color(c).resolve(in: env(.light)).description, Color(uiColor: c).resolve(in: env(.dark)).description)
    }

    @Test func systemGreysStepLighterInLightModeAndDarkerInDarkMode() {
        #expect(hex(.systemGray) == ("#8E8E93FF", "#8E8E93FF"))
        #expect(hex(.systemGray2) == ("#AEAEB2FF", "#636366FF"))
        #expect(hex(.systemGray3) == ("#C7C7CCFF", "#48484AFF"))
        #expect(hex(.systemGray4) == ("#D1D1D6FF", "#3A3A3CFF"))
        #expect(hex(.systemGray5) == ("#E5E5EAFF", "#2C2C2EFF"))
        #expect(hex(.systemGray6) == ("#F2F2F7FF", "#1C1C1EFF"))
    }

    @Test func standardColours() {
        #expect(hex(.systemRed) == ("#FF3B30FF", "#FF453AFF"))
        #expect(hex(.systemBlue) == ("#007AFFFF", "#0A84FFFF"))
        #expect(hex(.systemGreen) == ("#34C759FF", "#30D158FF"))
        #expect(hex(.systemTeal) == ("#30B0C7FF", "#40C8E0FF"))
        #expect(hex(.systemIndigo) == ("#5856D6FF", "#5E5CE6FF"))
        #expect(hex(.link) == ("#007AFFFF", "#0984FFFF"))
    }

    @Test func labelsAreBlackOrWhiteAtFallingOpacity() {
        #expect(hex(.label) == ("#000000FF", "#FFFFFFFF"))
        // 60 %, 30 %, 18 % / 16 % of 255: 153, 77, 46 / 41.
        #expect(hex(.secondaryLabel) == ("#3C3C4399", "#EBEBF599"))
        #expect(hex(.tertiaryLabel) == ("#3C3C434D", "#EBEBF54D"))
        #expect(hex(.quaternaryLabel) == ("#3C3C432E", "#EBEBF529"))
        #expect(hex(.placeholderText) == ("#3C3C434D", "#EBEBF54D"))
    }

    @Test func backgroundsPlainAndGrouped() {
        #expect(hex(.systemBackground) == ("#FFFFFFFF", "#000000FF"))
        #expect(hex(.secondarySystemBackground) == ("#F2F2F7FF", "#1C1C1EFF"))
        #expect(hex(.tertiarySystemBackground) == ("#FFFFFFFF", "#2C2C2EFF"))
        #expect(hex(.systemGroupedBackground) == ("#F2F2F7FF", "#000000FF"))
        #expect(hex(.secondarySystemGroupedBackground) == ("#FFFFFFFF", "#1C1C1EFF"))
        #expect(hex(.tertiarySystemGroupedBackground) == ("#F2F2F7FF", "#2C2C2EFF"))
    }

    @Test func separatorsAndFills() {
        // 29 % and 60 % of 255: 74 and 153.
        #expect(hex(.separator) == ("#3C3C434A", "#54545899"))
        #expect(hex(.opaqueSeparator) == ("#C6C6C8FF", "#38383AFF"))
        // 20/36 %, 16/32 %, 12/24 %, 8/18 %.
        #expect(hex(.systemFill) == ("#78788033", "#7878805C"))
        #expect(hex(.secondarySystemFill) == ("#78788029", "#78788052"))
        #expect(hex(.tertiarySystemFill) == ("#7676801F", "#7676803D"))
        #expect(hex(.quaternarySystemFill) == ("#74748014", "#7676802E"))
    }

    @Test func fixedColoursIgnoreTheAppearance() {
        #expect(hex(.red) == ("#FF0000FF", "#FF0000FF"))
        #expect(hex(.orange) == ("#FF8000FF", "#FF8000FF"))
        #expect(hex(.darkGray) == ("#555555FF", "#555555FF"))
        #expect(hex(.clear) == ("#00000000", "#00000000"))
        #expect(hex(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)) == ("#33669980", "#33669980"))
        #expect(hex(UIColor(white: 0.8, alpha: 1)) == ("#CCCCCCFF", "#CCCCCCFF"))
        #expect(hex(UIColor.systemBlue.withAlphaComponent(0.5)) == ("#007AFF80", "#0A84FF80"))
    }

    /// Drawn, a dynamic colour follows the scheme of the view that draws it.
    @Test func aDrawnSystemColourFollowsTheViewsColorScheme() throws {
        let light = try raster(Color(.systemGray5), width: 4, height: 4).px(2, 2)
        let dark = try raster(Color(UIColor.systemGray5).environment(\.colorScheme, .dark), width: 4, height: 4).px(2, 2)
        #expect(light == (229, 229, 234, 255))
        #expect(dark == (44, 44, 46, 255))
    }
}
