import Foundation

/// Whole-process timings of the `easel` executable: what a user waits for.
/// - cold `easel render` of the leaderboard scene (process start, font set-up, layout, PNG);
/// - `easel batch` of 500 cards with 1 job and with 2, whose ratio is the parallel speed-up.
enum CLIBench {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The `easel` built next to this benchmark executable.
    static var binary: URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return here.appendingPathComponent("easel")
    }

    static func time(_ args: [String]) throws -> Double {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        let start = DispatchTime.now().uptimeNanoseconds
        try p.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard p.terminationStatus == 0 else {
            throw Failure(description: "easel \(args.joined(separator: " ")) exited \(p.terminationStatus): \(String(decoding: message.prefix(600), as: UTF8.self))")
        }
        return seconds
    }

    /// Runs the CLI benchmarks from the repository root and returns one line per result.
    static func run(repetitions: Int = 5, cards: Int = 500) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(description: "no easel executable at \(binary.path); build the easel product in the same configuration")
        }
        let scene = "Fixtures/leaderboard.yaml"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        var cold: [Double] = []
        for _ in 0..<repetitions { cold.append(try time(["render", scene, "-o", dir.appendingPathComponent("board.png").path])) }
        cold.sort()

        let records = dir.appendingPathComponent("cards.jsonl")
        let lines = (1...cards).map { i in
            #"{"title": "Leaderboard \#(i)", "pets": [{"name": "Cat", "votes": \#(i % 40), "color": "orange"}, {"name": "Dog", "votes": \#(i % 23), "color": "indigo"}]}"#
        }
        try lines.joined(separator: "\n").write(to: records, atomically: true, encoding: .utf8)
        func batch(_ jobs: Int) throws -> Double {
            try time(["batch", scene, "--data", records.path, "--out", dir.appendingPathComponent("out\(jobs)").path,
                      "--jobs", String(jobs), "--force"])
        }
        let one = try batch(1), two = try batch(2)
        return [
            String(format: "cli.render.leaderboard.cold  median %.1f ms (min %.1f, %d runs)", cold[cold.count / 2] * 1000, cold[0] * 1000, repetitions),
            String(format: "cli.batch.%d.jobs1           %.2f s (%.1f ms/card)", cards, one, one * 1000 / Double(cards)),
            String(format: "cli.batch.%d.jobs2           %.2f s (%.1f ms/card)", cards, two, two * 1000 / Double(cards)),
            String(format: "cli.batch.speedup            %.2fx on 2 jobs", one / two),
        ]
    }
}

func runCLIBenchmarks() {
    print("== The easel command (whole processes)")
    do { for line in try CLIBench.run() { print(line) } } catch { print("cli benchmarks failed: \(error)") }
}
