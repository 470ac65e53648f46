#if Serve
import EaselScene
import EaselServe
import Foundation
import Hummingbird
import HummingbirdTesting

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Fixtures")
    static let broken = directory.appendingPathComponent("broken")
    static let easel = root.appendingPathComponent(".build/debug/easel")
}

/// A service over `directory` and a client that calls its router in-process.
func withServer<T: Sendable>(_ directory: URL = Fixtures.directory, accessLog: AccessLog = AccessLog(nil),
                             configure: (inout ServeConfiguration) -> Void = { _ in },
                             _ body: @Sendable @escaping (SceneRenderService, any TestClientProtocol) async throws -> T) async throws -> T {
    var c = ServeConfiguration(directory: directory)
    configure(&c)
    let service = SceneRenderService(configuration: c)
    defer { service.pool.shutdown() }
    let app = EaselServer.application(service: service, accessLog: accessLog)
    return try await app.test(.router) { client in try await body(service, client) }
}

extension TestResponse {
    var bytes: Data { Data(buffer: body) }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any] ?? [:] }
    var error: [String: Any] { json["error"] as? [String: Any] ?? [:] }
}

/// Holds a render thread until released, to fill the pool on purpose.
final class Gate: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    func open() { semaphore.signal() }
}

/// Occupies one render thread until the gate opens; returns once the thread is busy.
func occupy(_ pool: RenderPool, gate: Gate) async throws -> Task<Void, Error> {
    let before = pool.load.busy
    let task = Task { _ = try await pool.run(deadline: .now() + 30) { gate.semaphore.wait() } }
    for _ in 0..<3000 where pool.load.busy == before { try await Task.sleep(for: .milliseconds(10)) }
    return task
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-serve-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
#endif
