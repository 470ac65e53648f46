import Foundation
import Testing
import Easel
@testable import EaselScene

/// `Chart` in scene files: records from data, marks per record, located errors.
@Suite struct ChartSceneTests {
    static let yaml = """
    canvas: { width: 300, height: 200, scale: 1 }
    data:
      sales:
        - { month: Jan, units: 10 }
        - { month: Feb, units: 40 }
    body:
      Chart:
        data: sales
        marks:
          - { mark: BarMark, x: month, y: units }
    """

    @Test func barsComeFromTheRecordsAndTheDataReplacesThem() throws {
        var s = try scene(Self.yaml)
        let png = try SceneRenderer(try s.build()).render(.png)
        // The same scene with other records draws another chart; with the same, the same bytes.
        #expect(try SceneRenderer(try scene(Self.yaml).build()).render(.png) == png)
        try s.set("sales.1.units=20")
        #expect(try SceneRenderer(try s.build()).render(.png) != png)
    }

    @Test func svgHasTheAxisLabelsAndBars() throws {
        let svg = String(decoding: try SceneRenderer(try scene(Self.yaml).build()).render(.svg), as: UTF8.self)
        #expect(svg.contains("<path"))
    }

    @Test func anUnknownMarkIsALocatedError() {
        let message = failure(Self.yaml.replacingOccurrences(of: "mark: BarMark", with: "mark: BarMarks"))
        #expect(message?.contains("BarMarks") == true)
        #expect(message?.contains("test.yaml:10") == true, "\(message ?? "")")
    }

    @Test func aListOrObjectFieldIsRejectedWithItsRecord() {
        let bad = Self.yaml.replacingOccurrences(of: "{ month: Feb, units: 40 }", with: "{ month: Feb, units: [1, 2] }")
        let message = failure(bad)
        #expect(message?.contains("record 1's 'units' is a list") == true, "\(message ?? "")")
    }

    @Test func aMarkMissingItsChannelSaysWhich() {
        let message = failure(Self.yaml.replacingOccurrences(of: "{ mark: BarMark, x: month, y: units }", with: "{ mark: LineMark, x: month }"))
        #expect(message?.contains("LineMark needs 'y'") == true, "\(message ?? "")")
    }

    @Test func constantMarksAreDrawnOnce() throws {
        let yaml = Self.yaml + "\n      - { mark: RuleMark, y: 25, foregroundStyle: red }\n"
        let png = try SceneRenderer(try scene(yaml).build()).render(.png)
        #expect(png != (try SceneRenderer(try scene(Self.yaml).build()).render(.png)))
    }

    @Test func aMisspelledFieldNamesTheRecordsFields() {
        let message = failure(Self.yaml.replacingOccurrences(of: "y: units }", with: "y: unit }"))
        #expect(message?.contains("record 0 has no field 'unit'; its fields are month, units") == true, "\(message ?? "")")
    }

    /// Dates are read without a formatter per record; every day of four years
    /// (a leap year among them) and the edges of the calendar give what
    /// ISO8601DateFormatter gives, and impossible dates stay strings.
    @Test func fullDatesMatchTheISOFormatter() {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        let day = 86_400.0
        var d = f.date(from: "2023-01-01")!
        for _ in 0..<(4 * 366) {
            let s = f.string(from: d)
            #expect(ChartEntries.date(s) == d, "\(s)")
            d += day
        }
        for s in ["1970-01-01", "1900-03-01", "2000-02-29", "1600-03-01", "9999-12-31"] {
            #expect(ChartEntries.date(s) == f.date(from: s), "\(s)")
        }
        for s in ["2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-011", "2024-01-00"] {
            #expect(ChartEntries.date(s) == nil, "\(s)")
        }
        #expect(ChartEntries.date("2024-12-02T09:30:00Z") == f.date(from: "2024-12-02")! + 9.5 * 3600)
    }
}
