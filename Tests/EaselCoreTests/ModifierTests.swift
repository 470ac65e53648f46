import Foundation
import Testing
@testable import EaselCore

@Suite struct ModifierTests {
    @Test func shapesTakeTheProposalAndTenWhenUnspecified() {
        #expect(isClose(frames(Rectangle())["root"], rect(0, 0, 200, 200)))
        #expect(isClose(frames(Circle(), width: nil, height: nil)["root"], rect(0, 0, 10, 10)))
        #expect(isClose(frames(Color.red.fixedSize())["root"], rect(0, 0, 10, 10)))
        // fixedSize on one axis only: 10 wide, the frame's 100 tall.
        let f = frames(Color.red.fixedSize(horizontal: true, vertical: false).id("c").frame(width: 100, height: 100))
        #expect(isClose(f["c"], rect(45, 0, 10, 100)))
    }

    @Test func defaultPaddingIsSixteen() {
        let f = frames(Color.red.frame(width: 50, height: 50).id("c").padding(), width: nil, height: nil)
        #expect(isClose(f["root"], rect(0, 0, 82, 82)))
        #expect(isClose(f["c"], rect(16, 16, 50, 50)))
        let g = frames(Color.red.frame(width: 50, height: 50).id("c").padding(.horizontal, 5).padding(.top), width: nil, height: nil)
        #expect(isClose(g["root"], rect(0, 0, 60, 66)))
        #expect(isClose(g["c"], rect(5, 16, 50, 50)))
        let h = frames(Color.red.frame(width: 50, height: 50).id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: nil, height: nil)
        #expect(isClose(h["root"], rect(0, 0, 56, 54)))
        #expect(isClose(h["c"], rect(2, 1, 50, 50)))
    }

    @Test func fixedFrameAlignsItsChild() {
        let f = frames(Color.red.frame(width: 20, height: 10).id("c").frame(width: 100, height: 50, alignment: .bottomTrailing), width: nil, height: nil)
        #expect(isClose(f["c"], rect(80, 40, 20, 10)))
    }

    @Test func halfSpecifiedFrameIsLayoutNeutralOnTheOtherAxis() {
        let f = frames(Color.red.frame(width: 50).id("c"))
        #expect(isClose(f["root"], rect(0, 0, 50, 200)))
    }

    @Test func flexibleFrameMaxInfinityFillsTheProposal() {
        let f = frames(Color.red.frame(width: 20, height: 20).id("c").frame(maxWidth: .infinity, alignment: .leading), height: nil)
        #expect(isClose(f["root"], rect(0, 0, 200, 20)))
        #expect(isClose(f["c"], rect(0, 0, 20, 20)))
    }

    @Test func flexibleFrameClampsAndNormalises() {
        // min and max both given: the proposal clamped, child not consulted.
        #expect(isClose(frames(Color.red.frame(minWidth: 50, maxWidth: 120), height: 10)["root"], rect(0, 0, 120, 10)))
        // min 300 raises ideal and max: contradictory, normalised.
        #expect(isClose(frames(Color.red.frame(minWidth: 300, maxWidth: 100), height: 10)["root"], rect(0, 0, 300, 10)))
        // A nil proposal with an ideal answers the ideal.
        #expect(isClose(frames(Color.red.frame(idealWidth: 70, idealHeight: 30), width: nil, height: nil)["root"], rect(0, 0, 70, 30)))
        // Only min: at least min, else the child's answer bounded by the proposal.
        #expect(isClose(frames(Color.red.frame(width: 20).frame(minWidth: 50), height: 10)["root"], rect(0, 0, 50, 10)))
    }

    @Test func invalidFrameDimensionsAreIgnoredWithAWarning() {
        var diag = Diagnostics()
        let f = frames(Color.red.frame(width: -10, height: 30)) { env in diag = env.diagnosticsSink }
        #expect(isClose(f["root"], rect(0, 0, 200, 30)))
        #expect(diag.messages.contains { $0.contains("Invalid frame dimension") })
    }

    @Test func aspectRatioFitAndFill() {
        let fit = frames(Color.red.aspectRatio(2, contentMode: .fit), width: 200, height: 200)
        #expect(isClose(fit["root"], rect(0, 0, 200, 100)))
        let fill = frames(Color.red.aspectRatio(2, contentMode: .fill), width: 200, height: 200)
        #expect(isClose(fill["root"], rect(0, 0, 400, 200)))
        // A Color has a 10×10 ideal, so scaledToFit is square.
        #expect(isClose(frames(Color.red.scaledToFit(), width: 200, height: 100)["root"], rect(0, 0, 100, 100)))
    }

