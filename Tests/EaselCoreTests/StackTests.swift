import Foundation
import Testing
@testable import EaselCore

@Suite struct StackTests {
    @Test func threeColorsShareAnHStackEqually() {
        // 200 − 2×8 spacing = 184, three equal shares of 61.333…
        let f = frames(HStack { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") })
        let w: CGFloat = 184.0 / 3
        #expect(isClose(f["a"], rect(0, 0, w, 200)))
        #expect(isClose(f["b"], rect(w + 8, 0, w, 200)))
        #expect(isClose(f["c"], rect(2 * w + 16, 0, w, 200)))
    }

    @Test func layoutPriorityTakesEverythingButTheOthersMinimums() {
        // The reference's example: blue gets 200 − 2×8 = 184, the others 0.
        let f = frames(VStack { Color.red.id("a"); Color.blue.layoutPriority(1).id("b"); Color.green.id("c") })
        #expect(isClose(f["a"], rect(0, 0, 200, 0)))
        #expect(isClose(f["b"], rect(0, 8, 200, 184)))
        #expect(isClose(f["c"], rect(0, 200, 200, 0)))
    }

    @Test func lessFlexibleChildrenAreSizedFirstAndLeftoversFlowForward() {
        // The fixed 50 goes first; the two colours split the remaining 200 − 50 − 16.
        let f = frames(HStack { Color.red.id("a"); Color.blue.frame(width: 50).id("b"); Color.green.id("c") })
        #expect(isClose(f["a"], rect(0, 0, 67, 200)))
        #expect(isClose(f["b"], rect(75, 0, 50, 200)))
        #expect(isClose(f["c"], rect(133, 0, 67, 200)))
    }

    @Test func spacerHasNoSpacingAndMinLengthEight() {
        let f = frames(HStack { Color.red.frame(width: 20).id("a"); Spacer().id("s"); Color.blue.frame(width: 20).id("b") })
        #expect(isClose(f["a"], rect(0, 0, 20, 200)))
        #expect(isClose(f["s"], rect(20, 100, 160, 0)))
        #expect(isClose(f["b"], rect(180, 0, 20, 200)))
        // Squeezed, the spacer keeps its minimum of 8.
        let g = frames(HStack { Color.red.frame(width: 150).id("a"); Spacer(); Color.blue.frame(width: 60).id("b") }, width: 200)
        #expect(isClose(g["root"], rect(0, 0, 218, 200)))
    }

    @Test func idealSizeOfAStackIsTheSumOfIdeals() {
        let f = frames(HStack { Color.red; Color.blue }, width: nil, height: nil)
        #expect(isClose(f["root"], rect(0, 0, 28, 10)))
    }

    @Test func crossAxisAlignment() {
        let f = frames(HStack(alignment: .top) { Color.red.frame(width: 10, height: 50).id("a"); Color.blue.frame(width: 10, height: 100).id("b") },
                       width: nil, height: nil)
        #expect(isClose(f["a"], rect(0, 0, 10, 50)))
        #expect(isClose(f["b"], rect(18, 0, 10, 100)))
        let g = frames(VStack(alignment: .trailing) { Color.red.frame(width: 30, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") },
                       width: nil, height: nil)
        #expect(isClose(g["a"], rect(0, 0, 30, 10)))
        #expect(isClose(g["b"], rect(20, 18, 10, 10)))
    }

    @Test func explicitSpacingIsUniform() {
        let f = frames(VStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") })
        #expect(isClose(f["a"], rect(0, 0, 200, 100)))
        #expect(isClose(f["b"], rect(0, 100, 200, 100)))
    }

    @Test func alignmentGuideCanGrowTheStack() {
        let f = frames(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -30 }.id("b")
        }, width: nil, height: nil)
        #expect(isClose(f["root"], rect(0, 0, 80, 28)))
        #expect(isClose(f["a"], rect(0, 0, 50, 10)))
        #expect(isClose(f["b"], rect(30, 18, 50, 10)))
    }

    @Test func guidesUseEachChildsOfferedSizeWhenPrioritiesReorderTheOffers() {
        // c (priority 1) is offered 200 − 40 (b's minimum, reserved) = 160 first
        // and takes 60; then b, the least flexible, gets 140 / 2 and takes 40;
        // a gets the last 100. a's guide is half its offered width (50), b's is
        // minus its height (−30): tops at 0 (a), 80 (b) and 50 (c), 250 tall.
        let f = frames(HStack(alignment: .top, spacing: 0) {
            Color.red.alignmentGuide(.top) { d in d.width / 2 }.id("a")
            Color.blue.frame(width: 40, height: 30).alignmentGuide(.top) { d in -d.height }.id("b")
            Color.green.frame(maxWidth: 60).layoutPriority(1).id("c")
        })
        #expect(isClose(f["root"], rect(0, 0, 200, 250)))
        #expect(isClose(f["a"], rect(0, 0, 100, 200)))
        #expect(isClose(f["b"], rect(100, 80, 40, 30)))
        #expect(isClose(f["c"], rect(140, 50, 60, 200)))
    }

    @Test func zStackIsSizedByItsHighestPriorityChildren() {
        let f = frames(ZStack {
            Color.red.frame(width: 300, height: 300).id("big")
            Color.blue.frame(width: 50, height: 40).layoutPriority(1).id("small")
        }, width: nil, height: nil)
        #expect(isClose(f["root"], rect(0, 0, 50, 40)))
        #expect(isClose(f["small"], rect(0, 0, 50, 40)))
        #expect(isClose(f["big"], rect(-125, -130, 300, 300)))
    }

    @Test func zStackAlignment() {
        let f = frames(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 80).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }, width: nil, height: nil)
        #expect(isClose(f["b"], rect(80, 70, 20, 10)))
    }

    @Test func layoutIsMemoisedSoDeepNestingStaysLinear() {
        func nested(_ depth: Int) -> AnyView {
            depth == 0 ? AnyView(Color.red) : AnyView(HStack { VStack { nested(depth - 1) }; Color.blue })
        }
        var env = EnvironmentValues()
        env.textEngine = FixedAdvanceTextEngine()
        let c16 = LayoutStatistics.countMeasurements { _ = PlacedNode.layoutRoot(nested(16), environment: env, proposal: .init(width: 400, height: 400)) }
        let c32 = LayoutStatistics.countMeasurements { _ = PlacedNode.layoutRoot(nested(32), environment: env, proposal: .init(width: 400, height: 400)) }
        // Twice the depth, about twice the measurements: no exponential blow-up.
        #expect(c32 < c16 * 3)
    }
}
