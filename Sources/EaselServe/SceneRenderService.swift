#if Serve
import EaselScene
import Foundation

/// Requests in, images out: the cache, the pool and the validators around
/// `SceneRenderer`, with no HTTP types, so the router stays a thin translation.
public final class SceneRenderService: Sendable {
    public enum CacheOutcome: String, Sendable { case hit, miss }

    public struct Rendered: Sendable {
        public var etag: String
        /// Nil when the client's `If-None-Match` already names this render (answer 304).
        public var bytes: Data?
        public var contentType: String
        public var cache: CacheOutcome
    }

    public let configuration: ServeConfiguration
    public let scenes: SceneDirectory
    public let cache: RenderCache
    public let pool: RenderPool
    private let digests = FileDigests()

    public init(configuration: ServeConfiguration) {
        self.configuration = configuration
        scenes = SceneDirectory(configuration.directory)
        cache = RenderCache(capacityBytes: configuration.cacheBytes)
        pool = RenderPool(workers: configuration.workers, maxWaiting: configuration.maxWaiting)
    }

    /// `GET /<name>.<ext>?…`: the scene file named `name` in the folder.
    public func render(name: String, format: OutputFormat, query: String?, ifNoneMatch: String?) async throws -> Rendered {
        guard let url = scenes.file(named: name) else {
            throw ServeFailure.notFound("no scene named '\(name)' (looked for \(name).yaml, .yml and .json)")
        }
        let bytes = try read(url, as: url.lastPathComponent)
        return try await render(sceneBytes: bytes, file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent(),
                                format: format, query: query, ifNoneMatch: ifNoneMatch)
    }

    /// Renders scene bytes (a file's or a request body's) with the query's data and options.
    public func render(sceneBytes: Data, file: String, baseDirectory: URL, format: OutputFormat,
                       query: String?, ifNoneMatch: String?) async throws -> Rendered {
        let pairs = QueryData.pairs(query)
        let options = try RenderOptions.parse(format: format, pairs: pairs, bounds: configuration.bounds)
        let key = ETag.requestKey(scene: sceneBytes, query: pairs, options: options)
        if let hit = cache.get(key) {
            if hit.files.allSatisfy(\.isCurrent) {
                let fresh = ETag.matches(ifNoneMatch, hit.etag)
                return Rendered(etag: hit.etag, bytes: fresh ? nil : hit.bytes, contentType: options.contentType, cache: .hit)
            }
            cache.remove(key)
        }
        let limits = configuration.limits, digests = self.digests, remote = configuration.remoteAssets
        let deadline = DispatchTime.now() + configuration.timeout
        let outcome: (etag: String, bytes: Data?, files: [FileStamp])
        do {
            outcome = try await pool.run(deadline: deadline) {
                var scene = try Scene(data: sceneBytes, file: file, baseDirectory: baseDirectory, limits: limits)
                scene.assets.remote = remote
                scene.data = try QueryData.apply(pairs, to: scene.data, maxTextLength: limits.maxTextLength)
                scene.overrides = options.overrides
                let built = try scene.build()
                let files = digests.digest(built.referencedFiles.map(\.path))
                let etag = ETag.value(requestKey: key, files: files.text)
                // The client has this render already: building the scene was enough to know.
                if ETag.matches(ifNoneMatch, etag) { return (etag, nil, files.stamps) }
                return (etag, try SceneRenderer(built, limits: limits).render(options.format), files.stamps)
            }
        } catch let e as SceneError {
            throw ServeFailure.scene(e)
        } catch let e as RenderPool.Rejection {
            switch e {
            case .full: throw ServeFailure.busy(retryAfter: configuration.retryAfter)
            case .deadline: throw ServeFailure.overDeadline(seconds: configuration.timeout)
            }
        } catch let e as ServeFailure {
            throw e
        } catch {
            throw ServeFailure.render(String(describing: error))
        }
        if let bytes = outcome.bytes {
            cache.put(key, .init(etag: outcome.etag, bytes: bytes, files: outcome.files))
        }
        return Rendered(etag: outcome.etag, bytes: outcome.bytes, contentType: options.contentType, cache: .miss)
    }

    private func read(_ url: URL, as name: String) throws -> Data {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= configuration.limits.maxSceneBytes else {
            throw ServeFailure.scene(SceneError(file: name, location: nil, keyPath: "",
                                                message: "file is \(size) bytes; the limit is \(configuration.limits.maxSceneBytes)"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ServeFailure.notFound("cannot read \(name)")
        }
        return data
    }
}
#endif
