import SwiftUI
import Testing

/// UIFont's line metrics, UIFontMetrics and UIColor's trait API.
@Suite struct UIFontMetricsTests {
    /// The system font is drawn with the bundled Inter Regular below 20 pt, whose tables
    /// (read with fontTools from Sources/EaselText/Fonts/Inter-Regular.otf) give, per 2816
    /// units per em: hhea ascender 2728, descender -680, line gap 0; OS/2 cap height 2048,
    /// x-height 1536 (the "x" glyph's top is at 1536 too). From 20 pt it is Inter Display
    /// (InterDisplay-Regular.otf), per 2048 units: ascender 1974, descender -502, line gap 0,
    /// cap height 1472, x-height 1056 ("H" and "x" reach 1472 and 1056).
    @Test(arguments: [17.0, 34.0, 12.0, 20.0, 19.5])
    func systemFontMetricsAreTheDrawnFacesTables(_ size: Double) {
        let font = UIFont.systemFont(ofSize: CGFloat(size))
        let display = size >= 20
        let em = CGFloat(size) / (display ? 2048 : 2816)
        let (ascender, descender, cap, x): (CGFloat, CGFloat, CGFloat, CGFloat) = display ? (1974, -502, 1472, 1056) : (2728, -680, 2048, 1536)
        #expect(abs(font.ascender - ascender * em) < 0.01, "ascender \(font.ascender)")
        #expect(abs(font.descender - descender * em) < 0.01, "descender \(font.descender)")
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - (ascender - descender) * em) < 0.02, "lineHeight \(font.lineHeight)")
        #expect(abs(font.capHeight - cap * em) < 0.01, "capHeight \(font.capHeight)")
        #expect(abs(font.xHeight - x * em) < 0.01, "xHeight \(font.xHeight)")
        #expect(font.pointSize == CGFloat(size))
    }

    /// `lineHeight` is the height Easel gives one line of Text in that font, so a view sized
    /// from it fits the text drawn.
    @Test func lineHeightIsTheHeightOfALineOfText() {
        for font in [UIFont.systemFont(ofSize: 17), .preferredFont(forTextStyle: .title1), .boldSystemFont(ofSize: 13)] {
            let frames = ImageRenderer(content: Text("Hg").font(Font(font)).id("t")).layout()
            let height = frames["t"]?.frame.height ?? 0
            #expect(abs(height - font.lineHeight) < 0.5, "\(font.pointSize): Text \(height), lineHeight \(font.lineHeight)")
        }
    }

    @Test func withSizeKeepsTheFaceAndScalesTheMetrics() {
        let font = UIFont.systemFont(ofSize: 8, weight: .bold)
        let big = font.withSize(16)
        #expect(big.pointSize == 16)
        #expect(big == UIFont.systemFont(ofSize: 16, weight: .bold))
        #expect(abs(big.capHeight - 2 * font.capHeight) < 0.02)
        // From 20 pt the face is Inter Display, whose capitals are 1472/2048 of the size
        // where Inter's are 2048/2816: the metrics follow the face drawn.
        let display = font.withSize(24)
        #expect(abs(display.capHeight - 24 * 1472 / 2048) < 0.01)
    }

    /// UIFontMetrics scales by the text style's ratio in the HIG's Dynamic Type table: body is
    /// 17 pt at Large and 40 pt at AX3, title1 28 and 48 pt; at Large values are unchanged.
    @Test func fontMetricsScaleByTheDynamicTypeTable() {
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10) == 10)
        let probe = MetricsProbe()
        _ = ImageRenderer(content: MetricsProbeView(probe: probe).dynamicTypeSize(.accessibility3)).layout()
        #expect(probe.body17 == 40)
        #expect(abs(probe.title10 - 10 * 48 / 28) < 0.0001)
        #expect(probe.scaledFontSize == 40)
        #expect(probe.cappedFontSize == 30)
    }

    @Test func dynamicProviderColoursFollowTheAppearance() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 1, 1, 1])
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0, 0, 1])
        #expect(color.resolved(in: .dark) == RGBA(red: 1, green: 1, blue: 1))
    }

    /// systemBlue is #007AFF in light and #0A84FF in dark (UIColor "Standard colors"; HIG "Color").
    @Test func cgColorIsTheColourInTheCurrentAppearance() {
        let light = UIColor.systemBlue.cgColor
        #expect(light.components == [0, 122.0 / 255, 1, 1])
        #expect(light.numberOfComponents == 4 && light.alpha == 1)
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components == [10.0 / 255, 132.0 / 255, 1, 1])
        let half = UIColor.red.withAlphaComponent(0.5).cgColor
        #expect(half.components == [1, 0, 0, 0.5])
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)).resolved(in: .light) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)).resolve(in: EnvironmentValues()) == RGBA(red: 0, green: 0, blue: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.25)?.alpha == 0.25)
    }
}

final class MetricsProbe {
    var body17: CGFloat = 0, title10: CGFloat = 0, scaledFontSize: CGFloat = 0, cappedFontSize: CGFloat = 0
}

struct MetricsProbeView: View {
    let probe: MetricsProbe
    var body: some View {
        probe.body17 = UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)
        probe.title10 = UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10)
        let custom = UIFont(name: "Inter", size: 17)!
        probe.scaledFontSize = UIFontMetrics.default.scaledFont(for: custom).pointSize
        probe.cappedFontSize = UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30).pointSize
        return Text("probe")
    }
}
