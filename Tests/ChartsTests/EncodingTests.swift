import Foundation
import Testing
@testable import Charts
import Easel

/// Mark dimensions, stacking off, scale padding, symbol sizes, sector radii and insets,
/// drawing order and the by-value encodings: each read back from the geometry it makes.
@Suite struct EncodingTests {
    @Test func markDimensionsSizeBarsInTheirBand() {
        // One category: a 300 pt band.
        func width(_ d: MarkDimension) -> CGFloat {
            ChartHarness { BarMark(x: .value("K", "a"), y: .value("V", 10.0), width: d) }.frame(0).width
        }
        #expect(width(.fixed(20)) == 20 && width(30) == 30)
        #expect(width(.ratio(0.5)) == 150 && width(.inset(10)) == 280)
        #expect(abs(width(.automatic) - 180) < 1e-9)   // 60 % of the band (our choice)
        let h = ChartHarness { BarMark(x: .value("V", 10.0), y: .value("K", "a"), height: .fixed(12)) }
        #expect(h.frame(0).height == 12 && abs(h.frame(0).width - 300) < 1e-9)
    }

    @Test func unstackedBarsAllStandOnTheBaseline() {
        let h = ChartHarness {
            BarMark(x: .value("M", "Jan"), y: .value("U", 30.0), stacking: .unstacked).foregroundStyle(by: .value("P", "A"))
            BarMark(x: .value("M", "Jan"), y: .value("U", 50.0), stacking: .unstacked).foregroundStyle(by: .value("P", "B"))
        }
        #expect(h.model.marks[0].stackedY! == (0, 30) && h.model.marks[1].stackedY! == (0, 50))
        #expect(h.frame(0).maxY == 200 && h.frame(1).maxY == 200)
        // 0…50 on 200 pt: 120 and 200 pt tall, overlapping rather than stacked.
        #expect(abs(h.frame(0).height - 120) < 1e-9 && abs(h.frame(1).height - 200) < 1e-9)
    }

    @Test func plotDimensionPaddingInsetsTheScale() {
        var config = ChartConfiguration()
        config.x.range = PositionScaleRange.plotDimension(padding: 20)._range
        config.y.range = PositionScaleRange.plotDimension(startPadding: 10, endPadding: 30)._range
        let h = ChartHarness(config: config) {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0))
            PointMark(x: .value("x", 10.0), y: .value("y", 10.0))
        }
        // x: 0 at 20, 10 at 280. y: 0 at 10 from the bottom (190), 10 at 30 from the top.
        #expect(h.frame(0).midX == 20 && h.frame(1).midX == 280)
        #expect(h.frame(0).midY == 190 && h.frame(1).midY == 30)
    }

    @Test func symbolSizeIsAnArea() {
        let h = ChartHarness {
            PointMark(x: .value("x", 1.0), y: .value("y", 1.0)).symbolSize(100)
            PointMark(x: .value("x", 2.0), y: .value("y", 2.0)).symbolSize(CGSize(width: 16, height: 4))
            PointMark(x: .value("x", 3.0), y: .value("y", 3.0))
        }
        #expect(h.frame(0).width == 10 && h.frame(1).width == 8 && h.frame(2).width == 7)
    }

    @Test func sectorRadiiAndInsets() {
        // 300 × 200: the largest circle has radius 100 about (150, 100).
        let ring = ChartHarness { SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5), outerRadius: .fixed(60)) }
        let f = ring.frame(0)
        #expect(abs(f.minX - 90) < 0.5 && abs(f.maxX - 210) < 0.5 && abs(f.minY - 40) < 0.5 && abs(f.maxY - 160) < 0.5)
        let halves = ChartHarness {
            SectorMark(angle: .value("V", 1), angularInset: 2)
            SectorMark(angle: .value("V", 1), angularInset: 2)
        }
        // Each half's straight side is pulled 2 pt in from the vertical through the centre.
        #expect(abs(halves.frame(0).minX - 152) < 0.25 && abs(halves.frame(1).maxX - 148) < 0.25, "\(halves.frame(0)) \(halves.frame(1))")
        #expect(abs(halves.frame(0).maxX - 250) < 0.5)
    }

    @Test func zIndexOrdersDrawingAndKeepsDeclarationOrderOtherwise() {
        let h = ChartHarness {
            BarMark(x: .value("K", "a"), y: .value("V", 1.0)).foregroundStyle(Color.red).zIndex(1)
            BarMark(x: .value("K", "b"), y: .value("V", 2.0)).foregroundStyle(Color.green)
            BarMark(x: .value("K", "c"), y: .value("V", 3.0)).foregroundStyle(Color.blue)
        }
        // The raised bar is drawn last: its rectangle (the first band, 0…100) is the last path's.
        let last = h.geometry.primitives.last!.path.boundingRect
        #expect(abs(last.midX - 50) < 1e-9 && h.geometry.primitives.last!.z == 1)
        #expect(abs(h.geometry.primitives.first!.path.boundingRect.midX - 150) < 1e-9)
    }

    @Test func byValueEncodingsHandOutShapesAndDashesInOrder() {
        let h = ChartHarness {
            ForEach(["a", "b", "c"], id: \.self) { s in
                LineMark(x: .value("x", 1.0), y: .value("y", 1.0)).symbol(by: .value("S", s)).lineStyle(by: .value("S", s))
                LineMark(x: .value("x", 2.0), y: .value("y", 2.0)).symbol(by: .value("S", s)).lineStyle(by: .value("S", s))
            }
        }
        let styles = ChartStyles(model: h.model, scheme: .light)
        #expect(h.model.symbolCategories == ["a", "b", "c"].map { PlotValue.category($0) })
        #expect([0, 2, 4].map { styles.symbol(of: h.model.marks[$0].record) } == [.circle, .square, .triangle])
        #expect(styles.dash(of: h.model.marks[0].record).isEmpty && !styles.dash(of: h.model.marks[2].record).isEmpty)
        // One line per value, three lines.
        #expect(h.geometry.primitives.filter { $0.stroke != nil }.count == 3)
        var config = ChartConfiguration()
        config.symbolDomain = ["c", "a"].map { PlotValue.category($0) }
        config.symbolRange = [.diamond, .cross]
        let scaled = ChartHarness(config: config) {
            PointMark(x: .value("x", 1.0), y: .value("y", 1.0)).symbol(by: .value("S", "a"))
            PointMark(x: .value("x", 2.0), y: .value("y", 2.0)).symbol(by: .value("S", "c"))
        }
        let s2 = ChartStyles(model: scaled.model, scheme: .light)
        // The scale's domain decides: "c" is the first value, so a diamond; "a" a cross.
        #expect(s2.symbol(of: scaled.model.marks[0].record) == .cross && s2.symbol(of: scaled.model.marks[1].record) == .diamond)
    }
}
