#if Serve
import EaselScene
import Foundation

/// Everything `easel serve` can be told, with the defaults it documents.
public struct ServeConfiguration: Sendable {
    public var directory: URL
    public var host = "127.0.0.1"
    public var port = 8080
    /// Render threads; the machine's cores by default.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Requests allowed to wait for a render thread before the server answers 503.
    public var maxWaiting: Int?
    /// Seconds a request may take, waiting included, before it is answered 503.
    public var timeout: Double = 10
    /// Bytes of rendered images kept in memory.
    public var cacheBytes = 256 << 20
    /// `Cache-Control: max-age` for rendered images, in seconds.
    public var maxAge = 3600
    /// `POST /render` with a scene in the body: for trusted callers only.
    public var allowRenderPost = false
    /// Fetches scenes' `https://` images and fonts; nil (the default) refuses every URL.
    /// One fetcher serves the whole process, so each URL is fetched once while it runs.
    public var remoteAssets: RemoteAssets?
    /// Seconds a 503 asks the client to wait (`Retry-After`).
    public var retryAfter = 1
    public var bounds = RenderOptions.Bounds()
    /// Tighter than the command line's: a URL is easier to abuse than a file.
    public var limits: SceneLimits = {
        var l = SceneLimits()
        l.maxSceneBytes = 1 << 20
        l.maxDataBytes = 1 << 20
        l.maxNodes = 20_000
        l.maxTextLength = 4_000
        l.maxPixelDimension = 8_192
        l.maxTotalPixels = 32 << 20
        l.maxScale = 4
        l.maxImagePixels = 40_000_000
        l.maxAssetBytes = 32 << 20
        return l
    }()

    public init(directory: URL) { self.directory = directory }
}
#endif
