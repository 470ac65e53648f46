import Foundation
import Testing
@testable import EaselText
@testable import EaselSVG
import EaselCore
import Easel

@Suite struct SVGTextAndFontTests {
    @Test func realTextSVGHasOneTextPerLineWithShaperPositions() {
        let l = engine.layout(request("Fish & chips <cheap>\nline two", width: 400))
        let svg = SVGTextElements.elements(for: TextItem(layout: l, origin: CGPoint(x: 10, y: 20)))
        #expect(svg.components(separatedBy: "<text ").count - 1 == 2)
        #expect(svg.contains("Fish &amp; chips &lt;cheap&gt;"))
        #expect(svg.contains("font-family=\"Inter, sans-serif\"") && svg.contains("font-size=\"17\""))
        // The first cluster sits at the origin, the second at the shaped advance of "F".
        let firstX = "x=\"10 \(SVGTextElements.number(10 + interRegular.width("F", size: 17)))"
        #expect(svg.contains(firstX))
        #expect(svg.contains("y=\"\(SVGTextElements.number(20 + l.firstBaseline))\""))
    }

    @Test func svgTextModeWritesTextElementsThroughTheRenderer() throws {
        let data = try ImageRenderer(content: Text("Hello SVG").bold()).svgData(text: .text)
        let svg = String(decoding: data, as: UTF8.self)
        #expect(svg.contains("Hello SVG") && svg.contains("font-weight=\"700\""))
    }

    @Test func svgTextKeepsUnderlineAndStrikethroughPerRun() throws {
        let text = Text("plain ") + Text("under").underline() + Text(" gone").strikethrough()
        let svg = String(decoding: try ImageRenderer(content: text).svgData(text: .text), as: UTF8.self)
        let tspans = svg.components(separatedBy: "<tspan").dropFirst()
        let under = try #require(tspans.first { $0.contains(">under<") })
        let gone = try #require(tspans.first { $0.contains("gone<") })
        let plain = try #require(tspans.first { $0.contains(">plain") })
        #expect(under.contains("text-decoration=\"underline\""))
        #expect(gone.contains("text-decoration=\"line-through\""))
        #expect(!plain.contains("text-decoration"))
    }

    @Test func registeringSomethingThatIsNotAFontThrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-not-a-font-\(getpid()).ttf")
        try Data("plain text".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontRegistrationError.self) { try Font.register(fileAt: url) }
    }

    @Test func registeringAMissingFileThrows() {
        #expect(throws: FontRegistrationError.self) {
            try Font.register(fileAt: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        }
    }

    @Test func registeringAFontFileKeepsFamiliesResolvable() throws {
        try Font.register(fileAt: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"))
        #expect(engine.layout(request("after", family: "DejaVu Serif")).lines[0].runs[0].familyName == "DejaVu Serif")
        #expect(engine.layout(request("after")).lines[0].runs[0].familyName == "Inter")
    }

    @Test func dynamicTypeFollowsApplesTable() {
        func size(_ f: Font, _ d: DynamicTypeSize) -> CGFloat {
            var env = EnvironmentValues(); env.dynamicTypeSize = d
            return f.resolve(in: env).size
        }
        #expect(size(.body, .large) == 17 && size(.largeTitle, .large) == 34 && size(.caption2, .large) == 11)
        #expect(size(.body, .xSmall) == 14 && size(.body, .accessibility5) == 53)
        #expect(size(.footnote, .small) == 12 && size(.title, .accessibility2) == 43)
        #expect(size(.custom("Inter", size: 20), .accessibility1) == CGFloat(20) * 28 / 17)
    }
}
