import Foundation
import Testing
@testable import Charts
import Easel

/// Annotations: where position and alignment put them beside their mark, and how
/// iOS 17's overflow resolution keeps them inside the plot or the chart.
@Suite struct AnnotationTests {
    /// A mark's frame in plot coordinates: 60 × 100 at (100, 50).
    let mark = CGRect(x: 100, y: 50, width: 60, height: 100)

    func place(_ p: AnnotationPosition, _ a: Alignment = .center, spacing: CGFloat? = nil) -> (CGPoint, UnitPoint) {
        let note = MarkAnnotation(position: p, alignment: a, spacing: spacing, overflow: nil, content: { _ in AnyView(EmptyView()) })
        return PlotGeometry.placement(of: note, around: mark, vertical: true, defaultOverlay: false)
    }
    /// The frame a 20 × 10 annotation gets from a placement.
    func frame(_ p: (CGPoint, UnitPoint), size: CGSize = CGSize(width: 20, height: 10)) -> CGRect {
        CGRect(x: p.0.x - p.1.x * size.width, y: p.0.y - p.1.y * size.height, width: size.width, height: size.height)
    }

    @Test func edgesAlignAlongTheEdge() {
        // Above, centred, 4 pt off (the default spacing).
        #expect(frame(place(.top)) == CGRect(x: 120, y: 36, width: 20, height: 10))
        #expect(frame(place(.top, .leading)) == CGRect(x: 100, y: 36, width: 20, height: 10))
        #expect(frame(place(.top, .trailing, spacing: 0)) == CGRect(x: 140, y: 40, width: 20, height: 10))
        #expect(frame(place(.bottom, .trailing)) == CGRect(x: 140, y: 154, width: 20, height: 10))
        #expect(frame(place(.leading, .top)) == CGRect(x: 76, y: 50, width: 20, height: 10))
        #expect(frame(place(.trailing, .bottom, spacing: 2)) == CGRect(x: 162, y: 140, width: 20, height: 10))
        #expect(frame(place(.trailing)) == CGRect(x: 164, y: 95, width: 20, height: 10))
    }

    @Test func overlayAlignsInsideTheMark() {
        #expect(frame(place(.overlay)) == CGRect(x: 120, y: 95, width: 20, height: 10))
        #expect(frame(place(.overlay, .topLeading)) == CGRect(x: 100, y: 50, width: 20, height: 10))
        #expect(frame(place(.overlay, .bottomTrailing)) == CGRect(x: 140, y: 140, width: 20, height: 10))
    }

    @Test func cornersTakeTheAlignmentsEdge() {
        // Own alignment: over the mark, its leading (trailing) edge on the mark's.
        #expect(frame(place(.topLeading)) == CGRect(x: 100, y: 36, width: 20, height: 10))
        #expect(frame(place(.topTrailing)) == CGRect(x: 140, y: 36, width: 20, height: 10))
        #expect(frame(place(.bottomTrailing)) == CGRect(x: 140, y: 154, width: 20, height: 10))
        // The opposite edge on the corner hangs the annotation out past the mark.
        #expect(frame(place(.topLeading, .trailing)) == CGRect(x: 80, y: 36, width: 20, height: 10))
        #expect(frame(place(.bottomTrailing, .leading)) == CGRect(x: 160, y: 154, width: 20, height: 10))
        #expect(frame(place(.bottomLeading, .leading)) == CGRect(x: 100, y: 154, width: 20, height: 10))
    }

    // MARK: Overflow

    let plot = CGRect(x: 0, y: 0, width: 300, height: 200)
    /// The chart around the plot: 30 pt of labels on the trailing side, 20 below.
    let chart = CGRect(x: 0, y: 0, width: 330, height: 220)

    @Test func fitMovesJustInsideTheBoundary() {
        let past = CGRect(x: 290, y: -6, width: 40, height: 10)   // 30 pt past the plot's right, 6 over its top
        let plotFit = AnnotationOverflowResolution(x: .fit(to: .plot), y: .fit(to: .plot)).resolve(past, plot: plot, chart: chart)
        #expect(plotFit == CGRect(x: 260, y: 0, width: 40, height: 10))
        // The chart reaches 30 pt further right: it already fits on x, and the chart's top is the plot's.
        let chartFit = AnnotationOverflowResolution(x: .fit(to: .chart), y: .fit(to: .chart)).resolve(past, plot: plot, chart: chart)
        #expect(chartFit == CGRect(x: 290, y: 0, width: 40, height: 10))
        // One dimension only.
        let xOnly = AnnotationOverflowResolution(x: .fit(to: .plot), y: .disabled).resolve(past, plot: plot, chart: chart)
        #expect(xOnly == CGRect(x: 260, y: -6, width: 40, height: 10))
        #expect(AnnotationOverflowResolution(x: .disabled, y: .disabled).resolve(past, plot: plot, chart: chart) == past)
    }

