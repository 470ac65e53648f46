import EaselScene
import Foundation

/// Renders a batch plan on a fixed number of worker threads, reporting
/// failures as they happen and progress on a terminal.
final class BatchRunner: @unchecked Sendable {
    enum Outcome { case rendered(BatchCache.Entry), skipped, failed(String) }

    struct Summary {
        var rendered = 0, skipped = 0, failed = 0, seconds = 0.0
        var line: String {
            "batch: \(rendered) rendered, \(skipped) unchanged, \(failed) failed in \(String(format: "%.2f", seconds)) s"
        }
    }

    let plan: BatchPlan
    let jobs: Int
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [Outcome?]
    private var done = 0
    private var summary = Summary()
    private let cache: BatchCache
    private let showProgress: Bool
    private var start = Date()

    /// `worker`: a worker process's runner, which neither reads nor writes the cache.
    init(plan: BatchPlan, jobs: Int, showProgress: Bool, worker: Bool = false) {
        self.plan = plan
        self.showProgress = showProgress
        self.jobs = max(1, min(jobs, max(plan.items.count, 1)))
        outcomes = Array(repeating: nil, count: plan.items.count)
        cache = worker ? BatchCache(url: plan.outDirectory.appendingPathComponent(BatchCache.fileName)) : BatchCache(directory: plan.outDirectory)
    }

