import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `easel batch --jobs N` renders in N worker processes, each an `easel batch`
/// of the same arguments in worker mode, fed one item index at a time.
///
/// Why processes and not threads: Pango's font map, fontconfig, cairo's font
/// caches and malloc's arenas are shared by every thread of a process, and
/// Pango's objects are not thread-safe, so text is shaped under one
/// process-wide lock; two render threads ran 1.13× as fast as one. Processes
/// share nothing, so N of them run N renders at once, and a crash in one
/// render costs its item alone.
///
/// The protocol is lines: the parent writes an item's index, the worker
/// answers with one line of JSON (`BatchWorkerReply`).
struct BatchWorkerReply: Codable {
    var index: Int
    var rendered: BatchCache.Entry?
    var failed: String?
    var warnings: [String] = []
    /// The worker abandoned a render (timeout) that may still be running, and
    /// exits after this reply so it stops.
    var retiring = false
}

/// One worker process as its parent sees it.
final class BatchWorkerProcess {
    static let flag = "--batch-worker"

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()

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

    /// Whether the worker took the last item sent (false: it had already exited).
    private(set) var received = false

    /// Sends one item and waits for its reply; nil when the worker ended first.
    func render(_ index: Int) -> BatchWorkerReply? {
        received = Self.writeAll(input.fileHandleForWriting.fileDescriptor, Data("\(index)\n".utf8))
        guard received, let line = readLine() else { return nil }
        guard let reply = try? JSONDecoder().decode(BatchWorkerReply.self, from: line), reply.index == index else {
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

    private func readLine() -> Data? {
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return Data(line)
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
