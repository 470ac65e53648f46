#if Serve
import Foundation
import HTTPTypes
import Hummingbird

/// One JSON line per request (method, path, status, bytes, milliseconds, cache hit or
/// miss), so any log pipeline can parse it without a grammar. The query is left out:
/// it carries the users' data.
public final class AccessLog: @unchecked Sendable {
    private let handle: FileHandle?
    private let lock = NSLock()

    /// `nil` writes nothing.
    public init(_ handle: FileHandle?) { self.handle = handle }

    public func record(method: String, path: String, status: Int, bytes: Int, milliseconds: Double, cache: String?) {
        guard let handle else { return }
        let time = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!,
                                               formatOptions: [.withInternetDateTime, .withFractionalSeconds])
        let line = "{\"time\":\"\(time)\",\"method\":\"\(method)\",\"path\":\(AccessLog.quoted(path)),\"status\":\(status)"
            + ",\"bytes\":\(bytes),\"ms\":\(String(format: "%.2f", milliseconds)),\"cache\":\"\(cache ?? "-")\"}\n"
        lock.withLock { handle.write(Data(line.utf8)) }
    }

    static func quoted(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case _ where u.value < 0x20: r += String(format: "\\u%04x", u.value)
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }
}

/// Times every request and writes its access-log line; the outermost middleware, so
/// the line shows the status the client really got.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: AccessLog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let response: Response
        do { response = try await next(request, context) } catch { response = ErrorResponses.response(for: error) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        log.record(method: request.method.rawValue, path: request.uri.path, status: response.status.code,
                   bytes: response.body.contentLength ?? 0, milliseconds: ms, cache: response.headers[.easelCache])
        return response
    }
}

extension HTTPField.Name {
    /// `hit` or `miss`: whether the image came from the server's memory.
    public static let easelCache = Self("X-Easel-Cache")!
}
#endif
