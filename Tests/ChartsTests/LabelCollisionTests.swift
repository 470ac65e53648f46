import Foundation
import Testing
@testable import Charts
import Easel

/// Axis value labels that would overlap: thinned greedily, truncated, or kept.
@Suite struct LabelCollisionTests {
    typealias R = AxisValueLabelCollisionResolution
    /// Labels 30 pt wide, centred on ticks 20 pt apart, on one row.
    func row(_ n: Int, _ r: (Int) -> R = { _ in .automatic }) -> [LabelCollisions.Candidate] {
        (0..<n).map { i in
            let x = CGFloat(i) * 20
            return .init(rect: CGRect(x: x - 15, y: 0, width: 30, height: 13), anchor: x, resolution: r(i))
        }
    }

    @Test func greedyKeepsEveryLabelThatClearsTheOnesBefore() {
        // 0 spans −15…15; 1 (5…35) overlaps it; 2 (25…55) clears it by 10 pt ≥ 2.
        let o = LabelCollisions.resolve(row(7), axis: .horizontal)
        #expect(o == [.shown, .hidden, .shown, .hidden, .shown, .hidden, .shown])
        // Spacing 12 pt: 2 is only 10 pt from 0, so every third label stays.
        let wide = LabelCollisions.resolve(row(7) { _ in .greedy(minimumSpacing: 12) }, axis: .horizontal)
        #expect(wide == [.shown, .hidden, .hidden, .shown, .hidden, .hidden, .shown])
    }

    @Test func priorityIsPlacedFirst() {
        let o = LabelCollisions.resolve(row(5) { $0 == 1 ? .greedy(priority: 1) : .greedy }, axis: .horizontal)
        // 1 first; 0 and 2 overlap it; 3 clears it (1 ends at 35, 3 starts at 45).
        #expect(o == [.hidden, .shown, .hidden, .shown, .hidden])
    }

    @Test func disabledLabelsAlwaysShowAndStillBlock() {
        let o = LabelCollisions.resolve(row(4) { $0 == 1 ? .disabled : .automatic }, axis: .horizontal)
        // 1 is drawn whatever; 0 and 2 overlap it; 3 (45…75) clears it (5…35).
        #expect(o == [.hidden, .shown, .hidden, .shown])
        #expect(LabelCollisions.resolve(row(3) { _ in .disabled }, axis: .horizontal) == [.shown, .shown, .shown])
    }

    @Test func truncateShortensToTheRoomBetweenNeighbours() {
        // 20 pt between anchors, less 2 pt spacing: 18 pt each.
        let o = LabelCollisions.resolve(row(3) { _ in .truncate }, axis: .horizontal)
        #expect(o == [.truncated(18), .truncated(18), .truncated(18)])
        // Labels that fit are left whole.
        let narrow = (0..<3).map { i in
            LabelCollisions.Candidate(rect: CGRect(x: CGFloat(i) * 20 - 5, y: 0, width: 10, height: 13), anchor: CGFloat(i) * 20, resolution: .truncate)
        }
        #expect(LabelCollisions.resolve(narrow, axis: .horizontal) == [.shown, .shown, .shown])
    }

    @Test func verticalLabelsAreThinnedToo() {
        // y labels 13 pt tall, ticks 8 pt apart: every other one.
        let col = (0..<5).map { i in
            LabelCollisions.Candidate(rect: CGRect(x: 0, y: CGFloat(i) * 8 - 6.5, width: 20, height: 13), anchor: CGFloat(i) * 8,
                                      resolution: .truncate)
        }
        #expect(LabelCollisions.resolve(col, axis: .vertical) == [.shown, .hidden, .shown, .hidden, .shown])
    }

    /// A whole chart: 24 hourly categories on a 300-pt axis. The labels drawn are
    /// the ones the tree of placed views still holds; none overlap, every dropped
    /// one would have overlapped a kept one, and the first hour is kept.
    @Test func denseCategoryAxisDropsCollidingLabels() throws {
        let hours = (0..<24).map { "\($0):00" }
        let chart = Chart {
            ForEach(hours, id: \.self) { h in BarMark(x: .value("Hour", h), y: .value("Count", 1)) }
        }.frame(width: 300, height: 150)
        let labels = try ImageRenderer(content: chart).accessibilityTree().readingOrder.filter { hours.contains($0.label) }
        let kept = labels.map(\.label)
        #expect(kept.first == "0:00")
        #expect(kept.count < hours.count && kept.count >= 6)
        let frames = labels.map(\.frame).sorted { $0.minX < $1.minX }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.minX - a.maxX >= LabelCollisions.defaultSpacing - 1e-9) }
        // Kept in axis order, none skipped more than needed: two kept labels are never
        // farther apart than three bands plus a label (12.5 pt bands, labels under 30 pt).
        let idx = kept.compactMap { hours.firstIndex(of: $0) }
        #expect(idx == idx.sorted())
        for (a, b) in zip(idx, idx.dropFirst()) { #expect(b - a <= 3) }
        // With collisions disabled, all 24 are drawn.
        let all = Chart {
            ForEach(hours, id: \.self) { h in BarMark(x: .value("Hour", h), y: .value("Count", 1)) }
        }
        .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled) } }
        .frame(width: 300, height: 150)
        let every = try ImageRenderer(content: all).accessibilityTree().readingOrder.filter { hours.contains($0.label) }
        #expect(every.count == 24)
    }
}
