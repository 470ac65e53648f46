import Foundation
import Testing
@testable import EaselCore
import Easel

/// What a device screen's chrome does at rest, pixel by pixel: bottom bars are
/// transparent until content runs under them (UITabBar/UIToolbar
/// `scrollEdgeAppearance`, iOS 15+), scroll views run on under the home
/// indicator, and `preferredColorScheme` in the content recolours the screen.
@Suite struct ScreenChromeTests {
    /// The colour (r, g, b) at a point, in points, of a render on `device`.
    func render<V: View>(_ device: Device = .iPhone15Pro, _ view: V, scheme: ColorScheme = .light) throws -> (CGFloat, CGFloat) -> [UInt8] {
        let r = ImageRenderer(content: view)
        r.device = device
        r.environment.colorScheme = scheme
        let image = try r.rasterImage()
        let s = device.scale
        return { x, y in
            let i = (Int(y * s) * image.width + Int(x * s)) * 4
            return Array(image.pixels[i..<i + 3])
        }
    }

    static let groupedBackground: [UInt8] = [242, 242, 247]

    func rows(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { Text("Row \($0)") }
    }

    /// The tab bar's top on an iPhone 15 Pro: 852 − 34 − 49 = 769; its middle, 793.5.
    @Test func tabBarIsTransparentOverAShortListAndOpaqueOverALongOne() throws {
        func tabs(_ n: Int) -> some View {
            TabView {
                NavigationStack { List { rows(n) }.navigationTitle("T") }
                    .tabItem { Label("One", systemImage: "house") }
                Text("Two").tabItem { Label("Two", systemImage: "gear") }
            }
        }
        let short = try render(.iPhone15Pro, tabs(3))
        // The list's grouped background shows through the bar, and no hairline is drawn.
        #expect(short(5, 793) == Self.groupedBackground)
        #expect(short(5, 769.2) == Self.groupedBackground)
        // 30 rows of 44 pt run past the bar: the bar material (#F9F9F9 at 94 %) and its hairline.
        let long = try render(.iPhone15Pro, tabs(30))
        #expect(long(5, 793)[0] >= 248)
        #expect(long(5, 769.2)[0] < 230)
    }

    @Test func aTabWithoutAScrollViewHasATransparentBar() throws {
        let px = try render(.iPhone15Pro, TabView { Text("Plain").tabItem { Label("One", systemImage: "house") } })
        // systemBackground (white) under the bar and where its hairline would be.
        #expect(px(5, 793) == [255, 255, 255])
        #expect(px(5, 769.2) == [255, 255, 255])
        let dark = try render(.iPhone15Pro, TabView { Text("Plain").tabItem { Label("One", systemImage: "house") } }, scheme: .dark)
        #expect(dark(5, 793) == [0, 0, 0])
    }