    func run() -> Summary {
        start = Date()
        let group = DispatchGroup()
        // With more than one job, every job but the first renders in a worker
        // process (see BatchWorkers.swift): this process is one renderer itself,
        // which saves a process start, and the others feed one worker each,
        // started when it first has work.
        let inWorkers = jobs > 1 && BatchWorkerProcess.command != nil
        for job in 0..<jobs {
            group.enter()
            let t = Thread { [self] in
                if inWorkers && job > 0 { feedWorker() } else {
                    let runner = Watchdog.Runner()
                    while let i = claim() { finish(i, render(plan.items[i], on: runner)) }
                }
                group.leave()
            }
            t.stackSize = 8 << 20   // deep view trees recurse during layout
            t.start()
        }
        group.wait()
        var newCache = cache
        for (item, outcome) in zip(plan.items, outcomes) {
            if case .rendered(let entry)? = outcome { newCache.entries[item.output] = entry }
        }
        // The cache is encoded while the file system flushes (both come after the
        // last item, so neither process renders meanwhile), and written after it.
        let encoded = EncodedCache()
        let encoding = Thread { [newCache] in encoded.set(Result { try newCache.encoded() }) }
        encoding.start()
        // Outputs are written without a flush each; one flush of the file system
        // makes the whole batch durable before the cache records it as done.
        if summary.rendered > 0 {
            do { try AtomicFile.syncFileSystem(containing: plan.outDirectory) } catch {
                FileHandle.standardError.write(Data("warning: \(error)\n".utf8))
            }
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        do { try newCache.write(encoded.get()) } catch {
            FileHandle.standardError.write(Data("warning: cannot save the batch cache: \(error)\n".utf8))
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    private final class EncodedCache: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var result: Result<Data, Error> = .success(Data())
        func set(_ r: Result<Data, Error>) { result = r; done.signal() }
        func get() throws -> Data { done.wait(); return try result.get() }
    }

    private func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < plan.items.count else { return nil }
        next += 1
        return next - 1
    }

    private func unclaimed() -> Int {
        lock.lock(); defer { lock.unlock() }
        return plan.items.count - next
    }

    private func finish(_ i: Int, _ outcome: Outcome) {
        lock.lock(); defer { lock.unlock() }
        outcomes[i] = outcome
        done += 1
        var message = ""
        switch outcome {
        case .rendered: summary.rendered += 1
        case .skipped: summary.skipped += 1
        case .failed(let why):
            summary.failed += 1
            message = (showProgress ? "\r\u{1B}[K" : "") + "\(plan.items[i].output): \(why)\n"
        }
        if showProgress {
            let total = plan.items.count, width = 30
            let filled = total == 0 ? width : done * width / total
            message += "\r[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
                + "] \(done)/\(total)  \(summary.failed) failed" + BatchRunner.rateAndETA(done: done, total: total, seconds: Date().timeIntervalSince(start))
        }
        if !message.isEmpty { FileHandle.standardError.write(Data(message.utf8)) }
    }

    /// "  12.5/s  ETA 3s": items per second so far, and the time the rest take at that rate.
    static func rateAndETA(done: Int, total: Int, seconds: Double) -> String {
        guard done > 0, seconds > 0 else { return "" }
        let rate = Double(done) / seconds
        let left = Double(total - done) / rate
        let eta = left < 60 ? "\(Int(left.rounded(.up)))s"
            : left < 3600 ? "\(Int(left / 60))m\(Int(left) % 60)s" : "\(Int(left / 3600))h\(Int(left / 60) % 60)m"
        return String(format: "  %.1f/s  ETA ", rate) + eta
    }

    private func key(_ item: BatchItem) -> String {
        BatchCache.key(prefix: item.keyPrefix, record: item.record?.text)
    }

    private func isFresh(_ item: BatchItem) -> Bool {
        !plan.force && cache.isFresh(item.output, key: key(item), outputURL: plan.outDirectory.appendingPathComponent(item.output))
    }

    private func render(_ item: BatchItem, on runner: Watchdog.Runner) -> Outcome {
        if isFresh(item) { return .skipped }
        let (outcome, warnings, _) = renderUnchecked(item, on: runner)
        report(warnings, of: item)
        return outcome
    }

    private func report(_ warnings: [String], of item: BatchItem) {
        guard !warnings.isEmpty else { return }
        lock.lock()
        for w in warnings { FileHandle.standardError.write(Data(((showProgress ? "\r\u{1B}[K" : "") + "\(item.output): warning: \(w)\n").utf8)) }
        lock.unlock()
    }

    /// Keeps one worker process (started, or replaced after it ended, as needed)
    /// supplied with items until none are left. Fast items are sent ahead, so the
    /// worker finds its next index already in its pipe instead of idling while
    /// this thread wakes, reads the reply and sends another; slow items go one at
    /// a time, so at the end of a batch the worker holds none that this process
    /// could have rendered meanwhile. A worker that ends while rendering fails
    /// that item alone; the items queued behind it go to its replacement.
    private func feedWorker() {
        var worker: BatchWorkerProcess?
        var sent: [Int] = []            // answered in order: the first is rendering
        var again: [Int] = []           // sent to a worker that ended before starting them
        var refused: Set<Int> = []      // items a worker had already exited before receiving
        var fast = false
        var lastReply = DispatchTime.now()
        func nextItem() -> Int? { again.isEmpty ? claim() : again.removeFirst() }
        while true {
            var batch: [Int] = []
            let ahead = fast && unclaimed() > Self.aheadWhenFast * jobs ? Self.aheadWhenFast : 1
            while sent.count + batch.count < ahead, let i = nextItem() {
                if isFresh(plan.items[i]) { finish(i, .skipped) } else { batch.append(i) }
            }
            if !batch.isEmpty {
                if worker == nil { worker = BatchWorkerProcess.start() }
                guard let w = worker else {
                    // No worker could start: render here.
                    for i in batch { finish(i, render(plan.items[i], on: Watchdog.Runner())) }
                    continue
                }
                if w.send(batch) {
                    if sent.isEmpty { lastReply = .now() }
                    sent += batch
                } else if sent.isEmpty {
                    // The worker had exited between items: another gets them, once.
                    let ending = w.ending
                    worker = nil
                    for i in batch where refused.contains(i) { finish(i, .failed("the worker process rendering it ended (\(ending))")) }
                    again = batch.filter { refused.insert($0).inserted } + again
                    continue
                } else {
                    // It ended with items in hand: its replies (or its end) say which.
                    again = batch + again
                }
            }
            guard let head = sent.first, let w = worker else { break }
            guard let reply = w.reply(to: head) else {
                let ending = w.ending
                worker = nil
                finish(head, .failed("the worker process rendering it ended (\(ending))"))
                again = Array(sent.dropFirst()) + again
                sent = []
                continue
            }
            sent.removeFirst()
            let now = DispatchTime.now()
            fast = now.uptimeNanoseconds - lastReply.uptimeNanoseconds < Self.fastItemNanoseconds
            lastReply = now
            report(reply.warnings, of: plan.items[head])
            if let entry = reply.rendered { finish(head, .rendered(entry)) } else {
                finish(head, .failed(reply.failed ?? "the worker process gave no result"))
            }
            if reply.retiring {
                // It exits after this reply, without reading what else was sent.
                w.finish()
                worker = nil
                again = sent + again
                sent = []
            }
        }
        worker?.finish()
    }

    /// Items in a worker's hands at once when they take under `fastItemNanoseconds`:
    /// the one rendering and two in its pipe, which covers this thread's wake-up
    /// on a busy machine. Near the end of the batch it is one at a time again,
    /// so the last items go to whichever process is free first.
    static let aheadWhenFast = 3
    static let fastItemNanoseconds: UInt64 = 100_000_000

    /// Worker mode (`BatchWorkerProcess.flag`): renders `first`, then reads item
    /// indices from standard input and answers each with one line on standard output.
    func serveAsWorker(first: String) {
        // Replies get standard output to themselves: anything else that would be
        // printed there goes to standard error instead of into a reply.
        let replies = dup(STDOUT_FILENO)
        guard replies >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { exit(EaselExit.failure.rawValue) }
        let runner = Watchdog.Runner()
        var pending: String? = first
        while let line = pending ?? readLine() {
            pending = nil
            guard let i = Int(line), plan.items.indices.contains(i) else { continue }
            let (outcome, warnings, abandoned) = renderUnchecked(plan.items[i], on: runner)
            var reply = BatchWorkerReply(index: i, warnings: warnings, retiring: abandoned)
            switch outcome {
            case .rendered(let entry): reply.rendered = entry
            case .failed(let why): reply.failed = why
            case .skipped: reply.failed = "skipped"
            }
            guard BatchWorkerProcess.writeAll(replies, reply.line) else { exit(EaselExit.failure.rawValue) }
            // The abandoned render may still be running: end the process, and it with it.
            if abandoned { exit(0) }
        }
    }

    /// Renders and writes one item; `abandoned` when the watchdog gave up on it.
    private func renderUnchecked(_ item: BatchItem, on runner: Watchdog.Runner) -> (Outcome, warnings: [String], abandoned: Bool) {
        let outURL = plan.outDirectory.appendingPathComponent(item.output)
        let key = key(item)
        do {
            var scene = try item.scene.get()
            if let record = item.record { scene.merge(data: try record.value.get()) }
            for a in plan.assignments { try scene.set(a) }
            scene.overrides = plan.overrides
            let format = plan.format
            // Each item has its own deadline: one that overruns fails alone, and the rest still render.
            let (built, data, warnings) = try runner.bounded(seconds: scene.limits.timeout, file: scene.file) { [scene] in
                let built = try scene.build()
                let (data, warnings) = try SceneRenderer(built, limits: scene.limits).renderWithWarnings(format)
                return (built, data, warnings)
            }
            try FileManager.default.createDirectory(at: outURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: outURL, durability: .deferred)
            let files = built.referencedFiles.map(\.path)
            return (.rendered(BatchCache.Entry(key: key, files: files, filesHash: BatchCache.filesHash(files))), warnings, false)
        } catch let e as SceneError {
            return (.failed(e.description), [], false)
        } catch let e as CLIFailure {
            return (.failed(e.message), [], false)
        } catch let e as Watchdog.Timeout {
            return (.failed(e.description), [], true)
        } catch {
            return (.failed("\(error)"), [], false)
        }
    }
}
