import Foundation

/// An image format Easel writes: its name, file extensions, MIME type and
/// encoder in one value. `allCases` is the list of formats: `ImageRenderer.write(to:)`,
/// scene rendering, the command line's help and messages and `easel serve`'s
/// content types are all derived from it, so a new format is an `ImageEncoder`
/// and one entry here.
public struct OutputFormat: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The name `--format` and `?format=` take.
    public let rawValue: String
    /// The extensions that name the format, the first the one written.
    public let fileExtensions: [String]
    public let mimeType: String
    public let encoder: any ImageEncoder

    public init(name: String, fileExtensions: [String], mimeType: String, encoder: any ImageEncoder) {
        rawValue = name; self.fileExtensions = fileExtensions; self.mimeType = mimeType; self.encoder = encoder
    }

    public static let png = OutputFormat(name: "png", fileExtensions: ["png"], mimeType: "image/png", encoder: PNGOutput())
    public static let svg = OutputFormat(name: "svg", fileExtensions: ["svg"], mimeType: "image/svg+xml", encoder: SVGOutput())
    public static let pdf = OutputFormat(name: "pdf", fileExtensions: ["pdf"], mimeType: "application/pdf", encoder: PDFOutput())
    public static let jpeg = OutputFormat(name: "jpeg", fileExtensions: ["jpg", "jpeg"], mimeType: "image/jpeg", encoder: JPEGOutput())

    public static let allCases: [OutputFormat] = [.png, .svg, .pdf, .jpeg]

    /// The format a name or an extension (lowercase) names.
    public init?(rawValue: String) {
        guard let f = Self.allCases.first(where: { $0.rawValue == rawValue || $0.fileExtensions.contains(rawValue) }) else { return nil }
        self = f
    }

    /// The format a file name asks for, by extension.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    public var fileExtension: String { fileExtensions[0] }
    public var description: String { rawValue }

    public static func == (a: OutputFormat, b: OutputFormat) -> Bool { a.rawValue == b.rawValue }
    public func hash(into h: inout Hasher) { h.combine(rawValue) }

    /// The renderer's view encoded in this format, with the renderer's defaults.
    public func data<V: View>(from renderer: ImageRenderer<V>) throws -> Data {
        try data(from: renderer, pass: renderer.pass())
    }

    /// A pass the renderer already laid out, encoded in this format (no second layout).
    public func data<V: View>(from renderer: ImageRenderer<V>, pass: ImageRenderer<V>.Pass) throws -> Data {
        try pass.check()
        return try encoder.encode(pass.list, renderer.renderContext)
    }

    /// “.png, .svg, .pdf or .jpg”, for messages and help.
    public static let extensionList: String = spoken(allCases.map { "." + $0.fileExtension })

    /// “png, svg, pdf or jpeg”, for options that name a format. Built once, with a
    /// closure: ArgumentParser makes `render`'s help text (which holds it) on every
    /// parse, and a key path's first use costs run-time metadata look-ups.
    public static let nameList: String = spoken(allCases.map { $0.rawValue })

    /// “PNG, SVG, PDF or JPEG”, for command descriptions.
    public static let titleList: String = spoken(allCases.map { $0.rawValue.uppercased() })

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
