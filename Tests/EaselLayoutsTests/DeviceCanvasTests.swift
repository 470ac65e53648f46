import Foundation
import Testing
@testable import EaselCore
import Easel

/// Device canvases and the safe area: HIG screen sizes, UIKit's portrait insets.
@Suite struct DeviceCanvasTests {
    let phone = Device.iPhone15Pro

    func onPhone<V: View>(_ view: V) -> [String: CGRect] { onPhone(.iPhone15Pro, view) }
    func onPhone<V: View>(_ device: Device, _ view: V) -> [String: CGRect] {
        frames(DeviceScreen(device) { view }, ProposedViewSize(device.size))
    }

    @Test func presetsHaveThePublishedSizes() {
        #expect(Device.iPhone15Pro.size == CGSize(width: 393, height: 852) && Device.iPhone15Pro.scale == 3)
        #expect(Device.iPhoneSE.size == CGSize(width: 375, height: 667) && Device.iPhoneSE.scale == 2)
        #expect(Device.iPadAir11.size == CGSize(width: 820, height: 1180) && Device.iPadAir11.scale == 2)
        #expect(Device.iPhone15Pro.safeFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(Device.iPhoneSE.hasHomeIndicator == false && Device.iPhone15Pro.hasHomeIndicator)
    }

    @Test func rootIsOfferedTheSafeAreaAndCentredInIt() {
        let f = onPhone(box(100, 50).id("box"))
        // Safe area 0…393 × 59…818; centred: x (393−100)/2, y 59 + (759−50)/2.
        #expect(isClose(f["box"], CGRect(x: 146.5, y: 59 + 354.5, width: 100, height: 50)))
        let fill = onPhone(Color.red.id("fill"))
        #expect(isClose(fill["fill"], CGRect(x: 0, y: 59, width: 393, height: 759)))
    }

    @Test func ignoresSafeAreaExtendsToTheScreenEdges() {
        let f = onPhone(Color.blue.id("bg").ignoresSafeArea())
        #expect(isClose(f["bg"], CGRect(x: 0, y: 0, width: 393, height: 852)))
        let top = onPhone(Color.blue.id("bg").ignoresSafeArea(edges: .top))
        #expect(isClose(top["bg"], CGRect(x: 0, y: 0, width: 393, height: 818)))
        let old = onPhone(Color.blue.id("bg").edgesIgnoringSafeArea(.bottom))
        #expect(isClose(old["bg"], CGRect(x: 0, y: 59, width: 393, height: 793)))
    }

    @Test func onlyEdgesTheFrameTouchesAreExtended() {
        // A 100-pt bar at the top of a VStack touches the top safe edge, not the bottom one.
        let f = onPhone(VStack(spacing: 0) {
            Color.green.id("header").ignoresSafeArea().frame(height: 100)
            Spacer()
        })
        #expect(isClose(f["header"], CGRect(x: 0, y: 0, width: 393, height: 159)))
        // Padded away from the edges: nothing to extend.
        let padded = onPhone(Color.green.id("inner").ignoresSafeArea().padding(20))
        #expect(isClose(padded["inner"], CGRect(x: 20, y: 79, width: 353, height: 719)))
    }

    @Test func backgroundBehindFullScreenContentFillsTheScreen() {
        let f = onPhone(VStack { box(10, 10); Spacer() }.frame(maxWidth: .infinity)
            .background(Color.yellow.id("bg").ignoresSafeArea()))
        #expect(isClose(f["bg"], CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    @Test func aColumnsInnerEdgeIsNoSafeAreaEdge() {
        // A sidebar-like column reaches up and down into the insets, but its trailing
        // edge (inside the screen) gives an ignoring background nothing to extend into.
        let f = onPhone(HStack(spacing: 0) {
            Color.red.id("side").ignoresSafeArea().safeAreaPadding(0).frame(width: 100)
            Color.blue
        })
        #expect(isClose(f["side"], CGRect(x: 0, y: 0, width: 100, height: 852)))
    }

    @Test func plainCanvasHasNoSafeArea() {
        let f = frames(Color.blue.id("bg").ignoresSafeArea().frame(width: 100, height: 80), ProposedViewSize(width: 300, height: 300))
        #expect(isClose(f["bg"], CGRect(x: 0, y: 0, width: 100, height: 80)))
    }

    @Test func safeAreaInsetShrinksTheContentsSafeArea() {
        let f = onPhone(Color.gray.id("main").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 10) { box(393, 50).id("bar") })
        // The bar sits on the safe bottom (818); the content is laid out above it and
        // its safe area ends 60 pt higher; content that ignores the safe area runs
        // under the bar to the screen's edge, as a List scrolls under a bottom bar.
        #expect(isClose(f["bar"], CGRect(x: 0, y: 768, width: 393, height: 50)))
        #expect(isClose(f["main"], CGRect(x: 0, y: 0, width: 393, height: 852)))
        let kept = onPhone(Color.gray.id("main").safeAreaInset(edge: .bottom, spacing: 10) { box(393, 50) })
        #expect(isClose(kept["main"], CGRect(x: 0, y: 59, width: 393, height: 699)))
        let plain = onPhone(Color.gray.id("main").safeAreaInset(edge: .top) { box(200, 40).id("bar") })
        #expect(isClose(plain["bar"], CGRect(x: 96.5, y: 59, width: 200, height: 40)))
        #expect(isClose(plain["main"], CGRect(x: 0, y: 99, width: 393, height: 719)))
    }

    @Test func safeAreaPaddingInsetsContentThatIgnoringViewsReachBackThrough() {
        let f = onPhone(ZStack {
            Color.orange.id("under").ignoresSafeArea()
            Color.teal.id("content")
        }.safeAreaPadding(.horizontal, 24).id("padded"))
        #expect(isClose(f["content"], CGRect(x: 24, y: 59, width: 345, height: 759)))
        #expect(isClose(f["under"], CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    @Test func sizeClassesComeFromTheDevice() {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var h
            var body: some View { box(h == .regular ? 200 : 100, 10).id("probe") }
        }
        #expect(onPhone(Probe())["probe"]?.width == 100)
        #expect(onPhone(.iPadAir11, Probe())["probe"]?.width == 200)
    }

    @Test func rendererTakesADeviceAndDrawsTheChrome() throws {
        let r = ImageRenderer(content: Color.blue.id("bg").ignoresSafeArea())
        r.device = .iPhoneSE
        #expect(r.scale == 2)
        #expect(r.layout()["bg"]?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let image = try r.rasterImage()
        #expect(image.width == 750 && image.height == 1334)
        // The status bar text is drawn over the blue at the top; hiding it leaves blue only.
        let hidden = ImageRenderer(content: Color.blue.ignoresSafeArea().statusBarHidden())
        hidden.device = .iPhoneSE
        let shown = try r.pngData(), bare = try hidden.pngData()
        #expect(shown != bare)
        let tree = r.layoutDescription()
        #expect(tree.contains("StatusBar"))
        #expect(!hidden.layoutDescription().contains("StatusBar"))
    }
}
