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
/// answers with one line (`BatchWorkerReply.line`). Replies come in the
/// order the indices were sent, so the first unanswered index is the one the
/// worker is rendering and the others wait in its pipe.
struct BatchWorkerReply {
    var index: Int
    var rendered: BatchCache.Entry?
    var failed: String?
    var warnings: [String] = []
    /// The worker abandoned a render (timeout) that may still be running, and
    /// exits after this reply so it stops.
    var retiring = false
}

/// A reply is a line of tab-separated fields, each with backslash, tab and
/// newline escaped: the index; "r" (rendered), "f" (failed) or "-"; 1 when
/// retiring, else 0; the number of warnings and the warnings; then the cache
/// entry's key, files hash and files, or the failure's message. It replaced
/// JSON, whose encoder and decoder were 2 % of a 2-job batch's CPU time.
extension BatchWorkerReply {
    var line: Data {
        var fields = [String(index), rendered != nil ? "r" : failed != nil ? "f" : "-", retiring ? "1" : "0", String(warnings.count)]
        fields += warnings
        if let rendered { fields += [rendered.key, rendered.filesHash] + rendered.files } else if let failed { fields.append(failed) }
        var bytes: [UInt8] = []
        for (n, field) in fields.enumerated() {
            if n > 0 { bytes.append(0x09) }
            for b in field.utf8 {
                switch b {
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x09: bytes += [0x5C, 0x74]
                case 0x0A: bytes += [0x5C, 0x6E]
                default: bytes.append(b)
                }
            }
        }
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// The reply a line (without its newline) holds; nil when it is not one.
    init?(line: [UInt8]) {
        var fields: [String] = [], field: [UInt8] = [], escaped = false
        for b in line {
            if escaped {
                switch b {
                case 0x5C: field.append(0x5C)
                case 0x74: field.append(0x09)
                case 0x6E: field.append(0x0A)
                default: return nil
                }
                escaped = false
            } else if b == 0x5C {
                escaped = true
            } else if b == 0x09 {
                fields.append(String(decoding: field, as: UTF8.self)); field = []
            } else {
                field.append(b)
            }
        }
        guard !escaped else { return nil }
        fields.append(String(decoding: field, as: UTF8.self))
        guard fields.count >= 4, let index = Int(fields[0]), let count = Int(fields[3]), count >= 0,
              fields.count >= 4 + count, ["0", "1"].contains(fields[2]) else { return nil }
        self.init(index: index, warnings: Array(fields[4..<(4 + count)]), retiring: fields[2] == "1")
        let rest = fields[(4 + count)...]
        switch fields[1] {
        case "r":
            guard rest.count >= 2 else { return nil }
            rendered = BatchCache.Entry(key: rest[rest.startIndex], files: Array(rest.dropFirst(2)), filesHash: rest[rest.startIndex + 1])
        case "f":
            guard rest.count == 1 else { return nil }
            failed = rest.first
        case "-":
            guard rest.isEmpty else { return nil }
        default:
            return nil
        }
    }
}

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
