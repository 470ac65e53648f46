import Foundation

/// An image format Easel writes: its file extension, MIME type and encoder in
/// one place. `ImageRenderer.write(to:)`, scene rendering and command-line help
/// are derived from `allCases`, so a new format is one new case here.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a file name asks for, by extension.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    public var fileExtension: String { rawValue }

    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }

    /// The renderer's view encoded in this format, with the renderer's defaults.
    public func data<V: View>(from renderer: ImageRenderer<V>) throws -> Data {
        switch self {
        case .png: return try renderer.pngData()
        case .svg: return try renderer.svgData()
        case .pdf: return try renderer.pdfData()
        }
    }

    /// “.png, .svg or .pdf”, for messages and help.
    public static var extensionList: String {
        let names = allCases.map { "." + $0.fileExtension }
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
