import Testing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `batch --jobs N` (N > 1) renders in worker processes. What it writes must
/// not depend on that: the same bytes, names, failures and cache as one job.
@Suite struct BatchWorkerTests {
    static let scene = """
        canvas: {width: 160, height: 60, scale: 2}
        body:
          VStack:
            - Text: "{title}"
            - Text: "Card {n} — مرحبا 漢字"
              font: caption
            - Rectangle:
              frame: {width: "{n}", height: 6}
        """

    static func folder(records: Int) throws -> URL {
        let dir = try temporaryDirectory()
        try scene.write(to: dir.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        var lines = (1...records).map { "{\"id\": \"c\($0)\", \"title\": \"Title \($0)\", \"n\": \($0 * 3)}" }
        lines.insert("{\"id\": \"bad\", \"title\": \"Bad\", \"n\": \"wide\"}", at: records / 2)
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("cards.jsonl"), atomically: true, encoding: .utf8)
        return dir
    }

    /// User plus system time of a process so far, from /proc/PID/stat (fields 14 and 15, in clock ticks).
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return 0 }
        // After the command name in parentheses: field 3 (state) onwards.
        let fields = stat[(close + 2)...].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func outputs(_ dir: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
            files[name] = try Data(contentsOf: dir.appendingPathComponent(name))
        }
        return files
    }

    @Test func workerProcessesWriteWhatOneJobWrites() throws {
        let dir = try Self.folder(records: 24)
        func batch(_ jobs: Int) throws -> (Easel.Result, [String: Data]) {
            let r = try Easel.run(["batch", "card.yaml", "--data", "cards.jsonl", "--name", "{id}", "--out", "out\(jobs)",
                                   "--jobs", "\(jobs)"], in: dir)
            return (r, try Self.outputs(dir.appendingPathComponent("out\(jobs)")))
        }
        let (one, serial) = try batch(1)
        let (three, parallel) = try batch(3)
        #expect(one.status == 3 && three.status == 3, "\(three.stderr)")
        for r in [one, three] {
            #expect(r.stderr.contains("24 rendered, 0 unchanged, 1 failed"), "\(r.stderr)")
            #expect(r.stderr.contains("bad.png: "), "\(r.stderr)")
            // The workers' replies travel on their own pipes, never on the command's output.
            #expect(r.stdout.isEmpty)
        }
        #expect(serial.count == 25 && serial.keys.contains(".easel-batch-cache.json"))
        #expect(parallel == serial)
        // A second run finds every output up to date.
        let (again, _) = try batch(3)
        #expect(again.stderr.contains("0 rendered, 24 unchanged, 1 failed"), "\(again.stderr)")
    }

    /// The failure text of an item is the same whichever process rendered it.
    @Test func failuresReadTheSameFromWorkers() throws {
        let dir = try Self.folder(records: 3)
        let one = try Easel.run(["batch", "card.yaml", "--data", "cards.jsonl", "--name", "{id}", "--out", "a", "--jobs", "1"], in: dir)
        let two = try Easel.run(["batch", "card.yaml", "--data", "cards.jsonl", "--name", "{id}", "--out", "b", "--jobs", "2"], in: dir)
        func failure(_ s: String) -> String? { s.split(separator: "\n").first { $0.hasPrefix("bad.png: ") }.map(String.init) }
        #expect(failure(one.stderr) != nil && failure(one.stderr) == failure(two.stderr), "\(one.stderr)\n\(two.stderr)")
    }

    /// Warnings, a record's syntax error (parsed by the process that renders it)
    /// and a failure whose text holds a tab, a backslash and a newline reach
    /// standard error from a worker exactly as one job prints them.
    @Test func workerRepliesCarryEveryMessageUnchanged() throws {
        let dir = try temporaryDirectory()
        try """
            canvas: {width: 160, height: 60}
            body:
              VStack:
                - Text: "{title}"
                - Rectangle:
                  frame: {width: "{n}", height: 6}
            """.write(to: dir.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        var lines = (1...30).map { #"{"id": "c\#($0)", "title": "T\#($0)", "n": \#($0 % 3 == 0 ? 400 : $0)}"# }
        lines[7] = #"{"id": "broken", "n": "#
        lines[19] = #"{"id": "odd", "title": "x", "n": "a\\b\tc\nd"}"#
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("cards.jsonl"), atomically: true, encoding: .utf8)
        func batch(_ jobs: Int) throws -> (Easel.Result, Set<String>) {
            let r = try Easel.run(["batch", "card.yaml", "--data", "cards.jsonl", "--name", "{id}", "--out", "out\(jobs)", "--jobs", "\(jobs)"], in: dir)
            // Items finish in another order with workers; the summary's time differs.
            return (r, Set(r.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("batch: ") }))
        }
        let (one, serial) = try batch(1)
        let (two, parallel) = try batch(2)
        #expect(one.stderr.contains("28 rendered, 0 unchanged, 2 failed") && two.stderr.contains("28 rendered, 0 unchanged, 2 failed"), "\(two.stderr)")
        #expect(serial.contains { $0.hasPrefix("card-08.png: cards.jsonl:8:") }, "\(one.stderr)")
        #expect(serial.contains { $0.hasPrefix("odd.png: ") && $0.contains("a\\b\tc") }, "\(one.stderr)")
        #expect(serial.filter { $0.contains(": warning: content overflows the 160×60 pt image") }.count == 10, "\(one.stderr)")
        #expect(parallel == serial)
        #expect(try Self.outputs(dir.appendingPathComponent("out2")) == Self.outputs(dir.appendingPathComponent("out1")))
    }

    /// A worker killed in the middle of a batch of fast items, which it is sent
    /// ahead, fails at most the item it was rendering: the items queued behind
    /// it go to the worker that replaces it, and every other item is written.
    @Test func itemsQueuedForAKilledWorkerStillRender() throws {
        let dir = try Self.folder(records: 300)
        let out = dir.appendingPathComponent("out-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = Easel.binary
        p.currentDirectoryURL = dir
        // Larger images (about 10 ms each in a debug build): still sent ahead, and a batch long enough to kill a worker in.
        p.arguments = ["batch", "card.yaml", "--data", "cards.jsonl", "--name", "{id}", "--out", out.path, "--jobs", "2",
                       "--width", "600", "--height", "400", "--scale", "3"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        var killed = false
        let deadline = Date().addingTimeInterval(60)
        while !killed && Date() < deadline && p.isRunning {
            let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.count ?? 0
            if written >= 20 {
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                    guard let pid = Int32(entry), pid != p.processIdentifier,
                          let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
                    let args = cmdline.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    if args.contains("--batch-worker") && args.contains(out.path) { kill(pid, SIGKILL); killed = true }
                }
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(killed, "the batch ended before the worker could be killed")
        #expect(p.terminationStatus == 3, "\(stderr)")
        // The bad record fails as always; besides it, only the item the worker had in hand may.
        let failed = stderr.split(separator: "\n").filter { $0.contains(".png: ") && !$0.hasPrefix("bad.png: ") && !$0.contains(": warning: ") }
        #expect(failed.count <= 1, "\(stderr)")
        #expect(failed.allSatisfy { $0.hasSuffix("the worker process rendering it ended (signal 9)") }, "\(stderr)")
        #expect(stderr.contains("\(300 - failed.count) rendered, 0 unchanged, \(1 + failed.count) failed"), "\(stderr)")
        // A worker killed between writing an output and answering for it leaves that file: the item still failed.
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(written.count >= 300 - failed.count && written.count <= 300)
    }

    /// A worker that dies while rendering fails its item alone: the item is
    /// reported with how the worker ended, and every other item still renders.
    @Test func aWorkerKilledMidRenderFailsItsItemAlone() throws {
        let dir = try temporaryDirectory()
        // About 3 s of CPU each in a debug build: a window wide enough that the kill
        // below lands mid-render even when a loaded machine delays this thread's
        // polling (at 0.7 s an idle CI machine finished the item before the kill).
        let slow = "canvas: {width: 3000, height: 3000}\nbody: {Color: red, blur: 300}\n"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("in"), withIntermediateDirectories: true)
        for name in ["a", "b"] { try slow.write(to: dir.appendingPathComponent("in/\(name).yaml"), atomically: true, encoding: .utf8) }
        let out = dir.appendingPathComponent("out-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = Easel.binary
        p.arguments = ["batch", dir.appendingPathComponent("in").path, "--out", out.path, "--jobs", "2", "--timeout", "120",
                       "--limit", "maxEffectPixels=1000000000", "--limit", "maxTotalPixels=100000000"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // The worker is the process whose arguments carry the worker flag and this batch's own output folder.
        // It is killed once it has used a second of CPU: deep in its item, not before it was sent one
        // (it is started before the batch is planned, and one killed then never had the item).
        var killed = false
        let deadline = Date().addingTimeInterval(30)
        while !killed && Date() < deadline && p.isRunning {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = Int32(entry), pid != p.processIdentifier,
                      let cmdline = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
                let args = cmdline.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                if args.contains("--batch-worker") && args.contains(out.path) && Self.cpuSeconds(pid) >= 1 { kill(pid, SIGKILL); killed = true }
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(killed)
        #expect(p.terminationStatus == 3, "\(stderr)")
        #expect(stderr.contains("the worker process rendering it ended (signal 9)"), "\(stderr)")
        #expect(stderr.contains("1 rendered, 0 unchanged, 1 failed"), "\(stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(written.count == 1)
    }
}
