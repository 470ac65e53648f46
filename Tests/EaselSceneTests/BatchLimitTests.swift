import Foundation
import Testing
@testable import EaselScene

/// `easel batch` takes `--limit` and `--timeout` like `render`, and each item
/// has its own deadline: one that overruns fails alone and the others render.
@Suite struct BatchLimitTests {
    /// ok.yaml renders quickly; loop.yaml iterates 40,000 times, making nothing.
    static func folder(extra: [String: String] = [:]) throws -> URL {
        let dir = try temporaryDirectory()
        let input = dir.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        var files = ["ok.yaml": "canvas: {width: 20, height: 10}\nbody: {Color: red}\n",
                     "loop.yaml": "canvas: {width: 20, height: 10}\nbody: {ZStack: [{ForEach: {count: 40000}, content: []}]}\n"]
        files.merge(extra) { $1 }
        for (name, text) in files { try text.write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static func outputs(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)) ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aLoweredLimitFailsTheItemOverItWithALocatedMessage() throws {
        let dir = try Self.folder()
        let r = try Easel.run(["batch", "in", "--out", "out", "--limit", "maxLoopIterations=1000"], in: dir)
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("loop.png: in/loop.yaml:2:"), "\(r.stderr)")
        #expect(r.stderr.contains("more than 1000 ForEach iterations in one render (limit maxLoopIterations; raise it with --limit maxLoopIterations=N"), "\(r.stderr)")
        #expect(Self.outputs(dir) == ["ok.png"])
        // At the default (200,000) the same loop is within budget.
        let raised = try Easel.run(["batch", "in", "--out", "out2"], in: dir)
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    @Test func badLimitOptionsAreRefusedBeforeAnyRender() throws {
        let dir = try Self.folder()
        let typo = try Easel.run(["batch", "in", "--out", "out", "--limit", "maxDepht=3"], in: dir)
        #expect(typo.status == 1)
        #expect(typo.stderr == "--limit: maxDepht: unknown limit 'maxDepht' (did you mean 'maxDepth'?)\n", "\(typo.stderr)")
        let nan = try Easel.run(["batch", "in", "--out", "out", "--timeout", "nan"], in: dir)
        #expect(nan.status == 1)
        #expect(nan.stderr == "--timeout: expected a finite number of seconds ≥ 0 (0: no deadline), got nan\n")
        #expect(Self.outputs(dir).isEmpty)
    }

    @Test func theTimeoutIsPerItem() throws {
        let dir = try Self.folder()
        let r = try Easel.run(["batch", "in", "--out", "out", "--timeout", "0.000001"], in: dir)
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("took longer than 1e-06 s (limit timeout; raise it with --timeout SECONDS"), "\(r.stderr)")
        #expect(r.stderr.contains("batch: 0 rendered, 0 unchanged, 2 failed"), "\(r.stderr)")
    }

    /// One step that cannot check the clock (a blur over a large image, with the
    /// effect limits raised) is abandoned by the watchdog after the deadline and
    /// its grace, and the other items still render.
    @Test func theWatchdogAbandonsAnItemStuckInOneStep() throws {
        let slow = "canvas: {width: 4000, height: 4000}\nbody: {Color: red, blur: 1000}\n"
        let dir = try Self.folder(extra: ["slow.yaml": slow])
        let start = Date()
        let r = try Easel.run(["batch", "in/ok.yaml", "in/slow.yaml", "--out", "out", "--jobs", "2", "--timeout", "0.5",
                               "--limit", "maxEffectPixels=1000000000", "--limit", "maxTotalPixels=100000000"], in: dir)
        let seconds = Date().timeIntervalSince(start)
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("slow.png: in/slow.yaml: the render took longer than 0.5 s (limit timeout; raise it with --timeout SECONDS)"), "\(r.stderr)")
        #expect(Self.outputs(dir) == ["ok.png"])
        // Exit 3 with the timeout's message is the watchdog's proof; the clock is a
        // loose bound (the blur alone runs for minutes), loose enough for a loaded CI.
        #expect(seconds < 20, "took \(seconds) s")
    }

    /// Items render one after another on a kept thread; the one that overran is
    /// abandoned with its thread, and the items after it render on a new one.
    @Test func itemsAfterAnAbandonedOneStillRender() throws {
        let slow = "canvas: {width: 4000, height: 4000}\nbody: {Color: red, blur: 1000}\n"
        let dir = try Self.folder(extra: ["slow.yaml": slow, "ok2.yaml": "canvas: {width: 30, height: 10}\nbody: {Color: blue}\n"])
        let r = try Easel.run(["batch", "in/ok.yaml", "in/slow.yaml", "in/ok2.yaml", "--out", "out", "--jobs", "1", "--timeout", "0.5",
                               "--limit", "maxEffectPixels=1000000000", "--limit", "maxTotalPixels=100000000"], in: dir)
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("slow.png: in/slow.yaml: the render took longer than 0.5 s"), "\(r.stderr)")
        #expect(r.stderr.contains("2 rendered, 0 unchanged, 1 failed"), "\(r.stderr)")
        #expect(Self.outputs(dir) == ["ok.png", "ok2.png"])
    }

    /// `watch` reports a render that overran and goes on watching.
    @Test func watchReportsAnOverrunAndKeepsWatching() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("w.yaml"), out = dir.appendingPathComponent("w.png")
        let log = dir.appendingPathComponent("stderr.txt")
        try "canvas: {width: 4000, height: 4000}\nbody: {Color: red, blur: 1000}\n".write(to: scene, atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let p = Process()
        p.executableURL = Easel.binary
        p.arguments = ["watch", scene.path, "-o", out.path, "--interval", "0.05", "--timeout", "0.5",
                       "--limit", "maxEffectPixels=1000000000", "--limit", "maxTotalPixels=100000000"]
        p.standardError = try FileHandle(forWritingTo: log)
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline { if condition() { return true }; Thread.sleep(forTimeInterval: 0.05) }
            return condition()
        }
        let message = "w.yaml: the render took longer than 0.5 s (limit timeout; raise it with --timeout SECONDS)"
        #expect(eventually(8) { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(message) },
                "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(p.isRunning)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        try "canvas: {width: 20, height: 10}\nbody: Rectangle\n".write(to: scene, atomically: true, encoding: .utf8)
        #expect(eventually(10) { (try? Data(contentsOf: out)).flatMap(RenderTests.pngSize).map { $0.0 } == 20 })
    }
}
