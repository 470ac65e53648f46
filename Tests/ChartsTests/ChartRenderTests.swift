import Foundation
import Testing
import Charts
import Easel
import EaselDemos

@Suite struct ChartRenderTests {
    /// The demos' goldens are DemoSnapshotTests' (Snapshots/DemoSnapshotTests/demo.chart-*.png),
    /// with every other demo's; here, that each renders without a warning in all three formats.
    @Test(arguments: ChartDemos.all.map(\.name))
    func demoRendersWithoutWarnings(_ name: String) throws {
        let demo = try #require(ChartDemos.all.first { $0.name == name })
        let r = demo.renderer()
        _ = try r.pngData()
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(try demo.renderer().pdfData().starts(with: Data("%PDF".utf8)))
    }

    @Test func bytesAreIdenticalAcrossRunsAndThreads() async throws {
        let demo = try #require(ChartDemos.all.first { $0.name == "chart-sales-dashboard" })
        let png = try demo.renderer().pngData(), svg = try demo.renderer().svgData()
        #expect(try demo.renderer().pngData() == png)
        let results = try await withThrowingTaskGroup(of: (Data, Data).self) { group in
            for _ in 0..<4 { group.addTask { (try demo.renderer().pngData(), try demo.renderer().svgData()) } }
            var all: [(Data, Data)] = []
            for try await r in group { all.append(r) }
            return all
        }
        for (p, s) in results { #expect(p == png); #expect(s == svg) }
    }

    @Test func svgKeepsLabelsAsText() throws {
        let demo = try #require(ChartDemos.all.first { $0.name == "chart-fitness-week" })
        let svg = String(decoding: try demo.renderer().svgData(), as: UTF8.self)
        #expect(svg.contains("<path"))
        let pdf = try demo.renderer().pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
    }

    /// iOS 17 selection: the selected value given is what the chart's own marks draw.
    @Test func givenSelectionIsDrawn() throws {
        struct Selected: View {
            @State var day: String?
            init(_ day: String?) { _day = State(initialValue: day) }
            var body: some View {
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("V", 3))
                    BarMark(x: .value("Day", "Tue"), y: .value("V", 5))
                    if let day { RuleMark(x: .value("Day", day)).foregroundStyle(Color.red) }
                }
                .chartXSelection(value: $day)
                .frame(width: 200, height: 120)
            }
        }
        let with = try ImageRenderer(content: Selected("Tue")).pngData()
        let without = try ImageRenderer(content: Selected(nil)).pngData()
        #expect(with != without)
    }
}
