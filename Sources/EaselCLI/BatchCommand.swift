import ArgumentParser
import EaselScene
import Foundation

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render many scenes, or one scene once per record of a JSON-lines file, in parallel.",
        discussion: """
        Outputs whose inputs (scene, data, referenced images and fonts, Easel version and options) have not \
        changed since the last run are skipped; the hashes live in DIR/.easel-batch-cache.json. A failing item \
        is reported and the others still render. Exit status 3 means some items failed.
        """
    )

    @Argument(help: "Scene files, or folders searched recursively for .yaml, .yml and .json scenes; with --data, exactly one scene.")
    var inputs: [String]

    @Option(help: ArgumentHelp("Skip files and folders with this name (or glob, like 'broken' or '*.draft.yaml') inside input folders. Repeatable.",
                               valueName: "name"))
    var exclude: [String] = []

    @Option(name: .customLong("out"), help: "The folder to write into (created if missing).")
    var outDirectory: String

    @Option(name: .customLong("data"), help: "A JSON-lines file: the scene is rendered once per line, each line's object merged into its data.")
    var records: String?

    @Option(help: ArgumentHelp("The output name of each item, with {placeholders}: {scene} (the scene's name), {index} (1-based) and, with --data, the record's values like {id} (default: SCENE-N with --data, else the scene's path inside the input folders).", valueName: "template"))
    var name: String?

    @Option(help: "\(OutputFormat.nameList).")
    var format: String = "png"

    // Optional, so --help states the default once, in words, rather than this machine's count.
    @Option(help: "Parallel renders (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Show the progress bar (rate and time left) even when standard error is not a terminal.")
    var progress = false

    @Option(help: ArgumentHelp("Render only share K of N (1-based), for splitting work across machines.", valueName: "K/N"))
    var shard: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Sets one data value in every item, after its record, e.g. --set theme=dark. Repeatable.",
                                                         valueName: "key=value"))
    var assignments: [String] = []

    @OptionGroup var canvas: CanvasOptions

    @Flag(help: "Render everything, even outputs that are up to date.")
    var force = false

    @OptionGroup var limitOptions: LimitOptions

    @Option(name: .customLong("allow-path"), help: ArgumentHelp("Also allow images and fonts from this folder. Repeatable.", valueName: "dir"))
    var allowedPaths: [String] = []

    @OptionGroup var remote: RemoteOptions

    /// Set by `batch` on the worker processes it starts (see BatchWorkers.swift).
    @Flag(name: .customLong(String(BatchWorkerProcess.flag.dropFirst(2))), help: .hidden)
    var worker = false

    func validate() throws {
        if let jobs { guard jobs >= 1, jobs <= 256 else { throw ValidationError("--jobs must be between 1 and 256") } }
        if records != nil && inputs.count != 1 { throw ValidationError("--data renders one scene per record: give exactly one scene") }
        guard OutputFormat(rawValue: format.lowercased()) != nil else { throw ValidationError("--format must be \(OutputFormat.nameList)") }
        _ = try parsedShard()
    }

    func parsedShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, like 2/4")
        }
        return (k - 1, n)
    }

    func run() throws {
        Self.keepFreedMemoryForReuse()
        if worker {
            // Started while the parent planned: the first item says that plan succeeded.
            guard let first = readLine() else { return }
            let plan = try reportingErrors { try BatchPlan(command: self) }
            BatchRunner(plan: plan, jobs: 1, showProgress: false, worker: true).serveAsWorker(first: first)
            return
        }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // When every item will render (no cache to skip any by), the first worker
        // starts now, so its process start runs beside this plan; otherwise it starts
        // with the first item that is not up to date, as the others do.
        let cached = URL(fileURLWithPath: outDirectory).appendingPathComponent(BatchCache.fileName).path
        if jobs > 1 && (force || !FileManager.default.fileExists(atPath: cached)) { BatchWorkerProcess.startEarly() }
        defer { BatchWorkerProcess.finishUnused() }
        let plan = try reportingErrors { try BatchPlan(command: self) }
        let summary = BatchRunner(plan: plan, jobs: jobs, showProgress: progress || isatty(STDERR_FILENO) == 1).run()
        FileHandle.standardError.write(Data((summary.line + "\n").utf8))
        if summary.failed > 0 { throw CLIFailure("", code: .partialFailure) }
    }

    /// Each item renders on a fresh thread (so a stuck one can be abandoned), and
    /// glibc gave every image's larger buffers (the PNG writer's per-thread
    /// compressors and scratch, the pixels) back to the kernel with `munmap` or
    /// `madvise` when the item ended, so the next item faulted them in again:
    /// about 230 page faults and half of a batch's CPU time spent in the kernel.
    /// A batch process lives only as long as its items, so it keeps freed memory
    /// (up to 32 MiB per allocation in the heap, 128 MiB before trimming) for the
    /// next item instead. Measured on 500 cards: 116 k → 11 k minor faults.
    static func keepFreedMemoryForReuse() {
        #if os(Linux)
        _ = glibcMallopt(-3, 32 << 20)    // M_MMAP_THRESHOLD in <malloc.h>
        _ = glibcMallopt(-1, 128 << 20)   // M_TRIM_THRESHOLD
        #endif
    }
}

#if os(Linux)
/// glibc's mallopt(3), which Swift's Glibc module leaves out (<malloc.h> is not in it).
@_silgen_name("mallopt") private func glibcMallopt(_ param: Int32, _ value: Int32) -> Int32
#endif
