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
        try data(from: renderer, pass: renderer.pass())
    }

    /// A pass the renderer already laid out, encoded in this format (no second layout).
    public func data<V: View>(from renderer: ImageRenderer<V>, pass: ImageRenderer<V>.Pass) throws -> Data {
        try pass.check()
        switch self {
        case .png: return try renderer.pngData(of: pass.list)
        case .svg: return try renderer.svgData(of: pass.list)
        case .pdf: return try renderer.pdfData(of: pass.list)
        }
    }

    /// “.png, .svg or .pdf”, for messages and help.
    public static var extensionList: String { spoken(allCases.map { "." + $0.fileExtension }) }

    /// “png, svg or pdf”, for options that name a format. Built once, with a
    /// closure: ArgumentParser makes `render`'s help text (which holds it) on every
    /// parse, and a key path's first use costs run-time metadata look-ups.
    public static let nameList: String = spoken(allCases.map { $0.rawValue })

    /// A plain loop: the generic `joined` on a slice looks its element type up at
    /// run time on first use, on every cold `easel render`'s path.
    static func spoken(_ names: [String]) -> String {
        var text = ""
        for (i, name) in names.enumerated() {
            if i > 0 { text += i == names.count - 1 ? " or " : ", " }
            text += name
        }
        return text
    }
}
