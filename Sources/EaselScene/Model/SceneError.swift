import Foundation

/// A problem with a scene, its data or its files, pinned to where it is:
/// `card.yaml:12:7: body.VStack.content[2].frame.width: expected a number, got "wide"`.
public struct SceneError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var location: SourceLocation?
    /// Dotted path from the document root to the offending value (may be empty).
    public var keyPath: String
    public var message: String
    /// The nearest valid name, for misspellings.
    public var suggestion: String?

    public init(file: String, location: SourceLocation?, keyPath: String, message: String, suggestion: String? = nil) {
        self.file = file; self.location = location; self.keyPath = keyPath; self.message = message; self.suggestion = suggestion
    }

    public var description: String {
        var s = file
        if let location { s += ":\(location.line):\(location.column)" }
        s += ": "
        if !keyPath.isEmpty { s += SceneError.abbreviated(keyPath) + ": " }
        s += message
        if let suggestion { s += " (did you mean '\(suggestion)'?)" }
        return s
    }
}

extension SceneError {
    /// Very deep paths keep their first and last steps, so the message stays one readable line.
    static func abbreviated(_ path: String) -> String {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 12 { return (parts.prefix(4) + ["…"] + parts.suffix(4)).joined(separator: ".") }
        // Lists nested in lists make one long step: `body[0][0]…[0]`.
        guard path.count > 120 else { return path }
        return String(path.prefix(40)) + "…" + String(path.suffix(40))
    }
}

extension SceneError: LocalizedError {
    public var errorDescription: String? { description }
}
