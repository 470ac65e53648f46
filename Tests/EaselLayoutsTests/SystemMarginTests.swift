import Foundation
import Testing
@testable import EaselCore
import Easel

/// Issue #31, item 1: list and form margins per screen width, UIKit's system
/// minimum layout margins (`SystemLayoutMargins`). Measured on iOS 13–17
/// simulators at 390 pt: inset-grouped cards 20 pt from the screen's edges, row
/// content 20 pt inside the card, plain rows' content at 20 pt. Apple's
/// `ContentMarginGuide.container` gives the range, 16 to 20 pt on iPhone.
@Suite struct SystemMarginTests {
    func onDevice<V: View>(_ device: Device, _ view: V) -> [String: CGRect] {
        frames(DeviceScreen(device) { view }, ProposedViewSize(device.size))
    }

    /// The row text's leading edge in an inset-grouped list and in a plain one.
    func rowX(_ device: Device) -> (insetGrouped: CGFloat, plain: CGFloat) {
        let card = onDevice(device, List { Text("A").id("a") })["a"]?.minX ?? -1
        let plain = onDevice(device, List { Text("A").id("a") }.listStyle(.plain))["a"]?.minX ?? -1
        return (card, plain)
    }

    @Test func marginsPerDeviceWidth() {
        // 375 pt (iPhone SE): 16 + 16; 393 (15 Pro), 430 (15 Pro Max), iPad: 20 + 20.
        #expect(rowX(.iPhoneSE) == (32, 16))
        #expect(rowX(.iPhone15Pro) == (40, 20))
        #expect(rowX(.iPhone15ProMax) == (40, 20))
        #expect(rowX(.iPadAir11) == (40, 20))
        let iPhone12 = Device(name: "iPhone 12", size: CGSize(width: 390, height: 844),
                              safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(rowX(iPhone12) == (40, 20))
    }

    @Test func theRuleStepsAbove375() {
        #expect(SystemLayoutMargins.horizontal(width: 320, sizeClass: .compact) == 16)
        #expect(SystemLayoutMargins.horizontal(width: 375, sizeClass: .compact) == 16)
        #expect(SystemLayoutMargins.horizontal(width: 390, sizeClass: .compact) == 20)
        #expect(SystemLayoutMargins.horizontal(width: 428, sizeClass: .compact) == 20)
        #expect(SystemLayoutMargins.horizontal(width: 320, sizeClass: .regular) == 20)
        #expect(SystemLayoutMargins.horizontal(width: nil, sizeClass: nil) == 16)
    }

    /// The card itself: its background starts 20 pt in and ends 20 pt before the edge.
    @Test func insetGroupedCardSitsAtTheMargin() {
        let f = onDevice(.iPhone15Pro, List { Text("A").listRowBackground(Rectangle().id("bg")) })
        #expect(isClose(f["bg"]?.minX ?? 0, 20))
        #expect(isClose(f["bg"]?.maxX ?? 0, 393 - 20))
    }

    /// Without a device, the render's own width is the screen: a 390-pt canvas
    /// (the measurement) gets 20-pt margins, a 375-pt one 16.
    @Test func aPlainCanvasUsesItsWidth() {
        func x(_ width: CGFloat) -> CGFloat {
            var env = EnvironmentValues()
            env.textEngine = FixedAdvanceTextEngine()
            let root = PlacedNode.layoutRoot(List { Text("A").id("a") }, environment: env,
                                             proposal: ProposedViewSize(width: width, height: 600))
            var out: CGFloat = -1
            root.forEach { node, _ in if node.id?.base as? String == "a" { out = node.frame.minX } }
            return out
        }
        #expect(x(390) == 40)
        #expect(x(375) == 32)
    }

    /// Navigation bar items and the large title share the list's margin.
    @Test func barsUseTheSameMargin() {
        let f = onDevice(.iPhone15Pro, NavigationStack {
            List { Text("A").id("a") }.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarLeading) { box(30, 20).id("lead") }
            }
        })
        #expect(isClose(f["lead"]?.minX ?? 0, 20))
        #expect(isClose(f["a"]?.minX ?? 0, 40))
    }
}

/// Issue #31, item 6: a navigation stack with nothing to show in its bar draws
/// no bar and reserves no space; iOS puts the first row at the safe area's top.
@Suite struct EmptyNavigationBarTests {
    let safeTop: CGFloat = 59
    func onPhone<V: View>(_ view: V) -> [String: CGRect] {
        frames(DeviceScreen(.iPhone15Pro) { view }, ProposedViewSize(Device.iPhone15Pro.size))
    }

    @Test func noTitleNoItemsNoBar() {
        let f = onPhone(NavigationStack { Color.red.id("content") })
        #expect(isClose(f["content"], CGRect(x: 0, y: safeTop, width: 393, height: 818 - safeTop)))
        let view = onPhone(NavigationView { Color.red.id("content") })
        #expect(isClose(view["content"]?.minY ?? 0, safeTop))
    }

    @Test func aListStartsAtTheSafeAreaTop() {
        let bare = onPhone(NavigationStack { List { Text("A").id("a") } })
        let none = onPhone(List { Text("A").id("a") })
        #expect(isClose(bare["a"]?.minY ?? 0, none["a"]?.minY ?? -1))
    }

    @Test func aTitleAnItemOrASearchFieldBringsTheBarBack() {
        let titled = onPhone(NavigationStack { Color.red.id("content").navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        #expect(isClose(titled["content"]?.minY ?? 0, safeTop + 44))
        let item = onPhone(NavigationStack {
            Color.red.id("content").toolbar { ToolbarItem(placement: .topBarTrailing) { box(30, 20) } }
        })
        #expect(isClose(item["content"]?.minY ?? 0, safeTop + 44))
        // A bottom-bar item alone does not make a navigation bar.
        let bottom = onPhone(NavigationStack {
            Color.red.id("content").toolbar { ToolbarItem(placement: .bottomBar) { box(30, 20) } }
        })
        #expect(isClose(bottom["content"]?.minY ?? 0, safeTop))
    }

    @Test func toolbarHiddenRemovesATitledBar() {
        let f = onPhone(NavigationStack {
            Color.red.id("content").navigationTitle("T").toolbar(.hidden, for: .navigationBar)
        })
        #expect(isClose(f["content"]?.minY ?? 0, safeTop))
    }
}
