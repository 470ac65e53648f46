import EaselScene
import Foundation

/// The backstop behind the render's own deadline checks: a step that cannot
/// check (one huge blur, a long paragraph in Pango) still cannot run forever.
/// The grace lets the render's own checks, which name file:line:column, speak first.
enum Watchdog {
    static func grace(_ seconds: Double) -> Double { max(1, min(5, seconds / 2)) }

    static func message(seconds: Double, file: String) -> String {
        "\(file): the render took longer than \(seconds) s (limit timeout; raise it with --timeout SECONDS)"
    }

    /// For a command that renders once: past the deadline plus the grace it
    /// reports and exits; the output was never touched, since files are only
    /// renamed into place once complete.
    static func arm(seconds: Double, file: String) {
        guard seconds > 0, seconds.isFinite else { return }
        let text = message(seconds: seconds, file: file) + "\n"
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds + grace(seconds))
            FileHandle.standardError.write(Data(text.utf8))
            _exit(EaselExit.failure.rawValue)
        }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// For commands that go on after one scene (batch, watch): the work runs on
    /// its own thread and is abandoned past the deadline plus the grace, so one
    /// scene fails with the timeout while the others still render. Nothing the
    /// abandoned work computes is used: callers write only what this returns.
    static func bounded<T>(seconds: Double, file: String, _ work: @escaping () throws -> T) throws -> T {
        guard seconds > 0, seconds.isFinite else { return try work() }
        let box = Box<T>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = Result { try work() }
            box.set(result)
            finished.signal()
        }
        thread.stackSize = 8 << 20   // deep view trees recurse during layout
        thread.start()
        guard finished.wait(timeout: .now() + seconds + grace(seconds)) == .success, let result = box.get() else {
            throw Timeout(description: message(seconds: seconds, file: file))
        }
        return try result.get()
    }

    /// `bounded` for a caller that runs one piece of work after another (a batch's
    /// items): the work runs on a thread kept from one call to the next, and only
    /// one that overran is abandoned and replaced. A fresh thread per item cost a
    /// thread start and exit and faulted its stack in again: about 3 % of a
    /// batch's CPU time. Not for use by two threads at once.
    final class Runner {
        private final class Channel: @unchecked Sendable {
            let lock = NSLock()
            let wake = DispatchSemaphore(value: 0)
            var job: (() -> Void)?
            var closed = false

            func close() { lock.lock(); closed = true; lock.unlock(); wake.signal() }
        }
        private var channel: Channel?

        func bounded<T>(seconds: Double, file: String, _ work: @escaping () throws -> T) throws -> T {
            guard seconds > 0, seconds.isFinite else { return try work() }
            let channel = self.channel ?? Self.start()
            self.channel = channel
            let box = Box<T>()
            let finished = DispatchSemaphore(value: 0)
            channel.lock.lock()
            channel.job = { box.set(Result { try work() }); finished.signal() }
            channel.lock.unlock()
            channel.wake.signal()
            guard finished.wait(timeout: .now() + seconds + grace(seconds)) == .success, let result = box.get() else {
                // The thread is still in the overrunning work: it ends when that returns, and the next call starts another.
                channel.close()
                self.channel = nil
                throw Timeout(description: message(seconds: seconds, file: file))
            }
            return try result.get()
        }

        deinit { channel?.close() }

        private static func start() -> Channel {
            let channel = Channel()
            let thread = Thread {
                while true {
                    channel.wake.wait()
                    channel.lock.lock()
                    let job = channel.job, closed = channel.closed
                    channel.job = nil
                    channel.lock.unlock()
                    if let job { job() } else if closed { return }
                }
            }
            thread.stackSize = 8 << 20   // deep view trees recurse during layout
            thread.start()
            return channel
        }
    }

    struct Timeout: Error, CustomStringConvertible { let description: String }

    private final class Box<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<T, Error>?
        func set(_ v: Result<T, Error>) { lock.lock(); value = v; lock.unlock() }
        func get() -> Result<T, Error>? { lock.lock(); defer { lock.unlock() }; return value }
    }
}
