import Foundation
import Testing
import Easel

/// containerRelativeFrame, scenePadding and contentMargins through the real renderer.
@Suite struct ContainerRelativeFrameTests {
    func layout<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> [AnyHashable: CGRect] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return r.layout().mapValues(\.frame)
    }

    @Test func cardsInAHorizontalScrollViewTakeAThirdOfItsWidth() {
        let f = layout(ScrollView(.horizontal) {
            ForEach(0..<5) { i in
                Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id(i)
            }
        }, 300, 120)
        // (300 − 2·10) / 3 = 93.33 wide; the height is the scroll view's, as the colour fills it.
        #expect(isClose(f[0]?.width ?? 0, 280.0 / 3, 0.01))
        #expect(f[0]?.height == 120)
    }

    @Test func spanCoversColumnsAndTheGapsBetweenThem() {
        let f = layout(Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 8).id("a"), 400, 100)
        // (400 − 3·8) / 4 · 2 + 8 = 196
        #expect(f["a"]?.width == 196)
    }

    @Test func aClosureGetsTheContainerLengthPerAxis() {
        let f = layout(ScrollView {
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .vertical ? length * 0.8 : length / 2
            }.id("a")
        }, 300, 500)
        #expect(f["a"]?.size == CGSize(width: 150, height: 400))
    }

    @Test func theRootIsTheContainerOutsideAScrollView() {
        // Inside a fixed 100-point frame, the container is still the 300-point render.
        let f = layout(Color.red.containerRelativeFrame(.horizontal).id("a").frame(width: 100), 300, 50)
        #expect(f["a"]?.width == 300)
        // Axes not listed keep the child's own size.
        let g = layout(Text("Hi").containerRelativeFrame(.horizontal, alignment: .leading).id("t"), 300, 50)
        #expect(g["t"]?.width == 300 && (g["t"]?.height ?? 0) < 50)
    }

    @Test func scenePaddingIsSixteenPoints() {
        let f = layout(Color.red.id("c").scenePadding(), 200, 100)
        #expect(f["c"] == CGRect(x: 16, y: 16, width: 168, height: 68))
        let g = layout(Color.red.id("c").scenePadding(.horizontal), 200, 100)
        #expect(g["c"] == CGRect(x: 16, y: 0, width: 168, height: 100))
    }

    @Test func contentMarginsInsetScrollContent() {
        let f = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(.horizontal, 20), 200, 200)
        #expect(f["c"] == CGRect(x: 20, y: 0, width: 160, height: 50))
        let g = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(12), 200, 200)
        #expect(g["c"] == CGRect(x: 12, y: 12, width: 176, height: 50))
        // Indicator margins move nothing: Easel draws no indicators.
        let h = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(.all, 30, for: .scrollIndicators), 200, 200)
        #expect(h["c"] == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func listsRespectContentMargins() {
        let plain = layout(List { Text("Row").id("r") }, 300, 300)
        let inset = layout(List { Text("Row").id("r") }.contentMargins(.top, 40), 300, 300)
        #expect(isClose((inset["r"]?.minY ?? 0) - (plain["r"]?.minY ?? 0), 40, 0.01))
    }

    @Test func colorSpacesConvertToSRGB() {
        let env = EnvironmentValues()
        // Linear 0.25 is sRGB 0.537 (137/255); linear 0 stays 0 (the shadow default).
        #expect(Int((Color(.sRGBLinear, red: 0.25, green: 0, blue: 1).resolve(in: env).red * 255).rounded()) == 137)
        #expect(Color(.sRGBLinear, white: 0, opacity: 0.33).resolve(in: env) == RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))
        // Display P3 (0.8, 0.3, 0.2) through the P3→sRGB matrix: (221, 64, 37).
        let p3 = Color(.displayP3, red: 0.8, green: 0.3, blue: 0.2).resolve(in: env)
        #expect([p3.red, p3.green, p3.blue].map { Int(($0 * 255).rounded()) } == [221, 64, 37])
        // P3 grey is the same grey in sRGB.
        let grey = Color(.displayP3, white: 0.5).resolve(in: env)
        #expect(abs(grey.red - 0.5) < 1e-6)
    }

    @Test func colorInitializersAndDarkModeLabels() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: EnvironmentValues()) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()) == RGBA(red: 0, green: 1, blue: 0))
        var dark = EnvironmentValues(); dark.colorScheme = .dark
        #expect(Color.primary.resolve(in: dark) == RGBA(red: 1, green: 1, blue: 1))
        #expect(Color.secondary.resolve(in: dark).alpha == 0.6)
        var tinted = EnvironmentValues(); tinted.tint = .orange
        #expect(Color.accentColor.resolve(in: tinted) == Color.orange.resolve(in: tinted))
    }
}
