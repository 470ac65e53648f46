#if Serve
import EaselServe
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ServiceLifecycle
import Testing

/// Real servers on 127.0.0.1 with a port the kernel picks: the `easel serve` binary,
/// and the application under a service group to shut it down mid-request.
@Suite(.serialized) struct LiveServerTests {
    final class Box<T>: @unchecked Sendable {
        private let lock = NSLock(); private var value: T?
        func set(_ v: T) { lock.withLock { value = v } }
        var get: T? { lock.withLock { value } }
    }

    @Test func gracefulShutdownLetsARequestInFlightFinish() async throws {
        var c = ServeConfiguration(directory: Fixtures.directory)
        c.port = 0; c.workers = 1; c.maxWaiting = 2
        let service = SceneRenderService(configuration: c)
        defer { service.pool.shutdown() }
        let port = Box<Int>()
        let app = EaselServer.application(service: service, accessLog: AccessLog(nil)) { port.set($0) }
        let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "test")))
        let running = Task { try await group.run() }
        for _ in 0..<3000 where port.get == nil { try await Task.sleep(for: .milliseconds(10)) }
        let p = try #require(port.get)

        let gate = Gate()
        let held = try await occupy(service.pool, gate: gate)
        let client = TestClient(host: "127.0.0.1", port: p)
        client.connect()
        let inFlight = Task { try await client.get("/swatches.png") }
        for _ in 0..<3000 where service.pool.load.waiting == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(service.pool.load.waiting == 1)

        await group.triggerGracefulShutdown()
        try await Task.sleep(for: .milliseconds(200))
        gate.open()
        try await held.value
        let r = try await inFlight.value
        #expect(r.status == .ok)
        #expect(r.body.map { Data(buffer: $0).starts(with: [0x89, 0x50, 0x4E, 0x47]) } == true)
        try await running.value
        try? await client.shutdown()
    }

    @Test func theBinaryServesWhatEaselRenderWrites() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: Fixtures.easel.path), "build it with: swift build --traits Serve")
        let rendered = try run([
            "render", Fixtures.directory.appendingPathComponent("social-card.yaml").path,
            "--set", "title=Served by easel", "--set", "author=Ada", "-o", "-",
        ])
        #expect(rendered.count > 10_000)

        let server = Process()
        server.executableURL = Fixtures.easel
        server.arguments = ["serve", Fixtures.directory.path, "--port", "0", "--workers", "1", "--access-log", "off"]
        let err = Pipe()
        server.standardError = err
        server.standardOutput = FileHandle.nullDevice
        let output = Box<String>()
        let lock = NSLock()
        err.fileHandleForReading.readabilityHandler = { h in
            let chunk = String(decoding: h.availableData, as: UTF8.self)
            lock.withLock { output.set((output.get ?? "") + chunk) }
        }
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        var port: Int?
        for _ in 0..<600 where port == nil {
            if let s = output.get, let r = s.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                port = Int(s[r].dropFirst("127.0.0.1:".count).dropLast())
            } else { try await Task.sleep(for: .milliseconds(50)) }
        }
        let p = try #require(port, "no address in: \(output.get ?? "")")
        let client = TestClient(host: "127.0.0.1", port: p)
        client.connect()
        let r = try await client.get("/social-card.png?title=Served+by+easel&author=Ada")
        try? await client.shutdown()
        #expect(r.status == .ok)
        #expect(r.body.map { Data(buffer: $0) } == rendered)

        kill(server.processIdentifier, SIGTERM)
        for _ in 0..<200 where server.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!server.isRunning)
        #expect(server.terminationStatus == 0)
        err.fileHandleForReading.readabilityHandler = nil
    }

    func run(_ args: [String]) throws -> Data {
        let p = Process()
        p.executableURL = Fixtures.easel
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }
}
#endif
