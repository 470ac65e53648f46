#if Serve
import EaselScene
import Foundation

/// Everything the server answers with an error status, each with the JSON body it
/// sends: a message a person can act on, and for scene errors where in the file.
public enum ServeFailure: Error, Sendable {
    case badQuery(key: String, String)
    case notFound(String)
    case scene(SceneError)
    case render(String)
    case busy(retryAfter: Int)
    case overDeadline(seconds: Double)
    case tooLarge(String)
    case disabled(String)

    public var status: Int {
        switch self {
        case .badQuery: return 400
        case .notFound, .disabled: return 404
        case .scene, .render: return 422
        case .tooLarge: return 413
        case .busy, .overDeadline: return 503
        }
    }

    /// `{"error": {"status": …, "message": …, "file": …, "line": …, "column": …, "key": …}}`,
    /// keys sorted so the same failure is the same bytes.
    public var json: Data {
        var e: [String: Any] = ["status": status]
        switch self {
        case .badQuery(let key, let m):
            e["message"] = "query parameter \(key): \(m)"; e["key"] = key
        case .notFound(let m), .render(let m), .tooLarge(let m), .disabled(let m):
            e["message"] = m
        case .scene(let s):
            e["message"] = s.description
            e["file"] = s.file
            if let l = s.location { e["line"] = l.line; e["column"] = l.column }
            if !s.keyPath.isEmpty { e["key"] = s.keyPath }
            if let sug = s.suggestion { e["suggestion"] = sug }
        case .busy(let r):
            e["message"] = "every renderer is busy and the queue is full; retry in \(r) s"
        case .overDeadline(let s):
            e["message"] = "the render did not finish within its \(DataValue.formatSeconds(s)) s deadline"
        }
        let body = (try? JSONSerialization.data(withJSONObject: ["error": e], options: [.sortedKeys])) ?? Data("{}".utf8)
        return body + Data("\n".utf8)
    }
}

extension DataValue {
    static func formatSeconds(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(format: "%.2g", s)
    }
}
#endif
