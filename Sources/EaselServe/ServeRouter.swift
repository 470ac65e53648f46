#if Serve
import EaselScene
import Foundation
import HTTPTypes
import Hummingbird

/// The routes: `GET /<scene>.<extension of any OutputFormat>`, `POST /render` (when enabled), `GET /healthz`
/// and `GET /` (the scene names). Every response, errors included (an unknown route is
/// Hummingbird's 404, made JSON there), passes the access log.
public enum ServeRouter {
    public static func make(service: SceneRenderService, accessLog: AccessLog) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: AccessLogMiddleware(log: accessLog))
        router.get("/healthz") { _, _ in health(service) }
        router.get("/") { _, _ in
            json(["scenes": service.scenes.names()], status: .ok)
        }
        // HEAD answers a GET's status and headers without the image, for `curl -I` and
        // link checkers; it renders on a miss, as the ETag needs the built scene.
        router.get("/{file}") { request, context in try await image(request, context, service, withBody: true) }
        router.head("/{file}") { request, context in try await image(request, context, service, withBody: false) }
        router.post("/render") { request, _ in
            guard service.configuration.allowRenderPost else {
                throw ServeFailure.disabled("POST /render is off; start the server with --allow-render-post for trusted callers")
            }
            var request = request
            let limit = service.configuration.limits.maxSceneBytes
            let body: ByteBuffer
            do { body = try await request.collectBody(upTo: limit) } catch {
                throw ServeFailure.tooLarge("the scene in the body is over the limit of \(limit) bytes")
            }
            let pairs = QueryData.pairs(request.uri.query)
            let formatName = pairs.last { $0.0 == "format" }?.1 ?? "png"
            guard let format = OutputFormat(rawValue: formatName.lowercased()) else {
                throw ServeFailure.badQuery(key: "format", "use \(OutputFormat.nameList), got '\(formatName)'")
            }
            let rendered = try await service.render(sceneBytes: Data(buffer: body), file: "<request body>",
                                                    baseDirectory: service.scenes.root, format: format,
                                                    query: request.uri.query, ifNoneMatch: request.headers[.ifNoneMatch])
            return response(rendered, maxAge: 0)
        }
        return router
    }

    static func image(_ request: Request, _ context: BasicRequestContext, _ service: SceneRenderService,
                      withBody: Bool) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        let (name, ext) = split(file)
        guard let format = OutputFormat(rawValue: ext.lowercased()) else {
            throw ServeFailure.notFound("'\(file)' does not end in \(OutputFormat.extensionList)")
        }
        let rendered = try await service.render(name: name, format: format, query: request.uri.query,
                                                ifNoneMatch: request.headers[.ifNoneMatch])
        var r = response(rendered, maxAge: service.configuration.maxAge)
        if !withBody { r.body = .init() }
        return r
    }

    /// `card.v2.png` → (`card.v2`, `png`).
    static func split(_ file: String) -> (String, String) {
        guard let dot = file.lastIndex(of: ".") else { return (file, "") }
        return (String(file[..<dot]), String(file[file.index(after: dot)...]))
    }

    static func response(_ r: SceneRenderService.Rendered, maxAge: Int) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = r.etag
        headers[.cacheControl] = maxAge > 0 ? "public, max-age=\(maxAge)" : "no-cache"
        headers[.easelCache] = r.cache.rawValue
        guard let bytes = r.bytes else { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = r.contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func health(_ service: SceneRenderService) -> Response {
        let load = service.pool.load
        return json([
            "status": "ok",
            "renderThreads": service.pool.workers,
            "busy": load.busy,
            "waiting": load.waiting,
            "maxWaiting": service.pool.maxWaiting,
            "cachedImages": service.cache.count,
            "cacheBytes": service.cache.totalBytes,
        ], status: .ok)
    }

    static func json(_ object: [String: Any], status: HTTPResponse.Status) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data + Data("\n".utf8))))
    }
}
#endif