    @Test func automaticAndPadScaleChooseTheirBoundaries() {
        let past = CGRect(x: 320, y: 215, width: 40, height: 10)
        // .automatic fits to the chart (our choice), .padScale to the plot.
        #expect(AnnotationOverflowResolution.automatic.resolve(past, plot: plot, chart: chart) == CGRect(x: 290, y: 210, width: 40, height: 10))
        #expect(AnnotationOverflowResolution(x: .fit, y: .fit).resolve(past, plot: plot, chart: chart) == CGRect(x: 290, y: 210, width: 40, height: 10))
        #expect(AnnotationOverflowResolution(x: .padScale, y: .padScale).resolve(past, plot: plot, chart: chart)
            == CGRect(x: 260, y: 190, width: 40, height: 10))
        // Wider than the plot: against its leading edge.
        let wide = CGRect(x: 100, y: 0, width: 400, height: 10)
        #expect(AnnotationOverflowResolution(x: .fit(to: .plot)).resolve(wide, plot: plot, chart: chart).minX == 0)
    }

    /// A bar annotated on its trailing side by a 50 × 10 view, with or without a resolution.
    @ChartContentBuilder func noted(_ key: String, _ value: Double, _ overflow: AnnotationOverflowResolution?) -> some ChartContent {
        if let overflow {
            BarMark(x: .value("K", key), y: .value("V", value))
                .annotation(position: .trailing, overflowResolution: overflow) { Color.red.frame(width: 50, height: 10).id("note") }
        } else {
            BarMark(x: .value("K", key), y: .value("V", value))
                .annotation(position: .trailing) { Color.red.frame(width: 50, height: 10).id("note") }
        }
    }

    /// Two bars: "a" annotated on its trailing side, "b" above, by a view as wide as the bar.
    func annotated(_ overflow: AnnotationOverflowResolution?) -> [AnyHashable: LayoutFrame] {
        let chart = Chart {
            noted("a", 10, overflow)
            BarMark(x: .value("K", "b"), y: .value("V", 5.0))
                .annotation(position: .top) { context in Color.blue.frame(width: context.targetSize.width, height: 4).id("context") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartBackground { _ in Color.clear.id("plot") }
        return ImageRenderer(content: chart.frame(width: 200, height: 100)).layout()
    }

    @Test func renderedAnnotationsFitWhenAsked() throws {
        // Two bands of 100 pt: bar "a" spans 20…80 and "b" 120…180, 100 and 50 pt tall.
        let asIs = annotated(nil)
        let note = try #require(asIs["note"]?.frame)
        #expect(note.minX == 84 && note.midY == 50)                  // 4 pt right of bar a, halfway up it
        let fitted = annotated(AnnotationOverflowResolution(x: .fit(to: .plot), y: .disabled))
        #expect(fitted["note"]?.frame.minX == 84)                   // it fits already
        // Bar b's annotation reads the bar's size: 60 pt wide, above it.
        let context = try #require(asIs["context"]?.frame)
        #expect(context == CGRect(x: 120, y: 42, width: 60, height: 4))
    }

    @Test func renderedAnnotationPastThePlotIsPulledBack() throws {
        func layout(_ overflow: AnnotationOverflowResolution?) -> [AnyHashable: LayoutFrame] {
            let chart = Chart { noted("b", 10, overflow) }
                .chartXAxis(.hidden).chartYAxis(.hidden)
                .chartLegend(position: .trailing, spacing: 0) { Color.clear.frame(width: 20, height: 10) }
            return ImageRenderer(content: chart.frame(width: 200, height: 100)).layout()
        }
        // The plot is 180 wide (20 for the legend); the bar spans 36…144, its note would start at 148 and end at 198.
        #expect(layout(nil)["note"]?.frame.minX == 148)
        #expect(layout(AnnotationOverflowResolution(x: .fit(to: .plot)))["note"]?.frame.maxX == 180)
        // The chart reaches 200: the note already fits inside it.
        #expect(layout(AnnotationOverflowResolution(x: .fit(to: .chart)))["note"]?.frame.minX == 148)
        #expect(layout(.automatic)["note"]?.frame.minX == 148)
        #expect(layout(AnnotationOverflowResolution(x: .padScale))["note"]?.frame.maxX == 180)
    }
}
