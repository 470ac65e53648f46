import Foundation
#if canImport(Glibc)
import Glibc
#endif

// `easel batch --jobs N` renders in N worker processes, each an `easel batch`
// of the same arguments in worker mode, fed item indices.
//
// Why processes and not threads: Pango's font map, fontconfig, cairo's font
// caches and malloc's arenas are shared by every thread of a process, and
// Pango's objects are not thread-safe, so text is shaped under one
// process-wide lock; two render threads ran 1.13× as fast as one. Processes
// share nothing, so N of them run N renders at once, and a crash in one
// render costs its item alone.
//
// The protocol is lines: the parent writes an item's index, the worker
// answers with one line (`BatchWorkerReply.line`). Replies come in the
// order the indices were sent, so the first unanswered index is the one the
// worker is rendering and the others wait in its pipe.

/// One worker process as its parent sees it.
final class BatchWorkerProcess {
    static let flag = "--batch-worker"

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)

    /// The command line a worker runs: this executable and `batch`'s own
    /// arguments with the worker flag; nil when this process is not the
    /// `easel` command (a test host, say), where threads are used instead.
    static let command: (executable: URL, arguments: [String])? = {
        let args = CommandLine.arguments
        guard args.count >= 2, args[1] == "batch",
              let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              URL(fileURLWithPath: path).lastPathComponent.hasPrefix("easel") else { return nil }
        // Writes to a worker that has exited must fail with EPIPE, not end the parent.
        signal(SIGPIPE, SIG_IGN)
        return (URL(fileURLWithPath: path), ["batch", flag] + args.dropFirst(2))
    }()

    init?() {
        guard let command = Self.command else { return nil }
        process.executableURL = command.executable
        process.arguments = command.arguments
        process.standardInput = input
        process.standardOutput = output
        // Standard error is shared: whatever a worker prints there reaches the user.
        do { try process.run() } catch { return nil }
    }

    /// A worker started before the batch was planned (`startEarly`), until a
    /// feeding thread takes it. Only one: a worker nobody needs (a batch of one
    /// item, or of outputs all up to date) costs a process start.
    private static let early = EarlyWorker()

    private final class EarlyWorker: @unchecked Sendable {
        let lock = NSLock()
        var worker: BatchWorkerProcess?
    }

    static func startEarly() {
        let w = BatchWorkerProcess()
        early.lock.lock(); early.worker = w; early.lock.unlock()
    }

    /// The early worker if it is still waiting, else a new one; nil when none could start.
    static func start() -> BatchWorkerProcess? {
        early.lock.lock()
        let w = early.worker
        early.worker = nil
        early.lock.unlock()
        return w ?? BatchWorkerProcess()
    }

    /// Ends the early worker if no thread took it.
    static func finishUnused() {
        early.lock.lock()
        let w = early.worker
        early.worker = nil
        early.lock.unlock()
        w?.finish()
    }

    /// Sends item indices, one line each, in one write; false when the worker
    /// had already exited (it never saw them).
    func send(_ indices: [Int]) -> Bool {
        Self.writeAll(input.fileHandleForWriting.fileDescriptor, Data(indices.map { "\($0)\n" }.joined().utf8))
    }

    /// The next reply, which must answer `index` (the worker answers in the order
    /// it was sent items); nil when the worker ended first or sent something else.
    func reply(to index: Int) -> BatchWorkerReply? {
        guard let line = readLine() else { return nil }
        guard let reply = BatchWorkerReply(line: line), reply.index == index else {
            // Not a reply to this item: the worker cannot be trusted with another.
            process.terminate()
            return nil
        }
        return reply
    }

    /// Why the worker ended, once it has: "exit status 1" or "signal 11".
    var ending: String {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)"
            : "exit status \(process.terminationStatus)"
    }

    /// Closes the worker's input (it exits at the end of it) and waits for it.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    // Bytes in arrays, not Data: Data's iterator was a quarter of the parent's reply handling.
    private func readLine() -> [UInt8]? {
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }
}
