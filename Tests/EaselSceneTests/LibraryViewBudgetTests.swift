import Foundation
import Testing
import Easel

/// A tree built in Swift has a view budget too (`RenderLimits.maxViews`),
/// counted while it is resolved, so an enormous tree is refused before layout.
@Suite struct LibraryViewBudgetTests {
    @Test func aZStackOfAHundredThousandTextsIsRefusedBeforeLayout() throws {
        let r = ImageRenderer(content: ZStack { ForEach(0..<100_000, id: \.self) { Text("\($0)") } })
        let start = Self.threadCPUSeconds()
        #expect {
            _ = try r.pngData()
        } throws: { error in
            "\(error)".contains("more than 100000 views") && "\(error)".contains("maxViews")
        }
        // Laying out 100,000 Texts took over 30 s of CPU; resolving them, well under 5.
        // CPU time of this thread (the render is synchronous), so a loaded machine
        // does not make the check fail.
        #expect(Self.threadCPUSeconds() - start < 5)
    }

    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The smallest budget a view renders within: every smaller one throws.
    func viewsCounted<V: View>(_ view: V) throws -> Int {
        let r = ImageRenderer(content: view)
        for limit in 1...200 {
            r.limits.maxViews = limit
            if (try? r.rasterImage()) != nil {
                r.limits.maxViews = limit - 1
                #expect(throws: RenderError.self) { try r.rasterImage() }
                return limit
            }
        }
        Issue.record("did not render within 200 views")
        return 0
    }

    /// Each modifier counts as one view, each child of a stack or ForEach as one more.
    @Test func theBudgetCountsViewsAndModifiers() throws {
        let text = try viewsCounted(Text("a"))
        #expect(try viewsCounted(Text("a").padding()) == text + 1)
        #expect(try viewsCounted(Text("a").padding().opacity(0.5)) == text + 2)
        let two = try viewsCounted(VStack { Text("a"); Text("b") })
        #expect(try viewsCounted(VStack { Text("a"); Text("b"); Text("c") }) == two + text)
        let five = try viewsCounted(HStack { ForEach(0..<5, id: \.self) { Text("\($0)") } })
        #expect(try viewsCounted(HStack { ForEach(0..<15, id: \.self) { Text("\($0)") } }) == five + 10 * text)
    }

    @Test func everyEncoderRefusesATreeOverTheBudget() throws {
        let r = ImageRenderer(content: VStack { Text("a").padding() })
        r.limits.maxViews = 2
        #expect(throws: RenderError.self) { try r.rasterImage() }
        #expect(throws: RenderError.self) { try r.pngData() }
        #expect(throws: RenderError.self) { try r.svgData() }
        #expect(throws: RenderError.self) { try r.pdfData() }
        #expect(throws: RenderError.self) { try OutputFormat.png.data(from: r) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString).png")
        #expect(throws: RenderError.self) { try r.write(to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// APIs that cannot throw leave the refusal in `diagnostics` and lay out nothing.
    @Test func layoutOnlyAPIsReportTheRefusalAsAWarning() {
        let r = ImageRenderer(content: HStack { ForEach(0..<50, id: \.self) { Text("\($0)").id($0) } })
        r.limits.maxViews = 20
        #expect(r.layout().isEmpty)
        #expect(r.diagnostics.contains { $0.hasPrefix("more than 20 views") }, "\(r.diagnostics)")
        r.limits.maxViews = 200
        #expect(r.layout().count == 50)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    }

    @Test func raisingTheLimitRendersTheTree() throws {
        let r = ImageRenderer(content: HStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.red.frame(width: 2, height: 2) } })
        r.limits.maxViews = 30
        #expect(throws: RenderError.self) { try r.rasterImage() }
        r.limits.maxViews = 100
        let image = try r.rasterImage()
        #expect(image.width == 60 && image.height == 2)
        #expect(image.pixels[0] == 255 && image.pixels[(59 * 4)] == 255)
    }
}
