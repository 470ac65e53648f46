#if Serve
import EaselScene
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The server as a Hummingbird application, run under a service group that turns
/// SIGTERM and SIGINT into a graceful shutdown: the listener closes, requests in
/// flight (and their renders) finish, then the render threads end.
public enum EaselServer {
    public static func application(service: SceneRenderService, accessLog: AccessLog,
                                   onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        var logger = Logger(label: "easel-serve")
        logger.logLevel = .notice
        let c = service.configuration
        return Application(
            router: ServeRouter.make(service: service, accessLog: accessLog),
            configuration: .init(address: .hostname(c.host, port: c.port), serverName: "easel/\(EaselVersion.string)"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? c.port) },
            logger: logger
        )
    }

    /// Serves until SIGTERM or SIGINT.
    public static func run(configuration: ServeConfiguration, accessLog: AccessLog,
                           onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        // Fingerprinting the fonts reads megabytes: done before listening, not on the first request.
        _ = ETag.environment
        let service = SceneRenderService(configuration: configuration)
        defer { service.pool.shutdown() }
        let app = application(service: service, accessLog: accessLog, onServerRunning: onServerRunning)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}
#endif
