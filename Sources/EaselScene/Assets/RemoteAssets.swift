import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import EaselCairo
import EaselText

/// Images and fonts a scene names by `https://` URL. Each is fetched at most once
/// per `RemoteAssets` (one command or one renderer), within a size, time and
/// redirect limit, from hosts the `HostPolicy` allows; the body is kept on disk
/// under the cache folder by the URL's SHA-256 with its `ETag` and
/// `Last-Modified`, and later runs revalidate it with a conditional request
/// (a `304` reuses the file).
public final class RemoteAssets: @unchecked Sendable {
    public struct Options: Sendable {
        public var policy: HostPolicy
        public var cacheDirectory: URL
        public var maxBytes: Int
        /// Seconds for the whole exchange, redirects included.
        public var timeout: TimeInterval
        public var maxRedirects: Int

        public init(allowedHosts: [String], cacheDirectory: URL = Options.defaultCacheDirectory,
                    maxBytes: Int = SceneLimits.default.maxAssetBytes, timeout: TimeInterval = 10, maxRedirects: Int = 3) {
            policy = HostPolicy(allowedHosts: allowedHosts)
            self.cacheDirectory = cacheDirectory; self.maxBytes = maxBytes; self.timeout = timeout; self.maxRedirects = maxRedirects
        }

        /// `$XDG_CACHE_HOME/easel/assets`, or `~/.cache/easel/assets`.
        public static var defaultCacheDirectory: URL {
            let env = ProcessInfo.processInfo.environment
            let base = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
            return base.appendingPathComponent("easel/assets")
        }
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case refused(String, HostPolicy.Refusal)
        case tooLarge(String, limit: Int)
        case timedOut(String, seconds: TimeInterval)
        case tooManyRedirects(String, limit: Int)
        case status(String, Int)
        case network(String, String)
        case cache(String)

        public var description: String {
            switch self {
            case let .refused(url, r):
                switch r {
                case .scheme(let s): return "'\(url)': only https:// URLs are fetched, not \(s.isEmpty ? "this" : s + "://")"
                case .notListed(let h): return "'\(url)': host '\(h)' is not allowed; pass --allow-host \(h.isEmpty ? "HOST" : h) to fetch from it"
                case let .privateAddress(h, a): return "'\(url)': host '\(h)' resolves to \(a), a loopback or private address; such hosts are fetched only when listed by name with --allow-host"
                case .unresolvable(let h): return "'\(url)': host '\(h)' does not resolve"
                case .insecure: return "'\(url)': http:// is allowed only to a loopback host; use https://"
                }
            case let .tooLarge(url, l): return "'\(url)' is larger than \(l) bytes (limit maxAssetBytes)"
            case let .timedOut(url, s): return "'\(url)' did not arrive within \(DataValue.format(s)) s"
            case let .tooManyRedirects(url, l): return "'\(url)' redirects more than \(l) times"
            case let .status(url, code): return "'\(url)' answered HTTP \(code)"
            case let .network(url, m): return "'\(url)' could not be fetched: \(m)"
            case .cache(let m): return "the remote-asset cache: \(m)"
            }
        }
    }

    public let options: Options
    private let lock = NSLock()
    private var fetched: [String: URL] = [:]

    public init(_ options: Options) { self.options = options }

