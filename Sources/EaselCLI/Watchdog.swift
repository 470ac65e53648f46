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

    struct Timeout: Error, CustomStringConvertible { let description: String }

    private final class Box<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<T, Error>?
        func set(_ v: Result<T, Error>) { lock.lock(); value = v; lock.unlock() }
        func get() -> Result<T, Error>? { lock.lock(); defer { lock.unlock() }; return value }
    }
}
