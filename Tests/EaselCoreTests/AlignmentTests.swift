import Foundation
import Testing
@testable import EaselCore

private enum MidIcon: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}
private extension VerticalAlignment { static let midIcon = VerticalAlignment(MidIcon.self) }
private struct GapKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private extension EnvironmentValues {
    var gap: CGFloat { get { self[GapKey.self] } set { self[GapKey.self] = newValue } }
}

/// Children down a diagonal: child i at (20·i, 10·i), each offered 20×10.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 20, height: CGFloat(subviews.count) * 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, sv) in subviews.enumerated() {
            sv.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 20, y: bounds.minY + CGFloat(i) * 10),
                     proposal: ProposedViewSize(width: 20, height: 10))
        }
    }
}

@Suite struct AlignmentTests {
    @Test func aCustomLayoutsGuideIsItsChildsGuideWherePlacedAndPaddingShiftsIt() {
        // The default explicitAlignment merges the children's guides at the
        // places placeSubviews gives them: the blue row's centre (5) sits 10
        // down the staircase, the padding adds 7, so the guide is 22 and the
        // badge's centre meets it at 17 + 5.
        let f = frames(HStack(alignment: .midIcon, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("badge")
            Staircase {
                Color.gray
                Color.blue.alignmentGuide(.midIcon) { $0[VerticalAlignment.center] }.id("row")
                Color.gray
            }
            .padding(.top, 7)
        }, width: nil, height: nil)
        #expect(isClose(f["badge"], rect(0, 17, 10, 10)))
        #expect(isClose(f["row"], rect(30, 17, 20, 10)))
        #expect(isClose(f["root"], rect(0, 0, 70, 37)))
    }

    @Test func customAlignmentReachesAcrossNestedStacks() {
        // The guide set on the second row of the inner VStack aligns with the badge in the outer HStack.
        let f = frames(HStack(alignment: .midIcon, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("badge")
            VStack(spacing: 0) {
                Color.gray.frame(width: 40, height: 30)
                Color.blue.frame(width: 40, height: 20).alignmentGuide(.midIcon) { $0[VerticalAlignment.center] }.id("row")
                Color.gray.frame(width: 40, height: 30)
            }
        }, width: nil, height: nil)
        // row centre is at 30 + 10 = 40 inside the VStack; the badge's centre (5) meets it.
        #expect(isClose(f["badge"], rect(0, 35, 10, 10)))
        #expect(isClose(f["row"], rect(10, 30, 40, 20)))
        #expect(isClose(f["root"], rect(0, 0, 50, 80)))
    }

    @Test func explicitValuesAreMeanMergedInContainers() {
        let key = HorizontalAlignment.leading
        #expect(key.combineExplicit([10, 20, nil]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 8]) == 8)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8]) == 12)
    }

    @Test func nonTextViewsAlignTheirBottomsOnBaselines() {
        let f = frames(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 30).id("b")
        }, width: nil, height: nil)
        #expect(isClose(f["a"], rect(0, 20, 10, 10)))
        #expect(isClose(f["b"], rect(10, 0, 10, 30)))
    }

    @Test func textBaselinesAlignAcrossSizes() {
        // Fixed advance: ascent is 0.8 × 1.2 × size, so baselines at 19.2 and 9.6.
        let f = frames(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 20)).id("big")
            Text("small").font(.system(size: 10)).id("small")
        }, width: nil, height: nil)
        #expect(isClose(f["big"], rect(0, 0, 30, 24)))
        #expect(isClose(f["small"], rect(30, 9.6, 25, 12)))
    }
}

@Suite struct MoreModifierTests {
    @Test func groupModifiersApplyToEachChild() {
        let f = frames(VStack(spacing: 0) { Group { Color.red.id("a"); Color.blue.id("b") }.frame(height: 10) }, width: 50, height: nil)
        #expect(isClose(f["a"], rect(0, 0, 50, 10)))
        #expect(isClose(f["b"], rect(0, 10, 50, 10)))
    }

    @Test func styleBackgroundsAndClipShapesDoNotChangeLayout() {
        let f = frames(Text("Hi").id("t").padding(4).background(Color.yellow, in: Capsule()).clipShape(Capsule()).cornerRadius(3).opacity(0.5),
                       width: nil, height: nil)
        #expect(isClose(f["t"], rect(4, 4, 17, 20.4)))
        #expect(isClose(f["root"], rect(0, 0, 25, 28.4)))
    }

    @Test func twoSpacersShareTheLeftoverEqually() {
        let f = frames(HStack(spacing: 0) { Spacer().id("s1"); Color.red.frame(width: 20); Spacer(minLength: 30).id("s2") }, width: 200, height: 10)
        #expect(isClose(f["s1"], rect(0, 5, 90, 0)))
        #expect(isClose(f["s2"], rect(110, 5, 90, 0)))
    }

    @Test func spacerOutsideAStackFillsBothAxes() {
        let f = frames(ZStack { Spacer().id("s") }, width: 120, height: 80)
        #expect(isClose(f["s"], rect(0, 0, 120, 80)))
    }

    @Test func fontAndForegroundStyleFlowThroughTheEnvironment() {
        let f = frames(VStack { Text("abcd").id("t") }.font(.system(size: 30)), width: nil, height: nil)
        #expect(isClose(f["t"], rect(0, 0, 60, 36)))
    }

    @Test func customEnvironmentKeys() {
        struct Gapped: View {
            @Environment(\.gap) var gap
            var body: some View { Color.red.frame(width: gap, height: gap) }
        }
        #expect(isClose(frames(Gapped().environment(\.gap, 42), width: nil, height: nil)["root"], rect(0, 0, 42, 42)))
        #expect(isClose(frames(Gapped(), width: nil, height: nil)["root"], rect(0, 0, 1, 1)))
    }

    @Test func stateAndBindingsCompileAndReadOnce() {
        struct Counter: View {
            @State var count = 3
            var body: some View { Bar(width: $count) }
        }
        struct Bar: View {
            @Binding var width: Int
            var body: some View { Color.red.frame(width: CGFloat(width * 10), height: 1) }
        }
        #expect(isClose(frames(Counter(), width: nil, height: nil)["root"], rect(0, 0, 30, 1)))
    }

    @Test func forEachOverIdentifiableAndKeyPaths() {
        struct Pet: Identifiable { let id: String; let votes: Int }
        let pets = [Pet(id: "Cat", votes: 25), Pet(id: "Dog", votes: 16)]
        let f = frames(VStack(spacing: 0) {
            ForEach(pets) { Color.red.frame(width: CGFloat($0.votes), height: 1).id($0.id) }
            ForEach(["x"], id: \.self) { Color.blue.frame(width: 5, height: 1).id($0) }
        }, width: nil, height: nil)
        #expect(f["Cat"]?.width == 25 && f["Dog"]?.width == 16 && f["x"]?.width == 5)
    }

    @Test func affineTransformsMatchCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGRect(x: 1, y: 1, width: 1, height: 1).applying(s) == CGRect(x: 2, y: 3, width: 2, height: 3))
        #expect(s.inverted().concatenating(s).isIdentity)
    }
}
