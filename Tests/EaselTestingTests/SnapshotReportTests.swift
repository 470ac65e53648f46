import Foundation
import Testing
import EaselCore
import EaselCairo
import EaselText
@testable import EaselTesting

/// `easel report`: the HTML page built from a real failing run's artifacts, checked
/// as text and then as pixels, opened in headless Chromium.
@Suite final class SnapshotReportTests {
    let root: URL
    var artifacts: URL { root.appendingPathComponent("artifacts") }
    let environment = RenderEnvironment(cairo: "1.0", freetype: "2.0", harfbuzz: "3.0", pango: "4.0",
                                        fontconfig: "5.0", fonts: [])
    static let blue: [UInt8] = [0, 102, 204, 255]
    static let green: [UInt8] = [0, 160, 0, 255]

    init() throws { root = try TestImages.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: root) }

    /// 160×100 of flat blue; `patch` paints a 50×50 green square at (20, 20).
    static func card(patch: Bool) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: 160 * 100 * 4)
        for y in 0..<100 {
            for x in 0..<160 {
                let colour = patch && (20..<70).contains(x) && (20..<70).contains(y) ? green : blue
                pixels.replaceSubrange((y * 160 + x) * 4..<(y * 160 + x) * 4 + 4, with: colour)
            }
        }
        return RasterImage(width: 160, height: 100, pixels: pixels)
    }

    /// A failing run: a golden recorded on one machine, a changed render on another.
    func failingRun() throws {
        var elsewhere = environment
        elsewhere.pango = "1.50.12"
        try withSnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"), artifactsRoot: artifacts) {
            _ = verifySnapshot(of: Self.card(patch: false), as: .png(), named: "card", record: .missing,
                               environment: environment, testName: "card()")
            let failure = try #require(verifySnapshot(of: Self.card(patch: true), as: .png(), named: "card",
                                                      record: .never, environment: elsewhere, testName: "card()"))
            #expect(failure.kind == .mismatch)
        }
    }

    @Test func theReportListsTheFailureWithItsNumbers() throws {
        try failingRun()
        let entries = try SnapshotReport.collect(in: artifacts)
        #expect(entries.map(\.relativePath) == ["EaselTestingTests/SnapshotReportTests/card.card.failure.json"])
        let html = SnapshotReport.render(entries, source: artifacts.path)
        #expect(html.contains("Snapshot report: 1 failure"))
        #expect(html.contains("EaselTestingTests/SnapshotReportTests/card"))
        // 50 × 50 of 160 × 100 pixels changed.
        #expect(html.contains("<th>Different pixels</th><td>2500 (15.625%)</td>"))
        #expect(html.contains("<th>Changed region</th><td>50×50 at (20, 20)</td>"))
        #expect(html.contains("Pango 1.50.12 (here) vs 4.0 (golden)"))
        #expect(html.contains("EASEL_SNAPSHOT_RECORD=failed swift test --filter"))
        // Self-contained: three images and the two compared ones inlined, nothing fetched.
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 5)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("type=\"range\"") && html.contains("class=\"blink\""))
    }

    @Test func easelReportWritesThePageAndFailsClearlyOnAMissingFolder() throws {
        try failingRun()
        let output = root.appendingPathComponent("out/report.html")
        let ok = try run(DiffCommandTests.binary, ["report", artifacts.path, "-o", output.path])
        #expect(ok.status == 0)
        #expect(ok.output.contains("1 snapshot failure → \(output.path)"))
        #expect(FileManager.default.fileExists(atPath: output.path))
        let missing = try run(DiffCommandTests.binary, ["report", root.appendingPathComponent("nope").path, "-o", output.path])
        #expect(missing.status == 1)
        #expect(missing.output.contains("easel report: \(root.path)/nope: no such folder"))
    }

    @Test func chromiumShowsTheExpectedActualAndDiffImages() throws {
        try failingRun()
        let report = root.appendingPathComponent("report.html")
        try SnapshotReport.write(from: artifacts, to: report)
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }, "install chromium (make deps)")
        let screenshot = root.appendingPathComponent("screenshot.png")
        let result = try run(URL(fileURLWithPath: chromium), [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--user-data-dir=\(root.appendingPathComponent("profile").path)",
            "--window-size=1200,1000", "--screenshot=\(screenshot.path)", report.absoluteString,
        ], timeout: 90)
        let shot = try PNGCodec.decode(Data(contentsOf: screenshot), maxPixels: 10_000_000)
        #expect(result.status == 0)
        func count(_ colour: [UInt8]) -> Int {
            var n = 0
            for i in stride(from: 0, to: shot.pixels.count, by: 4)
            where (0..<3).allSatisfy({ abs(Int(shot.pixels[i + $0]) - Int(colour[$0])) <= 3 }) { n += 1 }
            return n
        }
        // Expected (all blue), actual (blue around the green patch) and the compare
        // stage (expected over its left half, actual on the right) are all painted.
        let patch = 50 * 50, card = 160 * 100
        #expect(count(Self.blue) >= card + (card - patch) + (card - patch))
        // Green: the actual image's patch; the stage shows its expected half there.
        #expect(count(Self.green) >= patch)
        // Red: the diff image marks the 2500 changed pixels.
        #expect(count([255, 0, 0, 255]) >= patch)
        // Where the expected image sits, it is blue: find its top-left and sample.
        let origin = try #require(firstRun(of: Self.blue, length: 160, in: shot))
        for (dx, dy) in [(5, 5), (80, 50), (150, 95), (40, 40)] {
            #expect(Array(TestImages.pixel(shot, origin.x + dx, origin.y + dy)[0..<3]).enumerated()
                .allSatisfy { abs(Int($0.element) - Int(Self.blue[$0.offset])) <= 3 })
        }
    }

    @Test func theComparisonScriptRunsInChromium() throws {
        try failingRun()
        let report = root.appendingPathComponent("report.html")
        try SnapshotReport.write(from: artifacts, to: report)
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }, "install chromium (make deps)")
        let dom = try run(URL(fileURLWithPath: chromium), [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(root.appendingPathComponent("profile").path)",
            "--dump-dom", report.absoluteString,
        ], timeout: 90)
        // The script reached its end without an error and set the slider's initial clip.
        #expect(dom.output.contains("data-ready=\"1\""))
        #expect(dom.output.contains("clip-path: inset(0px 50% 0px 0px)") || dom.output.contains("clip-path: inset(0 50% 0 0)"))
    }

    /// The first row segment of `length` pixels of one colour: an image's top edge.
    func firstRun(of colour: [UInt8], length: Int, in image: RasterImage) -> (x: Int, y: Int)? {
        for y in 0..<image.height {
            var run = 0
            for x in 0..<image.width {
                let p = TestImages.pixel(image, x, y)
                run = (0..<3).allSatisfy({ abs(Int(p[$0]) - Int(colour[$0])) <= 3 }) ? run + 1 : 0
                if run == length { return (x - length + 1, y) }
            }
        }
        return nil
    }

    func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = 60) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = root.appendingPathComponent("process-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }
}
