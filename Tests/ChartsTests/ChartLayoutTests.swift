import Foundation
import Testing
@testable import Charts
import Easel

/// Where a laid-out chart puts its legend, plot and overlays: frames read from the
/// renderer's layout (views marked with `.id`), each computed here from the sizes given.
@Suite struct ChartLayoutTests {
    /// A one-bar chart, 300 × 200, without axes (so the plot is what the legend leaves),
    /// a 40 × 12 legend of its own and the plot marked by a clear background.
    func frames<V: View>(_ chart: V) -> [AnyHashable: LayoutFrame] {
        ImageRenderer(content: chart.frame(width: 300, height: 200)).layout()
    }

    func legendChart(position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        Chart { BarMark(x: .value("K", "a"), y: .value("V", 1.0)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartLegend(position: position, alignment: alignment, spacing: spacing) {
                Color.red.frame(width: 40, height: 12).id("legend")
            }
            .chartBackground { _ in Color.clear.id("plot") }
    }

    func legend(_ p: AnnotationPosition, _ a: Alignment? = nil, _ s: CGFloat? = nil) -> (legend: CGRect, plot: CGRect) {
        let f = frames(legendChart(position: p, alignment: a, spacing: s))
        return (f["legend"]?.frame ?? .null, f["plot"]?.frame ?? .null)
    }

    @Test func legendAtTheTopTakesItsHeightAndSpacingFromThePlot() {
        let (l, p) = legend(.top, .center, 10)
        #expect(p == CGRect(x: 0, y: 22, width: 300, height: 178))          // 12 + 10 from the top
        #expect(l == CGRect(x: 130, y: 0, width: 40, height: 12))            // centred over the plot
        let trailing = legend(.topTrailing)
        // A corner takes its row and its side; the default spacing is 8.
        #expect(trailing.plot.minY == 20 && trailing.legend == CGRect(x: 260, y: 0, width: 40, height: 12))
    }

    @Test func legendAtTheBottomSitsSpacingBelowThePlot() {
        let (l, p) = legend(.bottom, nil, 6)
        #expect(p == CGRect(x: 0, y: 0, width: 300, height: 182))
        #expect(l == CGRect(x: 0, y: 188, width: 40, height: 12))            // leading, by default
        let t = legend(.bottom, .trailing, 6).legend
        #expect(t.maxX == 300 && t.minY == 188)
        let auto = legend(.automatic)
        #expect(auto.plot.height == 180 && auto.legend.minY == 188)          // bottom, 8 pt
    }

    @Test func legendOnASideTakesItsWidthAndAlignsVertically() {
        let (l, p) = legend(.leading, .bottom, 10)
        #expect(p == CGRect(x: 50, y: 0, width: 250, height: 200))
        #expect(l == CGRect(x: 0, y: 188, width: 40, height: 12))
        let (t, tp) = legend(.trailing, .center, 4)
        #expect(tp == CGRect(x: 0, y: 0, width: 256, height: 200))
        #expect(t == CGRect(x: 260, y: 94, width: 40, height: 12))
        #expect(legend(.trailing).legend.minY == 0)                          // top, by default
    }

    @Test func overlayLegendSitsInsideThePlotSpacingFromItsEdges() {
        let (l, p) = legend(.overlay, .bottomTrailing, 10)
        #expect(p == CGRect(x: 0, y: 0, width: 300, height: 200))            // nothing taken
        #expect(l == CGRect(x: 250, y: 178, width: 40, height: 12))
        #expect(legend(.overlay).legend == CGRect(x: 8, y: 8, width: 40, height: 12))
        #expect(legend(.overlay, .center).legend == CGRect(x: 130, y: 94, width: 40, height: 12))
    }

    // MARK: ChartProxy in overlays and backgrounds

    final class Seen: @unchecked Sendable {
        var values: [String: Any] = [:]
    }

    @Test func plotFrameAnchorResolvesInAnyReader() throws {
        let seen = Seen()
        let chart = Chart {
            BarMark(x: .value("K", "A"), y: .value("V", 10.0))
            BarMark(x: .value("K", "B"), y: .value("V", 20.0))
        }
        .chartOverlay { proxy in
            GeometryReader { g in
                let _ = { seen.values["overlay"] = g[proxy.plotFrame!]; seen.values["size"] = proxy.plotSize }()
                Color.clear
            }
            .padding(10)
        }
        .chartBackground { proxy in
            GeometryReader { g in
                let _ = { seen.values["background"] = g[proxy.plotAreaFrame]; seen.values["container"] = g[proxy.plotContainerFrame!] }()
                Color.clear.id("plot")
            }
        }
        let f = frames(chart)
        let plot = try #require(f["plot"]?.frame)
        let size = try #require(seen.values["size"] as? CGSize)
        #expect(size == plot.size)
        // The background fills the plot: the plot's frame is its own bounds.
        #expect(seen.values["background"] as? CGRect == CGRect(origin: .zero, size: plot.size))
        #expect(seen.values["container"] as? CGRect == CGRect(origin: .zero, size: plot.size))
        // The overlay's reader is inset by 10: the plot starts 10 up and left of it.
        #expect(seen.values["overlay"] as? CGRect == CGRect(x: -10, y: -10, width: plot.width, height: plot.height))
    }

    @Test func proxyPositionsRoundTripInARenderedChart() throws {
        let seen = Seen()
        let chart = Chart {
            PointMark(x: .value("X", 0.0), y: .value("Y", 0.0))
            PointMark(x: .value("X", 8.0), y: .value("Y", 40.0))
        }
        .chartXScale(domain: 0...8)
        .chartYScale(domain: 0...40)
        .chartOverlay { proxy in
            let _ = {
                let p = proxy.position(for: (x: 2.0, y: 10.0))!
                seen.values["p"] = p
                seen.values["back"] = proxy.value(at: p, as: (Double, Double).self).map { [$0.0, $0.1] }
                seen.values["size"] = proxy.plotSize
            }()
            Color.clear
        }
        _ = frames(chart)
        let size = try #require(seen.values["size"] as? CGSize)
        let p = try #require(seen.values["p"] as? CGPoint)
        // A quarter of the way along x, a quarter of the way up y.
        #expect(abs(p.x - size.width / 4) < 1e-9 && abs(p.y - size.height * 3 / 4) < 1e-9)
        let back = try #require(seen.values["back"] as? [Double])
        #expect(abs(back[0] - 2) < 1e-9 && abs(back[1] - 10) < 1e-9)
    }

    @Test func positionRangesAreBandsForCategoriesAndPointsForNumbers() {
        let h = ChartHarness {
            BarMark(x: .value("K", "A"), y: .value("V", 10.0))
            BarMark(x: .value("K", "B"), y: .value("V", 20.0))
            BarMark(x: .value("K", "C"), y: .value("V", 30.0))
        }
        let proxy = ChartProxy(x: h.x, y: h.y, plotSize: CGSize(width: 300, height: 200))
        #expect(proxy.positionRange(forX: "B") == 100...200)
        #expect(proxy.value(atX: 150, as: String.self) == "B" && proxy.value(atX: 299, as: String.self) == "C")
        let y = proxy.positionRange(forY: 15.0)!
        #expect(y.lowerBound == y.upperBound && abs(y.lowerBound - 100) < 1e-9)   // 15 of 0…30
        let r = proxy.positionRange(for: (x: "A", y: 30.0))!
        #expect(r.minX == 0 && r.width == 100 && r.height == 0 && abs(r.minY) < 1e-9)
        #expect(proxy.positionRange(forX: "Z") == nil)
    }

    @Test func anglesRunClockwiseFromTwelveAndSelectARunningTotal() {
        let h = ChartHarness {
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 2))
        }
        let proxy = ChartProxy(x: h.x, y: h.y, plotSize: CGSize(width: 300, height: 200), angleTotal: h.model.angleTotal)
        #expect(h.model.angleTotal == 4)
        // From the centre (150, 100): right is 90°, down 180°, left 270°, up 0°.
        #expect(abs(proxy.angle(at: CGPoint(x: 250, y: 100)).degrees - 90) < 1e-9)
        #expect(abs(proxy.angle(at: CGPoint(x: 150, y: 180)).degrees - 180) < 1e-9)
        #expect(abs(proxy.angle(at: CGPoint(x: 60, y: 100)).degrees - 270) < 1e-9)
        #expect(abs(proxy.angle(at: CGPoint(x: 150, y: 10)).degrees) < 1e-9)
        // A quarter turn is a quarter of the total: the end of the first sector.
        #expect(abs(proxy.value(atAngle: .degrees(90), as: Double.self)! - 1) < 1e-12)
        #expect(abs(proxy.value(atAngle: .degrees(270), as: Double.self)! - 3) < 1e-12)
        #expect(ChartProxy(x: h.x, y: h.y, plotSize: .zero).value(atAngle: .degrees(90), as: Double.self) == nil)
    }
}
