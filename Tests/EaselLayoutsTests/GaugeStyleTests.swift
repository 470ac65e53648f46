import Foundation
import Testing
import Easel
@testable import EaselCore

/// Gauge styles (metrics: Controls/Gauge.swift, `GaugeMetrics`; Apple publishes none).
@Suite struct GaugeStyleTests {
    @Test func circularStylesAreA58PointSquareWhateverTheOffer() {
        for style in [AnyGaugeStyleCase.circular, .circularCapacity] {
            let f = frames(VStack { style.apply(Gauge(value: 0.64) { Text("CPU") } currentValueLabel: { Text("64%") }).id("g") },
                           ProposedViewSize(width: 300, height: 400))
            #expect(f["g"]?.size == CGSize(width: 58, height: 58))
        }
    }

    @Test func circularShowsTheCurrentValueCentredElseTheLabel() {
        let f = frames(Gauge(value: 0.5) { Text("CPU").id("l") } currentValueLabel: { Text("64%").id("v") }
            .gaugeStyle(.accessoryCircular), .unspecified)
        // 17 pt medium: 3 characters × 8.5 pt, one 20.4 pt line, centred in the 58-pt ring.
        let w: CGFloat = 3 * char, x: CGFloat = 29 - w / 2, y: CGFloat = 29 - line / 2
        #expect(isClose(f["v"], CGRect(x: x, y: y, width: w, height: line)))
        #expect(f["l"] == nil)
        let onlyLabel = frames(Gauge(value: 0.5) { Text("CPU").id("l") }.gaugeStyle(.accessoryCircularCapacity), .unspecified)
        #expect(isClose(onlyLabel["l"]?.midX ?? 0, 29))
    }

    @Test func theOpenArcLeavesAQuarterTurnGapAtTheBottom() {
        let r = CGRect(x: 0, y: 0, width: 58, height: 58)
        func start(_ p: Path) -> CGPoint? {
            var first: CGPoint?
            p.forEach { if first == nil, case .move(let pt) = $0 { first = pt } }
            return first
        }
        // 6-pt line, so the path runs on a 26-pt radius; the arc covers 3/4 of a turn, ending 45° either side of 6 o'clock.
        let d: CGFloat = 26 * CGFloat(0.5).squareRoot()
        let open = GaugeArc(from: 0.625, to: 1.375, inset: 3).path(in: r)
        let s = start(open) ?? .zero, e = open.currentPoint ?? .zero
        #expect(isClose(s.x, 29 - d) && isClose(s.y, 29 + d) && isClose(e.x, 29 + d) && isClose(e.y, 29 + d))
        let arcLength: CGFloat = 2 * .pi * 26 * 0.75
        #expect(isClose(open.length, arcLength, 0.5))  // Bézier arcs measured by flattening: 122.71 against 122.52
        // Capacity fills clockwise from 12 o'clock: a quarter ends at 3 o'clock.
        let quarter = GaugeArc(from: 0, to: 0.25, inset: 3).path(in: r)
        let qs = start(quarter) ?? .zero, qe = quarter.currentPoint ?? .zero
        #expect(isClose(qs.x, 29) && isClose(qs.y, 3) && isClose(qe.x, 55) && isClose(qe.y, 29))
    }

    @Test func circularMarkerSitsOnTheArcAtTheValue() {
        func marker(_ value: Double) -> CGPoint? {
            var centre: CGPoint?
            place(Gauge(value: value) { Text("CPU") }.gaugeStyle(.accessoryCircular), .unspecified).forEach { n, _ in
                if n.frame.size == CGSize(width: 8, height: 8) { centre = CGPoint(x: n.frame.midX, y: n.frame.midY) }
            }
            return centre
        }
        let d: CGFloat = 26 * CGFloat(0.5).squareRoot()
        let m0 = marker(0) ?? .zero, m5 = marker(0.5) ?? .zero, m1 = marker(1) ?? .zero
        #expect(isClose(m0.x, 29 - d) && isClose(m0.y, 29 + d))   // the arc's start, lower left
        #expect(isClose(m5.x, 29) && isClose(m5.y, 3))         // half way: 12 o'clock
        #expect(isClose(m1.x, 29 + d) && isClose(m1.y, 29 + d))   // the end, lower right
    }

    @Test func linearCapacityIsTheDefaultBarWithItsLabels() {
        let g = { Gauge(value: 0.3) { Text("Storage") } currentValueLabel: { Text("30%") } }
        let auto = frames(g().id("g"), ProposedViewSize(width: 200, height: nil))
        let linear = frames(g().gaugeStyle(.linearCapacity).id("g"), ProposedViewSize(width: 200, height: nil))
        // Label line, 4, the 6-pt bar slot, 4, a caption line (12 pt × 1.2).
        let height: CGFloat = line + 4 + 6 + 4 + 14.4
        #expect(isClose(auto["g"], CGRect(x: 0, y: 0, width: 200, height: height)))
        #expect(linear["g"] == auto["g"])
    }

    @Test func accessoryLinearCapacityIsThinWithSmallLabels() {
        var bars: [CGRect] = []
        let root = place(Gauge(value: 0.25) { Text("Storage") } currentValueLabel: { Text("25%") }
            .gaugeStyle(.accessoryLinearCapacity).id("g"), ProposedViewSize(width: 200, height: nil))
        root.forEach { n, _ in if n.frame.height == 3 { bars.append(n.frame) } }
        // Caption label (14.4), 2, the 8-pt bar slot, 2, caption2 value (11 pt × 1.2).
        let height: CGFloat = 14.4 + 2 + 8 + 2 + 13.2
        #expect(isClose(root.frame.height, height))
        // The grey track the full width, the fill a quarter of it, 3 pt thick.
        #expect(Set(bars.map(\.width)) == [50, 200])
    }

    @Test func accessoryLinearPutsItsMarkerAtTheValue() {
        func markerX(_ v: Double) -> CGFloat? {
            var x: CGFloat?
            place(Gauge(value: v) { Text("Level") }.gaugeStyle(.accessoryLinear), ProposedViewSize(width: 208, height: nil)).forEach { n, _ in
                if n.frame.size == CGSize(width: 8, height: 8) { x = n.frame.minX }
            }
            return x
        }
        #expect(markerX(0) == 0)
        #expect(markerX(0.5) == 100)
        #expect(markerX(1) == 200)
    }
}

/// Applies one of the circular styles (the style types differ, so a loop needs this).
enum AnyGaugeStyleCase {
    case circular, circularCapacity
    func apply<V: View>(_ v: V) -> AnyView {
        switch self {
        case .circular: return AnyView(v.gaugeStyle(.accessoryCircular))
        case .circularCapacity: return AnyView(v.gaugeStyle(.accessoryCircularCapacity))
        }
    }
}
