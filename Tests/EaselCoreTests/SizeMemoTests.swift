import Foundation
import Testing
@testable import EaselCore

/// A node answers a proposal from memory exactly when `ProposedViewSize`'s `==`
/// matches an earlier one: the memo keys proposals by their bits, so these pin
/// down −0, nil and NaN.
@Suite struct SizeMemoTests {
    /// A colour's node: it takes what it is offered, 10 where nothing is.
    private func measure(_ proposals: [ProposedViewSize]) -> (computed: Int, sizes: [CGSize]) {
        let node = ShapeNode(env: EnvironmentValues(), geometry: .fillsFrame, style: AnyShapeStyle(Color.red), drawing: .fill(FillStyle()))
        var sizes: [CGSize] = []
        let computed = LayoutStatistics.countMeasurements { for p in proposals { sizes.append(node.sizeThatFits(p)) } }
        return (computed, sizes)
    }

    @Test func minusZeroIsAnsweredWithPlusZerosAnswer() {
        let m = measure([ProposedViewSize(width: 0, height: 5), ProposedViewSize(width: -0.0, height: 5)])
        #expect(m.computed == 1)
        // The remembered answer, computed for +0 (a fresh one would be −0).
        #expect(m.sizes[1].width.sign == .plus)
    }

    @Test func unspecifiedIsItsOwnQuestion() {
        // nil becomes 10 in the answer, yet is neither the proposal 10 nor 0.
        let proposals = [ProposedViewSize(width: nil, height: 5), ProposedViewSize(width: 10, height: 5),
                         ProposedViewSize(width: 0, height: 5), .unspecified, ProposedViewSize(width: nil, height: 5)]
        let m = measure(proposals)
        #expect(m.computed == 4)
        #expect(m.sizes == [CGSize(width: 10, height: 5), CGSize(width: 10, height: 5), CGSize(width: 0, height: 5),
                            CGSize(width: 10, height: 10), CGSize(width: 10, height: 5)])
    }

    @Test func aProposalHoldingNaNIsAskedAgainEveryTime() {
        let m = measure([ProposedViewSize(width: .nan, height: 5), ProposedViewSize(width: .nan, height: 5),
                         ProposedViewSize(width: 5, height: .nan)])
        #expect(m.computed == 3)
        #expect(m.sizes[0].width.isNaN && m.sizes[1].width.isNaN && m.sizes[2].height.isNaN)
    }

    @Test func twentyProposalsAreEachWorkedOutOnce() {
        // Past the three inline answers and the room reserved for five more; infinity too.
        let proposals = (0..<19).map { ProposedViewSize(width: CGFloat($0) * 0.5, height: nil) }
            + [ProposedViewSize(width: .infinity, height: nil)]
        let asked = proposals + proposals.reversed()
        let m = measure(asked)
        #expect(m.computed == 20)
        #expect(m.sizes == asked.map { CGSize(width: $0.width!, height: 10) })
    }
}
