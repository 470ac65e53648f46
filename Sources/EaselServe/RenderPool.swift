#if Serve
import Foundation

/// A fixed set of render threads with a bounded waiting line. Rendering is CPU-bound
/// and synchronous (Cairo, Pango), so it runs on its own threads rather than on
/// NIO's event loops or Swift's cooperative pool, and a request that finds the line
/// full is refused at once instead of waiting behind an unbounded backlog.
public final class RenderPool: @unchecked Sendable {
    public enum Rejection: Error, Sendable {
        /// Every worker is busy and `maxWaiting` jobs already wait.
        case full
        /// The deadline passed before the job finished; its result is dropped.
        case deadline
    }

    public let workers: Int
    public let maxWaiting: Int
    private let condition = NSCondition()
    private var waiting: [Job] = []
    private var waitingHead = 0
    private var busy = 0
    private var stopping = false
    private var alive = 0

    /// - Parameters:
    ///   - workers: render threads (the machine's cores, by default).
    ///   - maxWaiting: jobs allowed to wait for a thread; more are rejected with `.full`.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, maxWaiting: Int? = nil) {
        self.workers = max(1, workers)
        self.maxWaiting = max(0, maxWaiting ?? 2 * max(1, workers))
        for i in 0..<self.workers {
            let t = Thread { [self] in work() }
            t.name = "easel-render-\(i)"
            t.stackSize = 8 << 20   // layout recurses through deep view trees
            alive += 1
            t.start()
        }
    }

    /// Jobs running and waiting, for /healthz.
    public var load: (busy: Int, waiting: Int) {
        condition.withLock { (busy, waiting.count - waitingHead) }
    }

    /// Runs `body` on a render thread, throwing `.full` at once when the line is full and
    /// `.deadline` when `deadline` passes first (a job still waiting then never starts;
    /// one already running finishes on its thread and its result is discarded).
    public func run<T: Sendable>(deadline: DispatchTime, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<T, Error>) in
            let job = Job(body: { Result { try body() as any Sendable } }, deliver: { r in
                c.resume(with: r.flatMap { v in Result<T, Error>.success(v as! T) })
            })
            let accepted: Bool = condition.withLock {
                // Idle threads take waiting jobs at once, so they add to what may wait.
                guard !stopping, waiting.count - waitingHead < maxWaiting + (workers - busy) else {
                    return false
                }
                waiting.append(job)
                condition.signal()
                return true
            }
            guard accepted else { job.finish(.failure(Rejection.full)); return }
            DispatchQueue.global().asyncAfter(deadline: deadline) { job.finish(.failure(Rejection.deadline)) }
        }
    }

    /// Lets the threads finish what is running and waiting, then end; later `run` calls are refused.
    public func shutdown() {
        condition.withLock { stopping = true; condition.broadcast() }
    }

    private func work() {
        while true {
            condition.lock()
            while waiting.count == waitingHead && !stopping { condition.wait() }
            if waiting.count == waitingHead {
                alive -= 1
                condition.unlock()
                return
            }
            let job = waiting[waitingHead]
            waitingHead += 1
            if waitingHead > 64 && waitingHead * 2 > waiting.count { waiting.removeFirst(waitingHead); waitingHead = 0 }
            busy += 1
            condition.unlock()
            if !job.isFinished { job.finish(job.body()) }
            condition.withLock { busy -= 1 }
        }
    }
}

/// One job: its work and a one-shot delivery, so a result and a deadline racing each
/// other resume the waiting request exactly once.
private final class Job: @unchecked Sendable {
    let body: () -> Result<any Sendable, Error>
    private let deliver: (Result<any Sendable, Error>) -> Void
    private let lock = NSLock()
    private var done = false

    init(body: @escaping () -> Result<any Sendable, Error>, deliver: @escaping (Result<any Sendable, Error>) -> Void) {
        self.body = body; self.deliver = deliver
    }

    var isFinished: Bool { lock.withLock { done } }

    func finish(_ r: Result<any Sendable, Error>) {
        let first: Bool = lock.withLock { if done { return false }; done = true; return true }
        if first { deliver(r) }
    }
}
#endif
