import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whole-process timings of the `easel` executable: what a user waits for.
/// - cold `easel render` of each pet-voting scene, alternating with
///   `rsvg-convert` of the same image, with the ratio taken pair by pair;
/// - `easel batch` of 500 cards with 1 job and with 2, whose ratio is the parallel speed-up.
enum CLIBench {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// `EASEL_BIN` (make bench: the binary `make install` ships), else the `easel` built
    /// next to this benchmark executable.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["EASEL_BIN"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return here.appendingPathComponent("easel")
    }

    /// One whole process: wall time, and the CPU time it used (user + system).
    struct Sample { var wall: Double; var cpu: Double }

    private static func childrenCPU() -> Double {
        var u = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &u)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(u.ru_utime) + s(u.ru_stime)
    }

    static func time(_ executable: URL, _ args: [String]) throws -> Sample {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        let cpu0 = childrenCPU()
        let start = DispatchTime.now().uptimeNanoseconds
        try p.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard p.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(args.joined(separator: " ")) exited \(p.terminationStatus): \(String(decoding: message.prefix(600), as: UTF8.self))")
        }
        return Sample(wall: wall, cpu: childrenCPU() - cpu0)
    }

    static func time(_ args: [String]) throws -> Double { try time(binary, args).wall }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func which(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Cold start of each pet-voting scene, `runs` alternating pairs after one warm-up pair.
    static func coldStarts(runs: Int, in dir: URL) throws -> [String] {
        // The repository's own copies (Benchmarks/peers), so a clone runs it as is.
        let scenes = URL(fileURLWithPath: "Benchmarks/peers/scenes")
        let svgs = URL(fileURLWithPath: "Benchmarks/peers/svg")
        guard FileManager.default.fileExists(atPath: scenes.path) else {
            return ["cli.cold: skipped, no pet-voting scenes at \(scenes.path)"]
        }
        let rsvg = which("rsvg-convert")
        var lines: [String] = []
        if rsvg == nil { lines.append("cli.cold: rsvg-convert not installed (apt-get install librsvg2-bin); Easel alone") }
        for kind in ["leaderboard", "buttons", "radial"] {
            let easelArgs = ["render", scenes.appendingPathComponent("\(kind).yaml").path, "-o", dir.appendingPathComponent("\(kind).png").path]
            let rsvgArgs = ["-z", "2", "-o", dir.appendingPathComponent("rsvg-\(kind).png").path, svgs.appendingPathComponent("\(kind).svg").path]
            var easel: [Sample] = [], peer: [Sample] = [], ratios: [Double] = []
            _ = try time(binary, easelArgs)
            if let rsvg { _ = try time(rsvg, rsvgArgs) }
            for _ in 0..<runs {
                let e = try time(binary, easelArgs)
                easel.append(e)
                if let rsvg {
                    let r = try time(rsvg, rsvgArgs)
                    peer.append(r)
                    ratios.append(r.wall / e.wall)
                }
            }
            var line = String(format: "cli.cold.%-12@ easel %6.1f ms (cpu %5.1f ms)", kind as NSString,
                              median(easel.map(\.wall)) * 1000, median(easel.map(\.cpu)) * 1000)
            if !peer.isEmpty {
                line += String(format: "   rsvg-convert %6.1f ms (cpu %5.1f ms)   easel ×%.2f faster (median of pairs)",
                               median(peer.map(\.wall)) * 1000, median(peer.map(\.cpu)) * 1000, median(ratios))
            }
            lines.append(line)
        }
        return lines
    }

    /// Runs the CLI benchmarks from the repository root and returns one line per result.
    static func run(repetitions: Int = 15, cards: Int = 500) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(description: "no easel executable at \(binary.path); build the easel product in the same configuration")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try coldStarts(runs: repetitions, in: dir) + batch(cards: cards, rounds: 3, in: dir)
    }

    /// `easel batch` of `cards` leaderboards with 1 job and with 2, in alternating
    /// rounds (a shared machine's load drifts less within a pair); medians of wall
    /// time, and of CPU time summed over the process and its workers.
    static func batch(cards: Int, rounds: Int, in dir: URL) throws -> [String] {
        let scene = "Fixtures/leaderboard.yaml"
        let records = dir.appendingPathComponent("cards.jsonl")
        let data = (1...cards).map { i in
            #"{"title": "Leaderboard \#(i)", "pets": [{"name": "Cat", "votes": \#(i % 40), "color": "orange"}, {"name": "Dog", "votes": \#(i % 23), "color": "indigo"}]}"#
        }
        try data.joined(separator: "\n").write(to: records, atomically: true, encoding: .utf8)
        // Each run writes into a folder of its own, as a first batch does. Rewriting the
        // last round's outputs would make each write free an inode, and ext4 without a
        // journal (this benchmark's machine) then scans past every recently freed inode
        // to allocate the next one (`recently_deleted`): kernel time that grows with the
        // batch and serialises the two jobs on the block group's lock (Benchmarks/README.md, "Batch").
        func batch(_ jobs: Int, round: Int) throws -> Sample {
            try time(binary, ["batch", scene, "--data", records.path,
                              "--out", dir.appendingPathComponent("out\(round)-\(jobs)").path,
                              "--jobs", String(jobs), "--force"])
        }
        var one: [Sample] = [], two: [Sample] = [], ratios: [Double] = []
        for round in 0..<rounds {
            let a = try batch(1, round: round), b = try batch(2, round: round)
            one.append(a); two.append(b); ratios.append(a.wall / b.wall)
        }
        func line(_ jobs: Int, _ xs: [Sample]) -> String {
            let wall = median(xs.map(\.wall))
            return String(format: "cli.batch.%d.jobs%d           %.2f s (%.1f ms/card, cpu %.2f s)", cards, jobs, wall,
                          wall * 1000 / Double(cards), median(xs.map(\.cpu)))
        }
        return [line(1, one), line(2, two), String(format: "cli.batch.speedup            %.2fx on 2 jobs (median of %d pairs)", median(ratios), rounds)]
    }
}

func runCLIBenchmarks() {
    print("== The easel command (whole processes; cold = one process per image, medians)")
    do { for line in try CLIBench.run() { print(line) } } catch { print("cli benchmarks failed: \(error)") }
}

/// `EaselBenchmarks --batch [CARDS] [ROUNDS]`: only the batch pairs.
func runBatchBenchmark(cards: Int, rounds: Int) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-batch-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    do {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for line in try CLIBench.batch(cards: cards, rounds: rounds, in: dir) { print(line) }
    } catch { print("batch benchmark failed: \(error)") }
}
