import Foundation
import Testing
@testable import EaselCore

/// TabView on an iPhone 15 Pro: a 49-pt tab bar above the 34-pt home-indicator inset.
@Suite struct TabViewTests {
    func onPhone<V: View>(_ view: V) -> [String: CGRect] {
        frames(DeviceScreen(.iPhone15Pro) { view }, ProposedViewSize(Device.iPhone15Pro.size))
    }

    @Test func firstTabAboveA49PointBar() {
        let f = onPhone(TabView {
            Color.red.id("one").tabItem { Text("One").id("label1") }
            Color.blue.id("two").tabItem { Text("Two").id("label2") }
        })
        #expect(isClose(f["one"], CGRect(x: 0, y: 59, width: 393, height: 818 - 59 - 49)))
        #expect(f["two"] == nil)
        // Two items share the width; 10-pt titles (12-pt lines) centred in the bar.
        #expect(isClose(f["label1"], CGRect(x: (196.5 - 15) / 2, y: 818 - 49 + (49 - 12) / 2, width: 15, height: 12)))
        #expect(isClose(f["label2"]?.midX ?? 0, 196.5 + 196.5 / 2))
    }

    @Test func tabAPIChoosesTheSelectedValue() {
        let f = onPhone(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "house", value: 1) { Color.red.id("one") }
            Tab("Two", systemImage: "gear", value: 2) { Color.blue.id("two") }
        })
        #expect(f["one"] == nil)
        #expect(isClose(f["two"]?.height ?? 0, 818 - 59 - 49))
    }

    @Test func tagChoosesTheTabItemTab() {
        let f = onPhone(TabView(selection: .constant("b")) {
            Color.red.id("a").tabItem { Text("A") }.tag("a")
            Color.blue.id("b").tabItem { Text("B") }.tag("b")
        })
        #expect(f["a"] == nil)
        #expect(isClose(f["b"]?.height ?? 0, 818 - 59 - 49))
    }

    @Test func backgroundsRunUnderTheTabBar() {
        let f = onPhone(TabView { Color.red.id("bg").ignoresSafeArea().tabItem { Text("One") } })
        #expect(isClose(f["bg"], CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    @Test func pageStyleShowsOnePageAndItsDots() {
        let f = onPhone(TabView {
            Color.red.id("p1")
            Color.blue.id("p2")
            Color.green.id("p3")
        }.tabViewStyle(.page))
        #expect(isClose(f["p1"], CGRect(x: 0, y: 59, width: 393, height: 759)))
        #expect(f["p2"] == nil)
        var dots = Set<CGFloat>()
        place(DeviceScreen(.iPhone15Pro) { TabView { Color.red; Color.blue; Color.green }.tabViewStyle(.page) },
              ProposedViewSize(Device.iPhone15Pro.size)).forEach { node, _ in
            if node.frame.size == CGSize(width: 8, height: 8) { dots.insert(node.frame.minX) }
        }
        // Three 8-pt dots 8 pt apart, centred.
        let first: CGFloat = (393 - 40) / 2
        let expected: [CGFloat] = [first, first + 16, first + 32]
        #expect(dots.sorted() == expected)
    }
}