    @Test func backgroundAndOverlayTakeThePrimarySize() {
        let f = frames(Color.red.frame(width: 40, height: 20).id("p")
            .background(Color.blue.frame(width: 10, height: 10).id("bg"), alignment: .topLeading)
            .overlay(alignment: .bottomTrailing) { Color.green.frame(width: 5, height: 5).id("ov") }, width: nil, height: nil)
        #expect(isClose(f["root"], rect(0, 0, 40, 20)))
        #expect(isClose(f["bg"], rect(0, 0, 10, 10)))
        #expect(isClose(f["ov"], rect(35, 15, 5, 5)))
    }

    @Test func offsetMovesDrawingNotLayout() {
        let f = frames(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 50).id("a"); Color.blue.frame(width: 10, height: 10).id("b") },
                       width: nil, height: nil)
        #expect(isClose(f["b"], rect(10, 0, 10, 10)))
    }

    @Test func customViewsAndModifiersAreLayoutNeutral() {
        struct Card: View {
            var body: some View { Color.red.frame(width: 30, height: 20) }
        }
        struct Boxed: ViewModifier {
            func body(content: Content) -> some View { content.padding(5) }
        }
        let f = frames(Card().modifier(Boxed()).id("c"), width: nil, height: nil)
        #expect(isClose(f["c"], rect(0, 0, 40, 30)))
    }

    @Test func environmentReachesCustomViews() {
        struct Probe: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Color.red.frame(width: direction == .rightToLeft ? 77 : 11, height: 1) }
        }
        #expect(isClose(frames(Probe().environment(\.layoutDirection, .rightToLeft), width: nil, height: nil)["root"], rect(0, 0, 77, 1)))
    }

    @Test func rightToLeftMirrorsHorizontalPlacement() {
        let f = frames(HStack(spacing: 0) { Color.red.frame(width: 30, height: 10).id("a"); Color.blue.frame(width: 70, height: 10).id("b") },
                       width: nil, height: nil) { $0.layoutDirection = .rightToLeft }
        #expect(isClose(f["a"], rect(70, 0, 30, 10)))
        #expect(isClose(f["b"], rect(0, 0, 70, 10)))
    }

    @Test func viewBuilderControlFlow() {
        let flag = true
        let name: String? = nil
        let f = frames(VStack(spacing: 0) {
            if flag { Color.red.frame(height: 10).id("if") } else { Color.blue.frame(height: 99) }
            if let name { Text(name) }
            ForEach(0..<3) { i in Color.green.frame(height: CGFloat(i + 1)).id("e\(i)") }
            switch flag { case true: Color.gray.frame(height: 4).id("sw"); case false: EmptyView() }
        }, width: 50, height: nil)
        #expect(isClose(f["if"], rect(0, 0, 50, 10)))
        #expect(isClose(f["e2"], rect(0, 13, 50, 3)))
        #expect(isClose(f["sw"], rect(0, 16, 50, 4)))
    }

    @Test func textIsNeverWiderThanItsLines() {
        // Fixed advance 0.5 em at 17 pt: 8.5 per character.
        let f = frames(Text("Hello").id("t"), width: nil, height: nil)
        #expect(isClose(f["t"], rect(0, 0, 42.5, 17 * 1.2)))
        let wrapped = frames(Text("Hello world").id("t").frame(width: 60), width: nil, height: nil)
        // Body lines sit 22 pt apart (HIG leading), the last one 20.4 tall.
        #expect(isClose(wrapped["t"], rect(8.75, 0, 42.5, 22 + 17 * 1.2)))
    }

    @Test func dividerIsOnePixelAndFollowsTheStackAxis() {
        let f = frames(VStack { Color.red.frame(height: 10); Divider().id("d") }, width: 100, height: nil) { $0.displayScale = 2 }
        #expect(isClose(f["d"], rect(0, 18, 100, 0.5)))
        let g = frames(HStack { Color.red.frame(width: 10); Divider().id("d") }, width: nil, height: 40)
        #expect(isClose(g["d"], rect(18, 0, 1, 40)))
        let h = frames(VStack { Divider().id("d") }, width: 100, height: nil) { $0.dynamicTypeSize = .accessibility2; $0.displayScale = 3 }
        #expect(isClose(h["d"], rect(0, 0, 100, 1)))
    }

    @Test func pixelRoundingRoundsEdgesSeparately() {
        #expect(PixelRounding.round(rect(0.3, 0.5, 10.4, 1.2), scale: 1) == rect(0, 1, 11, 1))
        #expect(PixelRounding.round(rect(61.333, 0, 61.333, 10), scale: 2) == rect(61.5, 0, 61, 10))
        // Neighbours that touch in layout touch after rounding.
        let a = PixelRounding.round(rect(0, 0, 61.333, 1), scale: 3), b = PixelRounding.round(rect(61.333, 0, 61.333, 1), scale: 3)
        #expect(a.maxX == b.minX)
    }
}