    public static func isRemote(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// The local file holding the URL's body (fetched, or revalidated from the cache).
    public func file(for string: String) throws -> URL {
        lock.lock()
        if let hit = fetched[string] { lock.unlock(); return hit }
        lock.unlock()
        guard let url = URL(string: string), url.host != nil else { throw Failure.network(string, "not a valid URL") }
        do { try options.policy.check(url) } catch let r as HostPolicy.Refusal { throw Failure.refused(string, r) }
        let file = try fetch(url, string)
        lock.lock(); fetched[string] = file; lock.unlock()
        return file
    }

    struct CacheEntry: Codable { var url: String; var etag: String?; var lastModified: String? }

    private func fetch(_ url: URL, _ string: String) throws -> URL {
        let fm = FileManager.default
        let key = SHA256.hex(Data(string.utf8))
        let body = options.cacheDirectory.appendingPathComponent(key + ".body")
        let meta = options.cacheDirectory.appendingPathComponent(key + ".json")
        let cached = (try? Data(contentsOf: meta)).flatMap { try? JSONDecoder().decode(CacheEntry.self, from: $0) }
        let hasBody = fm.fileExists(atPath: body.path)

        // The deadline is the semaphore's below; URLSession's own time-outs are set a
        // little later and in whole seconds, since swift-corelibs-foundation ends a
        // request with a fractional time-out under one second at once.
        let sessionTimeout = (options.timeout + 1).rounded(.up)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: sessionTimeout)
        if hasBody, let c = cached, c.url == string {
            if let e = c.etag { request.setValue(e, forHTTPHeaderField: "If-None-Match") }
            if let m = c.lastModified { request.setValue(m, forHTTPHeaderField: "If-Modified-Since") }
        }
        let exchange = Exchange(options: options, original: string)
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = sessionTimeout
        config.timeoutIntervalForResource = sessionTimeout
        config.urlCache = nil
        let session = URLSession(configuration: config, delegate: exchange, delegateQueue: nil)
        let task = session.dataTask(with: request)
        task.resume()
        if exchange.done.wait(timeout: .now() + options.timeout) == .timedOut {
            task.cancel()
            session.invalidateAndCancel()
            throw Failure.timedOut(string, seconds: options.timeout)
        }
        session.finishTasksAndInvalidate()
        let (response, data) = try exchange.result()
        switch response.statusCode {
        case 304 where hasBody:
            return body
        case 200:
            do {
                try fm.createDirectory(at: options.cacheDirectory, withIntermediateDirectories: true)
                try data.write(to: body, options: .atomic)
                let entry = CacheEntry(url: string, etag: response.value(forHTTPHeaderField: "ETag"),
                                       lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
                try JSONEncoder().encode(entry).write(to: meta, options: .atomic)
            } catch {
                throw Failure.cache("cannot write \(body.path): \(error.localizedDescription)")
            }
            return body
        case 300...399:
            throw Failure.tooManyRedirects(string, limit: options.maxRedirects)
        default:
            throw Failure.status(string, response.statusCode)
        }
    }

    /// One request's delegate: follows only allowed redirects, stops at the size limit.
    private final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let options: Options, original: String
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var data = Data()
        private var response: HTTPURLResponse?
        private var failure: Failure?
        private var redirects = 0

        init(options: Options, original: String) { self.options = options; self.original = original }

        func result() throws -> (HTTPURLResponse, Data) {
            lock.lock(); defer { lock.unlock() }
            if let failure { throw failure }
            guard let response else { throw Failure.network(original, "no response") }
            return (response, data)
        }

        private func fail(_ f: Failure) { lock.lock(); if failure == nil { failure = f }; lock.unlock() }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            lock.lock(); redirects += 1; let n = redirects; lock.unlock()
            guard n <= options.maxRedirects else {
                fail(.tooManyRedirects(original, limit: options.maxRedirects)); completionHandler(nil); return
            }
            guard let next = request.url else { completionHandler(nil); return }
            do { try options.policy.check(next) } catch let r as HostPolicy.Refusal {
                fail(.refused(next.absoluteString, r)); completionHandler(nil); return
            } catch { completionHandler(nil); return }
            completionHandler(request)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            if response.expectedContentLength > Int64(options.maxBytes) {
                fail(.tooLarge(original, limit: options.maxBytes)); completionHandler(.cancel); return
            }
            lock.lock(); self.response = response as? HTTPURLResponse; lock.unlock()
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive chunk: Data) {
            lock.lock()
            data.append(chunk)
            let over = data.count > options.maxBytes
            lock.unlock()
            if over { fail(.tooLarge(original, limit: options.maxBytes)); dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            if let error {
                let ns = error as NSError
                if ns.code == NSURLErrorTimedOut { fail(.timedOut(original, seconds: options.timeout)) }
                else { fail(.network(original, error.localizedDescription)) }
            } else if let r = task.response as? HTTPURLResponse {
                lock.lock(); if response == nil { response = r }; lock.unlock()
            }
            done.signal()
        }
    }
}
