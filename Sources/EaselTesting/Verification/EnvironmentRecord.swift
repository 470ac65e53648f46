import Foundation
import EaselCairo
import EaselText

/// Reads and writes `environment.json` in a golden folder.
enum EnvironmentRecord {
    static func encode(_ environment: RenderEnvironment) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(environment) + Data("\n".utf8)
    }

    /// Writes the file only when its content would change, so recording goldens on
    /// an unchanged machine leaves it untouched in version control.
    static func write(_ environment: RenderEnvironment, to url: URL) throws {
        let data = try encode(environment)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try data.write(to: url, options: .atomic)
    }

    /// The recorded environment, or nil when there is none (or it cannot be read:
    /// an unreadable record should not hide the comparison's own result).
    static func read(from url: URL) -> RenderEnvironment? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(RenderEnvironment.self, from: data)
    }

    /// A paragraph opening a failure message when this machine differs from the one
    /// that recorded the goldens; nil when they agree or nothing was recorded.
    static func mismatchNote(current: RenderEnvironment, recordedAt url: URL) -> (note: String, lines: [String])? {
        guard let recorded = read(from: url) else { return nil }
        let lines = current.differences(from: recorded, labels: (mine: "here", theirs: "golden"))
        guard !lines.isEmpty else { return nil }
        let note = "The render environment differs from the one that recorded these goldens "
            + "(\(url.path)), so pixels may differ for that reason alone:\n"
            + lines.map { "  • \($0)" }.joined(separator: "\n")
        return (note, lines)
    }
}
