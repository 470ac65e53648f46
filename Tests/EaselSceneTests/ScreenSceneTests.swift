import Foundation
import Testing
import Easel
@testable import EaselScene

/// Scenes reach lists, navigation and tabs, drawn as the library draws them on
/// an iPhone 15 Pro (safe area from 59 pt; 20-pt margins at its 393-pt width; 44-pt rows).
@Suite struct ScreenSceneTests {
    @Test func listSectionsAndRowModifiersLayOutWithIOSMetrics() throws {
        let f = try frames("""
        canvas: { device: iPhone15Pro }
        body:
          List:
            - Section:
                title: Alerts
                footer: [ { Text: Shown on the Lock Screen., id: footer } ]
                content:
                  - Color: red
                    frame: { width: 20, height: 20 }
                    id: first
                  - Color: blue
                    frame: { width: 20, height: 20 }
                    listRowInsets: { leading: 40 }
                    id: inset
                  - NavigationLink: Notifications
                    badge: 3
                    id: link
            - Section:
                - Color: green
                  frame: { width: 20, height: 20 }
                  listRowSeparator: hidden
                  listRowBackground: yellow
                  id: second
        """)
        let first = try #require(f["first"]), inset = try #require(f["inset"]), second = try #require(f["second"])
        // 20-pt card margin plus the 20-pt row inset; rows 44 pt tall with the 20-pt box centred.
        #expect(first.minX == 40)
        #expect(abs(inset.minY - first.minY - 44) < 0.001)
        // listRowInsets(leading: 40) replaces the row's insets: 20 + 40.
        #expect(inset.minX == 60)
        // A headerless grouped section starts 35 pt below the previous card (and its footer).
        let footer = try #require(f["footer"])
        #expect(second.minY > footer.maxY + 35 - 0.001)
        // The link row spans the card's content width (its chevron is inside it): 393 - 2×20 - 2×20.
        #expect(abs((f["link"]?.width ?? 0) - (393 - 80)) < 0.001)
    }

    @Test func navigationStackDrawsItsBarAboveTheRoot() throws {
        let large = try frames("""
        canvas: { device: iPhone15Pro }
        body:
          NavigationStack:
            - VStack:
                - Text: Body
                  id: body
                - Spacer
              navigationTitle: Inbox
              toolbar:
                - ToolbarItem: { placement: topBarTrailing, content: [ { Button: Edit, id: edit } ] }
        """)
        // Large title: the 44-pt bar and the 52-pt title row push the root down from 59.
        #expect(abs((large["body"]?.minY ?? 0) - (59 + 44 + 52)) < 0.001)
        // The trailing item sits in the 44-pt bar, 20 pt from the trailing edge.
        let edit = try #require(large["edit"])
        #expect(abs(edit.maxX - (393 - 20)) < 0.001 && edit.midY > 59 && edit.midY < 59 + 44)
        let inline = try frames("""
        canvas: { device: iPhone15Pro }
        body:
          NavigationView:
            - VStack:
                - Text: Body
                  id: body
                - Spacer
              navigationTitle: Inbox
              navigationBarTitleDisplayMode: inline
              searchable: Find mail
        """)
        // Inline title: the bar only, then the 52-pt search row.
        #expect(abs((inline["body"]?.minY ?? 0) - (59 + 44 + 52)) < 0.001)
    }

    @Test func tabViewShowsTheTaggedTabAboveTheTabBar() throws {
        let yaml = """
        canvas: { device: iPhone15Pro }
        body:
          TabView:
            selection: SELECTED
            content:
              - Color: red
                id: first
                tabItem: { title: Home, systemImage: house }
                tag: home
              - Color: blue
                id: second
                tabItem: { title: Settings, systemImage: gear }
                tag: settings
              - Tab:
                  title: Search
                  systemImage: magnifyingglass
                  value: search
                  content: [ { Color: green, id: third } ]
        """
        let home = try frames(yaml.replacingOccurrences(of: "SELECTED", with: "home"))
        #expect(home["first"] != nil && home["second"] == nil && home["third"] == nil)
        // The tab fills the safe area above the 49-pt tab bar: 852 - 59 - 34 - 49.
        #expect(abs((home["first"]?.height ?? 0) - (852 - 59 - 34 - 49)) < 0.001)
        let settings = try frames(yaml.replacingOccurrences(of: "SELECTED", with: "settings"))
        #expect(settings["first"] == nil && settings["second"] != nil)
        let search = try frames(yaml.replacingOccurrences(of: "SELECTED", with: "search"))
        #expect(search["third"] != nil && search["first"] == nil)
        // A page-style TabView has no tab bar: the page fills the whole safe area.
        let page = try frames("""
        canvas: { device: iPhone15Pro }
        body:
          TabView:
            - Color: red
              id: page
            - Color: blue
          tabViewStyle: page
        """)
        #expect(abs((page["page"]?.height ?? 0) - (852 - 59 - 34)) < 0.001)
    }