    /// The bottom toolbar: 44 pt above the home indicator, top at 852 − 34 − 44 = 774.
    @Test func bottomToolbarIsTransparentOverAShortList() throws {
        func screen(_ n: Int) -> some View {
            NavigationStack {
                List { rows(n) }
                    .navigationTitle("T")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("3 remaining") } }
            }
        }
        let short = try render(.iPhone15Pro, screen(3))
        // The list background reaches under the toolbar and the home indicator.
        #expect(short(5, 790) == Self.groupedBackground)
        #expect(short(5, 774.2) == Self.groupedBackground)
        #expect(short(5, 848) == Self.groupedBackground)
        let long = try render(.iPhone15Pro, screen(30))
        #expect(long(5, 790)[0] >= 248)
        #expect(long(5, 774.2)[0] < 230)
    }

    @Test func aLongListRunsOnUnderTheHomeIndicator() throws {
        let px = try render(.iPhone15Pro, List { rows(30) })
        // A white cell 16 pt in from the edge below the safe area (818), beside the home indicator.
        #expect(px(50, 830) == [255, 255, 255])
        #expect(px(5, 830) == Self.groupedBackground)
        // A short list leaves the grouped background there.
        let short = try render(.iPhone15Pro, List { rows(2) })
        #expect(short(50, 830) == Self.groupedBackground)
    }

    @Test func preferredColorSchemeInTheContentRecoloursTheWholeScreen() throws {
        let device = Device.iPhoneSE
        func screen(_ scheme: ColorScheme?) -> some View {
            VStack {
                Text("Sibling")
                Text("Asks").preferredColorScheme(scheme)
            }
        }
        let dark = try render(device, screen(.dark))
        // The screen's background is black, and the status bar's battery (trailing,
        // in the primary colour) is white.
        #expect(dark(5, 300) == [0, 0, 0])
        #expect(dark(5, 5) == [0, 0, 0])
        let battery = (0..<40).map { dark(CGFloat(375 - 6 - 22 + $0 % 20), 10) }
        #expect(battery.contains { $0[0] > 200 })
        // No preference (nil) keeps the renderer's scheme.
        let light = try render(device, screen(nil))
        #expect(light(5, 300) == [255, 255, 255])
        // A light preference inside a dark renderer turns the screen light.
        let turned = try render(device, screen(.light), scheme: .dark)
        #expect(turned(5, 300) == [255, 255, 255])
    }

    @Test func preferredColorSchemeReachesSiblingViews() throws {
        // A 50-pt square in the primary colour beside the view that asks for dark mode,
        // centred in the iPhone SE's safe area (its middle about 26 pt above the screen's).
        let px = try render(.iPhoneSE, VStack {
            Color.primary.frame(width: 50, height: 50)
            Text("Asks").preferredColorScheme(.dark)
        })
        #expect(px(187.5, 320) == [255, 255, 255])
    }

    /// SwiftUI shows tab items' symbols in their fill variant on iOS.
    @Test func tabItemsShowTheFillVariantOfTheirSymbol() throws {
        func texts<V: View>(_ view: V) -> [String] {
            var out: [String] = []
            func walk(_ items: [DisplayItem]) {
                for i in items {
                    switch i {
                    case .text(let t): out += t.runs.map(\.text)
                    case .effect(_, let inner): walk(inner)
                    default: break
                    }
                }
            }
            let r = ImageRenderer(content: view)
            r.device = .iPhone15Pro
            walk(r.displayList().items)
            return out
        }
        let outline = try #require(SymbolCatalog.glyphs["message"]?.character)
        let filled = try #require(SymbolCatalog.glyphs["message.fill"]?.character)
        #expect(outline != filled)
        let tabs = texts(TabView {
            Text("Inbox").tabItem { Label("Chats", systemImage: "message") }
            Text("Other").tabItem { Label("Other", systemImage: "star") }
        })
        #expect(tabs.contains(filled) && !tabs.contains(outline))
        // The same label outside a tab bar keeps the outline.
        let plain = texts(Label("Chats", systemImage: "message"))
        #expect(plain.contains(outline) && !plain.contains(filled))
    }

    /// `toolbarBackground(_:for:)` overrides the bars' appearance at rest.
    @Test func toolbarBackgroundForcesOrHidesTheBarBackground() throws {
        func tabs(_ n: Int, _ visibility: Visibility) -> some View {
            TabView {
                NavigationStack { List { rows(n) }.navigationTitle("T") }
                    .toolbarBackground(visibility, for: .tabBar)
                    .tabItem { Label("One", systemImage: "house") }
            }
        }
        let shown = try render(.iPhone15Pro, tabs(3, .visible))
        #expect(shown(5, 793)[0] >= 248)
        #expect(shown(5, 769.2)[0] < 230)
        let hidden = try render(.iPhone15Pro, tabs(30, .hidden))
        #expect(hidden(5, 793) == Self.groupedBackground)
        // A style: the bar's background in that colour.
        let red = try render(.iPhone15Pro, TabView {
            Text("A").toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
                .toolbarBackground(.visible, for: .tabBar).tabItem { Text("A") }
        })
        #expect(red(5, 793) == [255, 0, 0])
        #expect(red(5, 840) == [255, 0, 0])
        // The navigation bar: the material under the status bar and the 44-pt bar, hairline at 59 + 44 + 52 = 155.
        func nav(_ visibility: Visibility) -> some View {
            NavigationStack { List { rows(3) }.navigationTitle("T").toolbarBackground(visibility, for: .navigationBar) }
        }
        let navShown = try render(.iPhone15Pro, nav(.visible)), navRest = try render(.iPhone15Pro, nav(.automatic))
        #expect(navShown(5, 20)[0] >= 248 && navShown(5, 80)[0] >= 248)
        #expect(navShown(5, 154.8)[0] < 230)
        #expect(navRest(5, 20) == Self.groupedBackground && navRest(5, 154.8) == Self.groupedBackground)
        // The bottom toolbar.
        let bottom = try render(.iPhone15Pro, NavigationStack {
            List { rows(3) }.toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
                .toolbarBackground(.visible, for: .bottomBar)
        })
        #expect(bottom(5, 790)[0] >= 248)
    }

    @Test func toolbarHiddenForTheTabBarGivesItsSpaceToTheTab() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            TabView { Color.red.id("one").toolbar(.hidden, for: .tabBar).tabItem { Text("One").id("label") } }
        }, ProposedViewSize(Device.iPhone15Pro.size))
        #expect(isClose(f["one"], CGRect(x: 0, y: 59, width: 393, height: 818 - 59)))
        #expect(f["label"] == nil)
    }

    /// The screen resolves its content again in the preferred scheme; the view
    /// budget counts the content's views once.
    @Test func preferredColorSchemeCountsTheContentOnce() {
        func spent<V: View>(_ view: V) -> Int {
            let budget = ViewBudget(limit: 1_000_000)
            _ = place(DeviceScreen(.iPhoneSE) { view }, ProposedViewSize(Device.iPhoneSE.size)) { $0.viewBudget = budget }
            return budget.count
        }
        let rows = VStack { ForEach(0..<50, id: \.self) { Text("\($0)") } }
        let asked = spent(rows.preferredColorScheme(.dark)), plain = spent(rows.preferredColorScheme(nil))
        #expect(asked == plain)
        #expect(plain > 50)
    }

    /// A tab item's symbol is 25 pt, the HIG's size for a circular glyph in a
    /// regular tab bar, whether the item is a `Label` or an `Image` and a `Text`.
    @Test func tabItemSymbolsAre25PointsInBothSpellings() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            TabView {
                Color.red.tabItem { Image(systemName: "house").id("image"); Text("Home").id("title") }
                Color.blue.tabItem { Label { Text("Two").id("title2") } icon: { Image(systemName: "gear").id("label") } }
            }
        }, ProposedViewSize(Device.iPhone15Pro.size))
        #expect(isClose(f["image"]?.width ?? 0, 25) && isClose(f["image"]?.height ?? 0, 25))
        #expect(isClose(f["label"]?.width ?? 0, 25) && isClose(f["label"]?.height ?? 0, 25))
        // The title is 10 pt (12-pt line in the test engine) under the symbol.
        #expect(isClose(f["title"]?.height ?? 0, 12))
        #expect((f["title"]?.minY ?? 0) > (f["image"]?.maxY ?? .infinity))
        // Both spellings put symbol and title at the same heights.
        #expect(isClose(f["title"]?.minY ?? 0, f["title2"]?.minY ?? 1))
        #expect(isClose(f["image"]?.midY ?? 0, f["label"]?.midY ?? 1))
    }
}
