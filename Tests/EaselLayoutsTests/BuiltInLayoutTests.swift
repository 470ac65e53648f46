import Foundation
import Testing
@testable import EaselCore

@Suite struct BuiltInLayoutTests {
    @Test func radialLayoutPutsTiedLeadersLevelAndTheOtherAtTheBottom() {
        let f = frames(RadialLayout() {
            box(20, 20).layoutValue(key: RadialLayout.Rank.self, value: 2).id("a")
            box(20, 20).layoutValue(key: RadialLayout.Rank.self, value: 1).id("b")
            box(20, 20).layoutValue(key: RadialLayout.Rank.self, value: 1).id("c")
        }, ProposedViewSize(width: 300, height: 360))
        // Centre (150, 180), radius 300 / 3 = 100.
        func centre(_ id: String) -> CGPoint { CGPoint(x: f[id]!.midX, y: f[id]!.midY) }
        let r: CGFloat = 100, dx = r * sqrt(3) / 2
        #expect(isClose(centre("a").x, 150) && isClose(centre("a").y, 280))
        #expect(isClose(centre("b").x, 150 - dx) && isClose(centre("b").y, 180 - r / 2))
        #expect(isClose(centre("c").x, 150 + dx) && isClose(centre("c").y, 180 - r / 2))
    }

    @Test func radialLayoutLeaderOnTopBetterRunnerUpHigher() {
        let ranks = [3, 2, 1]
        let f = frames(RadialLayout() {
            ForEach(0..<3) { i in box(10, 10).layoutValue(key: RadialLayout.Rank.self, value: ranks[i]).id("\(i)") }
        }, ProposedViewSize(width: 300, height: 300))
        let leader = f["2"]!, second = f["1"]!, third = f["0"]!
        #expect(isClose(leader.midY, 150 - 100 * cos(Double.pi / 6)))
        #expect(leader.midY < second.midY && second.midY < third.midY)
        for rect in [leader, second, third] {
            #expect(isClose(hypot(rect.midX - 150, rect.midY - 150), 100))
        }
        // Angles 120° apart: the three centres form an equilateral triangle.
        #expect(isClose(hypot(leader.midX - second.midX, leader.midY - second.midY), 100 * sqrt(3)))
    }

    @Test func radialLayoutWithEqualRanksStartsAtTwelve() {
        #expect(RadialLayout.rotation(forRanks: [1, 1, 1]) == 0)
        #expect(RadialLayout.rotation(forRanks: [1, 2]) == 0)
        let f = frames(RadialLayout() { box(10, 10).id("0"); box(10, 10); box(10, 10); box(10, 10) },
                       ProposedViewSize(width: 90, height: 90))
        #expect(isClose(f["0"], CGRect(x: 40, y: 10, width: 10, height: 10)))
    }

    @Test func equalWidthHStackGivesEverySubviewTheWidestIdealWidth() {
        let f = frames(EqualWidthHStack() {
            Text("Cat").frame(maxWidth: .infinity).id("cat")
            Text("Goldfish").frame(maxWidth: .infinity).id("goldfish")
            Text("Dog").frame(maxWidth: .infinity).id("dog")
        }, .unspecified)
        let w = 8 * char
        for (i, id) in ["cat", "goldfish", "dog"].enumerated() {
            #expect(isClose(f[id], CGRect(x: CGFloat(i) * (w + 8), y: 0, width: w, height: line)))
        }
    }

    @Test func equalWidthStacksUseSpacingPreferences() {
        // Plain views (a frame, padding) are 8 apart; next to a spacer there is no gap.
        let f = frames(EqualWidthHStack() {
            box(10, 10).id("a")
            box(10, 10).padding(1).id("b")
            Spacer(minLength: 4).id("s")
            box(10, 10).id("c")
        }, .unspecified)
        // Slots are 12 wide (the padded box): [0, 12] 8 [20, 32] 0 [32, 44] 0 [44, 56].
        #expect(isClose(f["a"], CGRect(x: 1, y: 1, width: 10, height: 10)))
        #expect(isClose(f["b"], CGRect(x: 20, y: 0, width: 12, height: 12)))
        #expect(isClose(f["s"], CGRect(x: 32, y: 6, width: 12, height: 0)))
        #expect(isClose(f["c"], CGRect(x: 45, y: 1, width: 10, height: 10)))
        let v = frames(EqualWidthVStack() { box(30, 10).id("a"); box(10, 20).id("b") }, .unspecified)
        #expect(isClose(v["b"], CGRect(x: 10, y: 20 + 8, width: 10, height: 20)))
        #expect(isClose(v["a"], CGRect(x: 0, y: 5, width: 30, height: 10)))
    }

    @Test func flowLayoutWrapsAtTheProposedWidth() {
        func tags(_ alignment: HorizontalAlignment) -> some View {
            FlowLayout(alignment: alignment, spacing: 10, lineSpacing: 5) {
                box(40, 10).id("a"); box(50, 10).id("b"); box(30, 20).id("c"); box(60, 10).id("d")
            }
        }
        // 40+10+50 = 100 fits; +10+30 = 140 does not at 120.
        let f = frames(tags(.leading), ProposedViewSize(width: 120, height: nil))
        #expect(isClose(f["a"], CGRect(x: 0, y: 0, width: 40, height: 10)))
        #expect(isClose(f["b"], CGRect(x: 50, y: 0, width: 50, height: 10)))
        #expect(isClose(f["c"], CGRect(x: 0, y: 15, width: 30, height: 20)))
        #expect(isClose(f["d"], CGRect(x: 40, y: 20, width: 60, height: 10)))   // centred in the 20-tall row
        // Rows align inside the widest row (100): a 30-wide second row is centred at 35.
        let c = frames(FlowLayout(alignment: .center, spacing: 10) { box(40, 10); box(50, 10); box(30, 10).id("c") },
                       ProposedViewSize(width: 110, height: nil))
        #expect(isClose(c["c"]?.minX ?? 0, 35))
        let t = frames(FlowLayout(alignment: .trailing, spacing: 10) { box(40, 10); box(50, 10).id("b"); box(70, 10).id("c") },
                       ProposedViewSize(width: 110, height: nil))
        #expect(isClose(t["c"]?.minX ?? 0, 100 - 70))
        #expect(isClose(t["b"]?.maxX ?? 0, 100))
    }

    @Test func flowLayoutIdealIsOneRow() {
        let root = place(FlowLayout(spacing: 2) { box(10, 10); box(10, 10); box(10, 10) }, .unspecified)
        #expect(isClose(root.frame.width, 34) && isClose(root.frame.height, 10))
    }

    @Test func columnsLayoutSharesTheWidthEqually() {
        let f = frames(ColumnsLayout(columns: 3, spacing: 6, alignment: .topLeading) {
            ForEach(0..<7) { i in Rectangle().frame(height: CGFloat(10 + i)).id("\(i)") }
        }, ProposedViewSize(width: 312, height: nil))
        // (312 − 2·6) / 3 = 100 per column; rows 12, 15 and 16 tall.
        #expect(isClose(f["0"], CGRect(x: 0, y: 0, width: 100, height: 10)))
        #expect(isClose(f["2"], CGRect(x: 212, y: 0, width: 100, height: 12)))
        #expect(isClose(f["4"], CGRect(x: 106, y: 18, width: 100, height: 14)))
        #expect(isClose(f["6"], CGRect(x: 0, y: 18 + 15 + 6, width: 100, height: 16)))
    }
}