    @Test func groupBoxDisclosureGroupAndSidebarLists() throws {
        let f = try frames("""
        canvas: { device: iPhone15Pro }
        body:
          List:
            - Section:
                title: Library
                content:
                  - DisclosureGroup:
                      title: Downloads
                      isExpanded: true
                      content:
                        - Color: red
                          frame: { width: 20, height: 20 }
                          id: child
                  - DisclosureGroup:
                      title: Hidden
                      content: [ { Color: red, id: collapsed } ]
            - Section:
                - GroupBox:
                    title: Storage
                    content: [ { Color: blue, frame: { height: 10 }, id: inbox } ]
          listStyle: sidebar
        """)
        // The expanded group's content is a row of its own under the 44-pt label row; a collapsed one shows none.
        #expect(f["child"] != nil && f["collapsed"] == nil)
        // A GroupBox pads its content 16 pt inside the row's own 20-pt inset and 20-pt card margin.
        #expect(abs((f["inbox"]?.minX ?? 0) - 56) < 0.001)
    }

    @Test func misusedScreenArgumentsAreNamed() {
        #expect(failure("body:\n  Section: {title: A, header: [ {Text: B} ], content: []}\n")?.contains("Section takes title or header, not both") == true)
        let placement = failure("body:\n  Text: x\n  toolbar: [ {ToolbarItem: {placement: topRight, content: [ {Text: y} ]}} ]\n")
        #expect(placement?.contains("topBarTrailing") == true, "\(placement ?? "")")
        let style = failure("body:\n  List: [ {Text: x} ]\n  listStyle: sidbar\n")
        #expect(style?.contains("sidebar") == true, "\(style ?? "")")
        #expect(failure("body:\n  Tab: {title: A}\n")?.contains("systemImage") == true)
    }

    /// `toolbarBackground` and `toolbarVisibility` reach the bars from a scene.
    @Test func toolbarBackgroundAndVisibilityFromAScene() throws {
        let built = try scene("""
        canvas: { device: iPhone15Pro }
        body:
          TabView:
            - NavigationStack:
                - List: [ {Text: A} ]
                  navigationTitle: T
                  toolbarBackground: { visibility: visible, for: navigationBar }
              toolbarBackground: { style: red, visibility: visible, for: tabBar }
              tabItem: { title: One, systemImage: house }
        """).build()
        let image = try SceneRenderer(built).rasterImage()
        func px(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * 3 * image.width + x * 3) * 4; return Array(image.pixels[i..<i + 3]) }
        // The navigation bar's material under the status bar; the tab bar red (#FF3B30, systemRed).
        #expect(px(5, 20)[0] >= 248 && px(5, 20) != [242, 242, 247])
        #expect(px(5, 793) == [255, 59, 48])
        let hidden = try scene("""
        canvas: { device: iPhone15Pro }
        body:
          TabView:
            - Color: blue
              toolbarVisibility: { visibility: hidden, for: tabBar }
              tabItem: { title: One, systemImage: house }
              id: page
        """).build()
        var page: CGRect?
        SceneRenderer(hidden).placedTree().forEach { n, _ in if n.id?.base as? String == "page" { page = n.frame } }
        #expect(page?.maxY == 818)
        #expect(failure("body:\n  Text: x\n  toolbarBackground: { visibility: visible, for: sideBar }\n")?.contains("tabBar") == true)
    }

    /// A scene's `preferredColorScheme` on a device reaches the screen: its background and status bar.
    @Test func preferredColorSchemeOnADeviceColoursTheScreen() throws {
        let built = try scene("""
        canvas: { device: iPhoneSE }
        body:
          VStack:
            - Text: Sibling
            - Text: Asks
              preferredColorScheme: dark
        """).build()
        let image = try SceneRenderer(built).rasterImage()
        #expect(Array(image.pixels[0..<3]) == [0, 0, 0])
        let mid = (300 * 2 * image.width + 10) * 4
        #expect(Array(image.pixels[mid..<mid + 3]) == [0, 0, 0])
    }

    /// SwiftUI applies a preferred scheme to the whole window, so the views beside the one that asks
    /// turn dark too: a primary-filled square is drawn white, and `statusBarHidden` removes the bar.
    @Test func preferredColorSchemeReachesTheSiblingsInAScene() throws {
        let built = try scene("""
        canvas: { device: iPhoneSE }
        body:
          VStack:
            - Rectangle: {}
              frame: { width: 50, height: 50 }
              id: square
            - Text: Asks
              preferredColorScheme: dark
              statusBarHidden: true
        """).build()
        let renderer = SceneRenderer(built)
        var square: CGRect?
        renderer.placedTree().forEach { n, _ in if n.id?.base as? String == "square" { square = n.frame } }
        let frame = try #require(square)
        let image = try renderer.rasterImage()
        let at = (Int(frame.midY * 2) * image.width + Int(frame.midX * 2)) * 4
        #expect(Array(image.pixels[at..<at + 3]) == [255, 255, 255])
        // iPhone SE's status bar draws its battery at the trailing edge of the top 20 pt: all black now.
        let bar = (0..<40).flatMap { y in (600..<740).map { x in image.pixels[(y * image.width + x) * 4] } }
        #expect(bar.allSatisfy { $0 == 0 })
    }

    @Test func theScreenFixturesRenderWithoutWarnings() throws {
        for name in ["settings-screen.yaml", "tabs-screen.yaml"] {
            let built = try Scene(contentsOf: Fixtures.directory.appendingPathComponent(name)).build()
            let (png, warnings) = try SceneRenderer(built).renderWithWarnings(.png)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
            #expect(png.count > 10_000)
        }
    }
}
