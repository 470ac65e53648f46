import Foundation
import Testing
@testable import EaselCore

/// HStack, VStack and ZStack nodes run their algorithm straight from their
/// nodes; the same layouts behind `AnyLayout` still run through `Layout`'s
/// proxies and `place(at:)`. Both must put every view in the same place, to the bit.
@Suite struct StackFastPathTests {
    /// Every placed view's frame and proposal, in tree order.
    func placements<V: View>(_ view: V, _ proposal: ProposedViewSize) -> [String] {
        var out: [String] = []
        place(view, proposal).forEach { node, depth in
            out.append("\(depth) \(node.frame) \(String(describing: node.proposal.width)) \(String(describing: node.proposal.height))")
        }
        return out
    }

    @ViewBuilder func mixed() -> some View {
        box(20, 10)
        Rectangle().layoutPriority(1)
        Spacer(minLength: 3)
        Text("Two words").frame(minWidth: 15, maxWidth: 90)
        Rectangle().frame(maxHeight: 12).alignmentGuide(VerticalAlignment.center) { d in d.height / 4 }
        Color.blue.frame(width: 7.3)
    }

    let proposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 200, height: nil), ProposedViewSize(width: nil, height: 200),
        ProposedViewSize(width: 333.3, height: 77.7), ProposedViewSize(width: 40, height: 40),
    ]

    @Test func hStackMatchesItsLayoutThroughProxies() {
        for p in proposals {
            for spacing in [nil, 0, 4.5] as [CGFloat?] {
                let direct = placements(HStack(alignment: .firstTextBaseline, spacing: spacing) { mixed() }, p)
                #expect(direct.count >= 7, "the stack and its six children")
                let proxied = placements(AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: spacing)) { mixed() }, p)
                #expect(direct == proxied, "proposal \(p), spacing \(String(describing: spacing))")
            }
        }
    }

    @Test func vStackMatchesItsLayoutThroughProxies() {
        for p in proposals {
            for spacing in [nil, 0, 4.5] as [CGFloat?] {
                let direct = placements(VStack(alignment: .trailing, spacing: spacing) { mixed() }, p)
                let proxied = placements(AnyLayout(VStackLayout(alignment: .trailing, spacing: spacing)) { mixed() }, p)
                #expect(direct == proxied, "proposal \(p), spacing \(String(describing: spacing))")
            }
        }
    }

    @Test func zStackMatchesItsLayoutThroughProxies() {
        for p in proposals {
            for alignment in [Alignment.center, .bottomTrailing, .topLeading] {
                let direct = placements(ZStack(alignment: alignment) { mixed() }, p)
                let proxied = placements(AnyLayout(ZStackLayout(alignment: alignment)) { mixed() }, p)
                #expect(direct == proxied, "proposal \(p)")
            }
        }
    }

    /// SwiftUI's rules worked by hand: 200 wide with 10-pt gaps leaves 160 after
    /// the 20-pt box; the higher-priority rectangle takes all of it, the other none.
    @Test func priorityTakesWhatIsLeft() {
        let f = frames(HStack(spacing: 10) {
            box(20, 10).id("box")
            Rectangle().layoutPriority(1).id("first")
            Rectangle().id("second")
        }, ProposedViewSize(width: 200, height: 50))
        #expect(f["box"] == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(f["first"] == CGRect(x: 30, y: 0, width: 160, height: 50))
        #expect(f["second"] == CGRect(x: 200, y: 0, width: 0, height: 50))
    }

    /// A long stack whose children are asked out of index order (by priority
    /// here; a zero padding makes each child three levels deep), in sizing
    /// and in placement. Worked by hand: 40 children with
    /// 2-pt gaps in 498 leave 420; the twenty fixed 5-pt views have the lower
    /// priority, so their 100 is reserved and the ten priority-1 views share
    /// 320, 32 each, in index order. Then the fixed views take their 5 each,
    /// least flexible first, and the ten flexible priority-0 views get nothing.
    @Test func longStackWithPrioritiesPlacesAsWorkedByHand() {
        let stack = HStack(spacing: 2) {
            ForEach(0..<40) { i in
                Rectangle()
                    .frame(minWidth: i.isMultiple(of: 2) ? 5 : 0, maxWidth: i.isMultiple(of: 2) ? 5 : .infinity)
                    .padding(0)
                    .layoutPriority(i % 4 == 1 ? 1 : 0)
                    .id("\(i)")
            }
        }
        let f = frames(stack, ProposedViewSize(width: 498, height: 20))
        var x: CGFloat = 0
        for i in 0..<40 {
            let width: CGFloat = i.isMultiple(of: 2) ? 5 : (i % 4 == 1 ? 32 : 0)
            #expect(f["\(i)"] == CGRect(x: x, y: 0, width: width, height: 20), "child \(i)")
            x += width + 2
        }
    }

    /// A long stack of small subtrees, three levels deep: 50 rows, each
    /// a 3-wide box beside a 2×4 column of two boxes, so every row is 5×4 and
    /// rows start 5 apart (1-pt gaps). The column's lower box sits 2 below the row's top.
    @Test func longStackOfSubtreesPlacesAsWorkedByHand() {
        let stack = VStack(spacing: 1) {
            ForEach(0..<50) { i in
                HStack(spacing: 0) {
                    box(3, CGFloat(i % 3 + 1)).id("left \(i)")
                    VStack(spacing: 0) { box(2, 2); box(2, 2).id("lower \(i)") }
                }
            }
        }
        let f = frames(stack, ProposedViewSize(width: 100, height: nil))
        for i in 0..<50 {
            let top = CGFloat(5 * i), h = CGFloat(i % 3 + 1)
            #expect(f["left \(i)"] == CGRect(x: 0, y: top + (4 - h) / 2, width: 3, height: h), "row \(i)")
            #expect(f["lower \(i)"] == CGRect(x: 3, y: top + 2, width: 2, height: 2), "row \(i)")
        }
    }

    /// A ZStack is as large as its highest-priority children; the others align inside it.
    @Test func zStackSizesByItsHighestPriority() {
        let f = frames(ZStack(alignment: .bottomTrailing) {
            box(30, 20).id("big").layoutPriority(-1)
            box(10, 12).id("small")
        }.id("stack"), .unspecified)
        #expect(f["stack"] == CGRect(x: 0, y: 0, width: 10, height: 12))
        #expect(f["small"] == CGRect(x: 0, y: 0, width: 10, height: 12))
        #expect(f["big"] == CGRect(x: -20, y: -8, width: 30, height: 20))
    }
}
