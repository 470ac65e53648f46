import Foundation
import Testing
@testable import Charts
import Easel

/// Apple documents each function plot and `.value` with a `StringProtocol`, a `Text`
/// and a `LocalizedStringKey` label: all three plot the same samples under the same label.
@Suite struct LabelOverloadTests {
    func ys(_ h: ChartHarness) -> [Double] { h.model.marks.compactMap { $0.record.y?.fields.last?.value.number } }

    @Test func linePlotTakesTextAndKeyLabels() {
        let text = ChartHarness { LinePlot(x: Text("time"), y: Text("height"), domain: 0...2) { $0 * $0 } }
        let key: LocalizedStringKey = "speed"
        let keyed = ChartHarness { LinePlot(x: key, y: LocalizedStringKey("distance"), domain: 0...2) { 3 * $0 } }
        #expect(text.model.xLabel == "time" && text.model.yLabel == "height")
        #expect(keyed.model.xLabel == "speed" && keyed.model.yLabel == "distance")
        // The same 257 samples: at x = 1 (sample 128), 1 and 3; the last, 4 and 6.
        #expect(text.model.marks.count == 257 && ys(text)[128] == 1 && ys(text).last == 4)
        #expect(ys(keyed)[128] == 3 && ys(keyed).last == 6)
        #expect(abs(text.frame(128).midX - text.x.position(number: 1)!) < 1e-9)
    }

    @Test func parametricLinePlotTakesTextAndKeyLabels() {
        let text = ChartHarness {
            LinePlot(x: Text("x"), y: Text("y"), t: Text("t"), domain: 0...1) { (x: 2 * $0, y: 1 - $0) }
        }
        let keyed = ChartHarness {
            LinePlot(x: LocalizedStringKey("x"), y: LocalizedStringKey("y"), t: LocalizedStringKey("t"), domain: 0...1) { (x: 2 * $0, y: 1 - $0) }
        }
        for h in [text, keyed] {
            #expect(h.model.marks.count == 257 && h.model.yLabel == "y")
            // t = 0.5: (1, 0.5).
            #expect(h.model.marks[128].record.x?.first.value == .number(1) && ys(h)[128] == 0.5)
        }
    }

    @Test func areaPlotsTakeTextAndKeyLabels() {
        let text = ChartHarness { AreaPlot(x: Text("x"), y: Text("area"), domain: 0...4) { $0 / 2 } }
        let keyed = ChartHarness { AreaPlot(x: LocalizedStringKey("x"), y: LocalizedStringKey("area"), domain: 0...4) { $0 / 2 } }
        for h in [text, keyed] {
            #expect(h.model.yLabel == "area")
            // From 0 to x / 2: at x = 2, 0…1.
            let f = h.frame(128)
            #expect(abs(f.maxY - h.y.position(number: 0)!) < 1e-9 && abs(f.minY - h.y.position(number: 1)!) < 1e-9)
        }
        let band = ChartHarness {
            AreaPlot(x: Text("x"), yStart: Text("low"), yEnd: Text("high"), domain: 0...2) { (yStart: -$0, yEnd: $0) }
        }
        let keyedBand = ChartHarness {
            AreaPlot(x: LocalizedStringKey("x"), yStart: LocalizedStringKey("low"), yEnd: LocalizedStringKey("high"), domain: 0...2) {
                (yStart: -$0, yEnd: $0)
            }
        }
        for h in [band, keyedBand] {
            #expect(h.model.yLabel == "low")
            let f = h.frame(256)   // x = 2: −2…2
            #expect(abs(f.maxY - h.y.position(number: -2)!) < 1e-9 && abs(f.minY - h.y.position(number: 2)!) < 1e-9)
        }
    }

    @Test func plottableValuesTakeTextAndKeyLabels() {
        let day = Date(timeIntervalSince1970: 1_733_097_600)
        let h = ChartHarness { BarMark(x: .value(Text("Fruit"), "Apples"), y: .value(LocalizedStringKey("Count"), 10)) }
        #expect(h.model.marks[0].record.x?.label == "Fruit" && h.model.marks[0].record.y?.label == "Count")
        let d = ChartHarness {
            BarMark(x: .value(Text("Day"), day, unit: .day), y: .value("Steps", 5))
            BarMark(x: .value(LocalizedStringKey("Day"), day.addingTimeInterval(86_400), unit: .day), y: .value("Steps", 10))
        }
        #expect(d.model.marks[0].record.x?.label == "Day" && d.model.marks[1].record.x?.first.unit == .day)
        // Each bar stands for its whole day: two days, 150 pt each, bars centred in them.
        #expect(abs(d.frame(0).midX - 75) < 1e-9 && abs(d.frame(1).midX - 225) < 1e-9)
        #expect(abs(d.frame(1).height - 2 * d.frame(0).height) < 1e-9)
    }
}
