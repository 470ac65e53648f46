import ArgumentParser
import Foundation
#if Serve
import EaselServe
#endif

/// `easel serve DIR`: an HTTP server rendering the folder's scenes on request. It
/// needs the `Serve` package trait (the Makefile's builds enable it); without it
/// the command is still listed and says how to get it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a folder of scenes over HTTP: GET /<scene>.png?key=value renders with that data.",
        discussion: """
        Query values fill the scene's data, typed like its defaults; scale, width and height \
        override the canvas. Responses carry a strong ETag and Cache-Control and answer \
        If-None-Match with 304. When every render thread is busy and the queue is full the \
        server answers 503 with Retry-After. GET /healthz reports load. SIGTERM or SIGINT \
        stops accepting connections and lets requests in flight finish.
        """
    )

    @Argument(help: "The folder of scene files (.yaml, .yml, .json).")
    var directory: String

    @Option(help: "The address to listen on (0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(help: "The TCP port (0 picks a free one).")
    var port = 8080

    @Option(help: "Render threads (default: the number of cores).")
    var workers: Int?

    @Option(help: "Requests that may wait for a render thread before the server answers 503 (default: 2 × workers).")
    var queue: Int?

    @Option(help: "Seconds a request may take, waiting included, before it is answered 503.")
    var timeout: Double = 10

    @Option(name: .customLong("cache-size"), help: "Megabytes of rendered images kept in memory.")
    var cacheSize = 256

    @Option(name: .customLong("max-age"), help: "Cache-Control max-age for images, in seconds.")
    var maxAge = 3600

    @Flag(name: .customLong("allow-render-post"), help: "Enable POST /render with a scene in the body (for trusted callers only).")
    var allowRenderPost = false

    @OptionGroup var remote: RemoteOptions

    @Option(name: .customLong("access-log"), help: "Where the JSON access log goes: -, a file, or off.")
    var accessLog = "-"

    func validate() throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            throw ValidationError("'\(directory)' is not a folder")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1") }
        if let queue, queue < 0 { throw ValidationError("--queue must not be negative") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        guard cacheSize >= 0 else { throw ValidationError("--cache-size must not be negative") }
        guard maxAge >= 0 else { throw ValidationError("--max-age must not be negative") }
    }

    func run() throws {
        #if Serve
        var c = ServeConfiguration(directory: URL(fileURLWithPath: directory))
        c.host = host; c.port = port
        if let workers { c.workers = workers }
        c.maxWaiting = queue
        c.timeout = timeout
        c.cacheBytes = cacheSize << 20
        c.maxAge = maxAge
        c.allowRenderPost = allowRenderPost
        c.remoteAssets = remote.assets(maxBytes: c.limits.maxAssetBytes)
        let log = try openLog()
        let config = c
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await EaselServer.run(configuration: config, accessLog: log) { port in
                    let threads = config.workers
                    FileHandle.standardError.write(Data("easel serve: http://\(config.host):\(port)/ (\(threads) render threads)\n".utf8))
                }
            } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw CLIFailure("easel serve: \(error)") }
        #else
        throw CLIFailure("this easel was built without the Serve trait; build it with `swift build --traits Serve` (the Makefile does)")
        #endif
    }

    #if Serve
    private func openLog() throws -> AccessLog {
        switch accessLog {
        case "off": return AccessLog(nil)
        case "-": return AccessLog(.standardOutput)
        default:
            if !FileManager.default.fileExists(atPath: accessLog) { FileManager.default.createFile(atPath: accessLog, contents: nil) }
            guard let h = FileHandle(forWritingAtPath: accessLog) else { throw CLIFailure("cannot write the access log \(accessLog)") }
            h.seekToEndOfFile()
            return AccessLog(h)
        }
    }
    #endif
}

private final class ServeOutcome: @unchecked Sendable {
    var error: Error?
}
