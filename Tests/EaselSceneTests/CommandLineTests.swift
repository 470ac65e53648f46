import Foundation
import Testing
@testable import EaselScene

/// Runs the built `easel` executable, as users do: exit codes, stdin/stdout, batch caching.
struct Easel {
    static let binary = Fixtures.root.appendingPathComponent(".build/debug/easel")

    struct Result { var status: Int32; var stdout: Data; var stderr: String }

    static func run(_ args: [String], stdin: Data? = nil, in directory: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        if let directory { p.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
    }
}

@Suite(.serialized) struct CommandLineTests {
    let leaderboard = Fixtures.directory.appendingPathComponent("leaderboard.yaml").path

    @Test func theBinaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Easel.binary.path), "build it with: swift build --product easel")
    }

    @Test func renderWritesAPNGAndExitsZero() throws {
        let dir = try temporaryDirectory()
        let r = try Easel.run(["render", leaderboard, "-o", dir.appendingPathComponent("board.png").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("board.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aBrokenSceneExitsOneWithALocatedMessageAndKeepsTheOldOutput() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: out)
        let r = try Easel.run(["render", "wrong-type.yaml", "-o", out.path], in: Fixtures.broken)
        #expect(r.status == 1)
        #expect(r.stderr == #"wrong-type.yaml:7:25: body.VStack.content[1].frame.width: expected a number, got "wide""# + "\n")
        #expect(try Data(contentsOf: out) == Data("old".utf8))
    }

    @Test func badUsageExitsTwo() throws {
        #expect(try Easel.run(["render", leaderboard]).status == 2)
        #expect(try Easel.run(["render", leaderboard, "-o", "x.gif"]).status == 2)
        #expect(try Easel.run(["no-such-command"]).status == 2)
    }

    @Test func stdinToStdoutWithDataOverrides() throws {
        let yaml = "canvas: {width: 30, height: 20}\ndata: {w: 10}\nbody: { Rectangle: , frame: {width: \"{w}\", height: 5} }\n"
        let r = try Easel.run(["render", "-", "-o", "-", "--format", "svg", "--set", "w=12"], stdin: Data(yaml.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("<svg"))
        let layout = try Easel.run(["layout", "-", "--json", "--set", "w=12"], stdin: Data(yaml.utf8))
        let json = try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any]
        #expect((json?["frame"] as? [String: Double])?["width"] == 30)
        #expect(String(decoding: layout.stdout, as: UTF8.self).contains("\"width\" : 12"))
    }

    /// JPEG is one more `OutputFormat`: `render` takes it by `--format` or the `.jpg`
    /// extension, `batch` names its files `.jpg`, and an unknown extension's message lists it.
    @Test func jpegByFormatExtensionAndBatch() throws {
        let yaml = "canvas: {width: 30, height: 20, background: white}\nbody: { Rectangle: , foregroundColor: red }\n"
        let piped = try Easel.run(["render", "-", "-o", "-", "--format", "jpeg"], stdin: Data(yaml.utf8))
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.starts(with: [0xFF, 0xD8, 0xFF]))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("red.yaml")
        try Data(yaml.utf8).write(to: scene)
        let byExtension = try Easel.run(["render", scene.path, "-o", dir.appendingPathComponent("red.jpg").path])
        #expect(byExtension.status == 0, "\(byExtension.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("red.jpg")) == piped.stdout)
        let batch = try Easel.run(["batch", scene.path, "--format", "jpeg", "--out", dir.appendingPathComponent("out").path])
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/red.jpg").path))
        let gif = try Easel.run(["render", scene.path, "-o", dir.appendingPathComponent("red.gif").path])
        #expect(gif.status == 2)
        #expect(gif.stderr.contains("use .png, .svg, .pdf or .jpg, or pass --format"), "\(gif.stderr)")
    }

    /// `--accessibility` and `--accessibility-overlay` write the tree and the review image beside the
    /// picture; the guide's example is a part of today's tree, so it cannot drift from what users get.
    @Test func accessibilityOutputsAreWrittenAndTheGuidesExampleIsCurrent() throws {
        let dir = try temporaryDirectory()
        let settings = Fixtures.directory.appendingPathComponent("settings-screen.yaml").path
        let tree = dir.appendingPathComponent("tree.yaml"), overlay = dir.appendingPathComponent("review.png")
        let r = try Easel.run(["render", settings, "--scale", "2", "-o", dir.appendingPathComponent("s.png").path,
                               "--accessibility", tree.path, "--accessibility-overlay", overlay.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = Set(try String(contentsOf: tree, encoding: .utf8).split(separator: "\n").map(String.init))
        #expect(lines.contains(#"- toggle "Airplane Mode" value="off" traits=[isButton, isToggle] frame=[20, 361.5, 353, 44]"#))
        let guide = try String(contentsOf: Fixtures.root.appendingPathComponent("Sources/Easel/Easel.docc/AccessibilitySnapshots.md"),
                               encoding: .utf8)
        let example = try #require(guide.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let exampleLines = example.split(separator: "\n").map(String.init)
        #expect(exampleLines.count >= 5)
        for line in exampleLines { #expect(lines.contains(line), "the guide's example line is not in today's tree: \(line)") }
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let readmeLines = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("- ") && $0.contains(" traits=[") }
        #expect(readmeLines.count >= 3)
        for line in readmeLines { #expect(lines.contains(line), "the README's example line is not in today's tree: \(line)") }
        let png = try Data(contentsOf: overlay)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let committed = try Data(contentsOf: Fixtures.root.appendingPathComponent("Sources/Easel/Easel.docc/Resources/accessibility-overlay.png"))
        #expect(png == committed, "re-render the guide's overlay: easel render Fixtures/settings-screen.yaml --scale 2 --accessibility-overlay …")
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let r = try Easel.run(["schema"])
        #expect(r.stdout == (try Data(contentsOf: Fixtures.directory.appendingPathComponent("scene.schema.json"))))
    }

    @Test func batchRendersRecordsReportsFailuresAndSkipsUnchangedOutputs() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("card.yaml")
        try "canvas: {width: 40, height: 20}\nbody: { Rectangle: , frame: {width: \"{w}\", height: 10} }\n".write(to: scene, atomically: true, encoding: .utf8)
        let records = dir.appendingPathComponent("cards.jsonl")
        try "{\"id\": \"a\", \"w\": 10}\n{\"id\": \"b\", \"w\": 20}\n{\"id\": \"c\", \"w\": \"wide\"}\n".write(to: records, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let args = ["batch", scene.path, "--data", records.path, "--out", out.path, "--name", "{id}", "--jobs", "2"]

        let first = try Easel.run(args)
        #expect(first.status == 3)
        #expect(first.stderr.contains("c.png: "))
        #expect(first.stderr.contains("2 rendered, 0 unchanged, 1 failed"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.png").path))

        let second = try Easel.run(args)
        #expect(second.stderr.contains("0 rendered, 2 unchanged, 1 failed"), "\(second.stderr)")

        try "canvas: {width: 50, height: 20}\nbody: { Rectangle: , frame: {width: \"{w}\", height: 10} }\n".write(to: scene, atomically: true, encoding: .utf8)
        let third = try Easel.run(args)
        #expect(third.stderr.contains("2 rendered, 0 unchanged, 1 failed"), "\(third.stderr)")
    }

    @Test func batchSetOverridesEachRecordAndChangesTheCacheKey() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("bar.yaml")
        try "body: { Rectangle: , frame: {width: \"{w}\", height: 10} }\n".write(to: scene, atomically: true, encoding: .utf8)
        let records = dir.appendingPathComponent("bars.jsonl")
        try "{\"id\": \"a\", \"w\": 10}\n".write(to: records, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let png = out.appendingPathComponent("a.png")
        let base = ["batch", scene.path, "--data", records.path, "--out", out.path, "--name", "{id}", "--scale", "2"]

        let set = try Easel.run(base + ["--set", "w=30"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(RenderTests.pngSize(try Data(contentsOf: png)).map { [$0.0, $0.1] } == [60, 20])
        // Without --set the record's own value is back, and the cached output is not reused.
        let plain = try Easel.run(base)
        #expect(plain.stderr.contains("1 rendered, 0 unchanged"), "\(plain.stderr)")
        #expect(RenderTests.pngSize(try Data(contentsOf: png)).map { [$0.0, $0.1] } == [20, 20])
        // --width overrides the canvas of every item, as it does for render.
        let wide = try Easel.run(base + ["--width", "50"])
        #expect(wide.status == 0, "\(wide.stderr)")
        #expect(RenderTests.pngSize(try Data(contentsOf: png)).map { [$0.0, $0.1] } == [100, 20])
    }

    @Test func shardsSplitTheItemsWithoutOverlap() throws {
        let dir = try temporaryDirectory()
        let records = dir.appendingPathComponent("r.jsonl")
        try (1...7).map { "{\"n\": \($0)}" }.joined(separator: "\n").write(to: records, atomically: true, encoding: .utf8)
        let scene = dir.appendingPathComponent("s.yaml")
        try "canvas: {width: 10, height: 10}\nbody: Rectangle\n".write(to: scene, atomically: true, encoding: .utf8)
        var seen: [String] = []
        for k in 1...3 {
            let out = dir.appendingPathComponent("out\(k)")
            #expect(try Easel.run(["batch", scene.path, "--data", records.path, "--out", out.path, "--name", "n{n}", "--shard", "\(k)/3"]).status == 0)
            seen += try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        }
        #expect(seen.sorted() == (1...7).map { "n\($0).png" }.sorted())
    }
}

@Suite struct WatchTests {
    /// Waits up to `seconds` for `condition`, polling.
    func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { if condition() { return true }; Thread.sleep(forTimeInterval: 0.05) }
        return condition()
    }

    @Test func watchRerendersOnChangeAndSurvivesErrors() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("w.yaml"), out = dir.appendingPathComponent("w.png")
        try "canvas: {width: 10, height: 10}\nbody: Rectangle\n".write(to: scene, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = Easel.binary
        p.arguments = ["watch", scene.path, "-o", out.path, "--interval", "0.05"]
        let err = Pipe()
        p.standardError = err
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }

        #expect(eventually(10) { FileManager.default.fileExists(atPath: out.path) })
        let first = try Data(contentsOf: out)
        #expect(RenderTests.pngSize(first).map { [$0.0, $0.1] } == [10, 10])

        // A broken edit is reported; the last good image stays.
        try "canvas: {width: 10, height: 10}\nbody: Rectanlge\n".write(to: scene, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(p.isRunning)
        #expect(try Data(contentsOf: out) == first)

        try "canvas: {width: 20, height: 10}\nbody: Rectangle\n".write(to: scene, atomically: true, encoding: .utf8)
        #expect(eventually(10) { (try? Data(contentsOf: out)).flatMap(RenderTests.pngSize).map { $0.0 } == 20 })
    }
}
