import EaselScene
import Foundation

/// The backstop behind the render's own deadline checks: a step that cannot
/// check (one huge blur, a long paragraph in Pango) still cannot run forever.
/// Past the deadline plus a grace period it reports and exits; the output was
/// never touched, since files are only renamed into place once complete.
enum Watchdog {
    static func arm(seconds: Double, file: String) {
        guard seconds > 0, seconds.isFinite else { return }
        let message = "\(file): the render took longer than \(seconds) s (limit timeout; raise it with --timeout SECONDS)\n"
        let thread = Thread {
            // The grace lets the render's own checks, which name file:line:column, speak first.
            Thread.sleep(forTimeInterval: seconds + max(1, min(5, seconds / 2)))
            FileHandle.standardError.write(Data(message.utf8))
            _exit(EaselExit.failure.rawValue)
        }
        thread.stackSize = 1 << 16
        thread.start()
    }
}
