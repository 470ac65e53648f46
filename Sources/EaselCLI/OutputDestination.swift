import EaselScene
import Foundation

/// Where rendered bytes go: a file (written atomically) or standard output.
enum OutputDestination {
    case stdout
    case file(URL)

    init(_ path: String) { self = path == "-" ? .stdout : .file(URL(fileURLWithPath: path)) }

    func write(_ data: Data) throws {
        switch self {
        case .stdout: FileHandle.standardOutput.write(data)
        case .file(let url): try AtomicFile.write(data, to: url)
        }
    }
}

extension OutputFormat {
    /// `--format` wins; else the output's extension; standard output needs `--format`.
    static func choose(_ explicit: String?, output: String) throws -> OutputFormat {
        if let explicit {
            guard let f = OutputFormat(rawValue: explicit.lowercased()) else {
                throw CLIFailure("unknown format '\(explicit)'; use \(OutputFormat.nameList)", code: .usage)
            }
            return f
        }
        if output == "-" { return .png }
        guard let f = OutputFormat(path: output) else {
            throw CLIFailure("cannot tell the format of '\(output)' from its extension; use \(OutputFormat.extensionList), or pass --format", code: .usage)
        }
        return f
    }
}
