import Foundation

public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a file name asks for, by extension.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}
