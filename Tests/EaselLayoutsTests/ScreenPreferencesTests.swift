import Foundation
import Testing
@testable import EaselCore
import Easel

/// A device screen reads its content's preferences (`preferredColorScheme`,
/// `statusBarHidden`) off the resolved tree, and adopting a preferred scheme
/// evaluates again only the bodies that read the scheme, as SwiftUI does.
@Suite struct ScreenPreferencesTests {
    final class Evaluations: @unchecked Sendable { var count = 0 }

    /// An app whose body counts its evaluations; its content asks for dark mode.
    struct CountedApp<Content: View>: View {
        let evaluations: Evaluations
        let content: Content
        var body: some View {
            evaluations.count += 1
            return content
        }
    }

    /// Red in dark mode, blue in light: a body that reads the scheme.
    struct SchemeSwatch: View {
        @Environment(\.colorScheme) var scheme
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return (scheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 50, height: 50)
        }
    }

    /// The colour (r, g, b) at a point, in points, of a render on the iPhone SE (scale 2, 375 pt wide).
    func render<V: View>(_ view: V) throws -> (CGFloat, CGFloat) -> [UInt8] {
        let r = ImageRenderer(content: view)
        r.device = .iPhoneSE
        let image = try r.rasterImage()
        return { x, y in
            let i = (Int(y * 2) * image.width + Int(x * 2)) * 4
            return Array(image.pixels[i..<i + 3])
        }
    }

    /// Whether the status bar's battery (trailing, in the primary colour: white in dark mode) is drawn.
    func batteryIsDrawn(_ px: (CGFloat, CGFloat) -> [UInt8]) -> Bool {
        for i in 0..<20 {
            let x = CGFloat(375 - 6 - 22 + i)
            if px(x, 10)[0] > 200 { return true }
        }
        return false
    }

    @Test func theAppsBodyIsEvaluatedOncePerRenderWhenItsContentPrefersDarkMode() throws {
        let app = Evaluations()
        let px = try render(CountedApp(evaluations: app, content: VStack {
            Text("Sibling")
            Text("Asks").preferredColorScheme(.dark)
        }))
        #expect(app.count == 1)
        // The preference still reaches the screen: a black background and a white battery.
        #expect(px(5, 300) == [0, 0, 0])
        #expect(batteryIsDrawn(px))
        // Without a preference, once too, and the screen stays light.
        let plain = Evaluations()
        let light = try render(CountedApp(evaluations: plain, content: Text("Sibling")))
        #expect(plain.count == 1)
        #expect(light(5, 300) == [255, 255, 255])
    }

    @Test func aBodyThatReadsTheSchemeIsEvaluatedAgainAndDrawsThePreferredOne() throws {
        let app = Evaluations(), swatch = Evaluations()
        // A 50-pt square beside the view that asks for dark mode, centred in the
        // iPhone SE's safe area (its middle about 26 pt above the screen's).
        let px = try render(CountedApp(evaluations: app, content: VStack {
            SchemeSwatch(evaluations: swatch)
            Text("Asks").preferredColorScheme(.dark)
        }))
        #expect(px(187.5, 320) == [255, 0, 0])
        #expect(app.count == 1)
        // Once in the renderer's light scheme, once in the preferred dark one.
        #expect(swatch.count == 2)
    }

    /// Preferences set deep inside nested custom views and a navigation stack still
    /// reach the screen, and each of those bodies is evaluated once.
    @Test func nestedPreferredColorSchemeAndStatusBarHiddenStillApply() throws {
        struct Inner: View {
            let evaluations: Evaluations
            let hidesStatusBar: Bool
            var body: some View {
                evaluations.count += 1
                return Text("Deep").preferredColorScheme(.dark).statusBarHidden(hidesStatusBar)
            }
        }
        func screen(hidesStatusBar: Bool) throws -> (px: (CGFloat, CGFloat) -> [UInt8], outer: Int, inner: Int) {
            let outer = Evaluations(), inner = Evaluations()
            let px = try render(CountedApp(evaluations: outer, content: NavigationStack {
                VStack { Text("Top"); Inner(evaluations: inner, hidesStatusBar: hidesStatusBar) }
            }))
            return (px, outer.count, inner.count)
        }
        let hidden = try screen(hidesStatusBar: true)
        #expect(hidden.px(5, 300) == [0, 0, 0])
        #expect(!batteryIsDrawn(hidden.px))
        #expect(hidden.outer == 1 && hidden.inner == 1)
        let shown = try screen(hidesStatusBar: false)
        #expect(shown.px(5, 300) == [0, 0, 0])
        #expect(batteryIsDrawn(shown.px))
        #expect(shown.outer == 1 && shown.inner == 1)
    }
}
