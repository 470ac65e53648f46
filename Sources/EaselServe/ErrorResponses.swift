#if Serve
import Foundation
import HTTPTypes
import Hummingbird

/// Every failure as a JSON body: the server's own with their located messages,
/// Hummingbird's (an unknown route, a body over the limit) with their status, and
/// anything else as a bare 500 that names no internals.
enum ErrorResponses {
    static func response(for error: Error) -> Response {
        if let f = error as? ServeFailure {
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            headers[.cacheControl] = "no-store"
            if case .busy(let after) = f { headers[.retryAfter] = String(after) }
            if case .overDeadline = f { headers[.retryAfter] = "1" }
            return Response(status: .init(code: f.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: f.json)))
        }
        let status: HTTPResponse.Status = (error as? any HTTPResponseError)?.status ?? .internalServerError
        let message = status == .internalServerError ? "internal error" : status.reasonPhrase.lowercased()
        let body = "{\"error\":{\"message\":\(AccessLog.quoted(message)),\"status\":\(status.code)}}\n"
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
#endif
