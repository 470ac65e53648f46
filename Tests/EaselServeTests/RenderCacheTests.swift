#if Serve
import EaselServe
import Foundation
import Testing

@Suite struct RenderCacheTests {
    func entry(_ n: Int) -> RenderCache.Entry { .init(etag: "\"\(n)\"", bytes: Data(count: n), files: []) }

    @Test func evictsTheLeastRecentlyUsedToStayUnderItsByteBound() {
        let cache = RenderCache(capacityBytes: 1000)
        cache.put("a", entry(400))
        cache.put("b", entry(400))
        _ = cache.get("a")              // b is now the oldest
        cache.put("c", entry(400))      // 1200 > 1000: b goes
        #expect(cache.get("b") == nil)
        #expect(cache.get("a")?.bytes.count == 400)
        #expect(cache.get("c")?.bytes.count == 400)
        #expect(cache.totalBytes == 800)
        #expect(cache.count == 2)
    }

    @Test func anEntryLargerThanTheCacheIsNotKept() {
        let cache = RenderCache(capacityBytes: 100)
        cache.put("small", entry(60))
        cache.put("huge", entry(101))
        #expect(cache.get("huge") == nil)
        #expect(cache.get("small") != nil)
    }

    @Test func replacingAKeyCountsItsBytesOnce() {
        let cache = RenderCache(capacityBytes: 1000)
        cache.put("a", entry(300))
        cache.put("a", entry(500))
        #expect(cache.totalBytes == 500)
        #expect(cache.count == 1)
    }
}

@Suite struct RenderPoolTests {
    @Test func refusesAtOnceWhenEveryThreadIsBusyAndTheQueueIsFull() async throws {
        let pool = RenderPool(workers: 1, maxWaiting: 1)
        defer { pool.shutdown() }
        let gate = Gate()
        let running = try await occupy(pool, gate: gate)
        let queued = Task { try await pool.run(deadline: .now() + 30) { 7 } }
        for _ in 0..<3000 where pool.load.waiting == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(pool.load.busy == 1 && pool.load.waiting == 1)
        let start = Date()
        await #expect(throws: RenderPool.Rejection.full) { try await pool.run(deadline: .now() + 30) { 1 } }
        #expect(Date().timeIntervalSince(start) < 1)
        gate.open()
        try await running.value
        #expect(try await queued.value == 7)
    }

    @Test func aJobPastItsDeadlineIsAnsweredAndItsResultDropped() async throws {
        let pool = RenderPool(workers: 1, maxWaiting: 4)
        defer { pool.shutdown() }
        let gate = Gate()
        let start = Date()
        await #expect(throws: RenderPool.Rejection.deadline) {
            try await pool.run(deadline: .now() + 0.2) { gate.semaphore.wait(); return 1 }
        }
        #expect(Date().timeIntervalSince(start) >= 0.2)
        // Answered while the job still ran: it cannot finish before the gate opens.
        #expect(pool.load.busy == 1)
        gate.open()
        // The thread finishes the overrun job, then serves the next one.
        #expect(try await pool.run(deadline: .now() + 30) { 2 } == 2)
    }
}

#endif
