import Foundation
import EaselCore
import EaselSVG
import EaselCairo

/// The last stage of a render: a display list to the bytes of one file
/// format. An encoder reads nothing but its two arguments (no view, no
/// environment, no task-local state), so the same list and context give the
/// same bytes, on any thread. `OutputFormat` pairs each encoder with its name,
/// extensions and MIME type; a new format is an encoder and one entry there.
public protocol ImageEncoder: Sendable {
    func encode(_ list: DisplayList, _ context: RenderContext) throws -> Data
}

/// What encoders need besides the list. Each reads the fields of its own
/// format; `ImageRenderer` fills them from its properties.
public struct RenderContext: Sendable {
    /// Checked before any pixel buffer is allocated.
    public var limits: RenderLimits
    public var pngCompression: PNGCompression
    /// Pixels per point of the images a PDF embeds colour glyphs (emoji) as:
    /// nil or anything lower means the list's scale; at most 8.
    public var pdfColorGlyphScale: CGFloat?
    /// Glyph outlines (the default, as the PNG looks) or selectable `<text>`.
    public var svgText: SVGTextMode
    /// 0 (smallest file) to 1 (best picture), as UIKit's `jpegData(compressionQuality:)`.
    public var jpegQuality: CGFloat

    public init(limits: RenderLimits = RenderLimits(), pngCompression: PNGCompression = .fast,
                pdfColorGlyphScale: CGFloat? = nil, svgText: SVGTextMode = .paths,
                jpegQuality: CGFloat = RenderContext.defaultJPEGQuality) {
        self.limits = limits; self.pngCompression = pngCompression; self.pdfColorGlyphScale = pdfColorGlyphScale
        self.svgText = svgText; self.jpegQuality = jpegQuality
    }

    /// UIKit has no default (`jpegData(compressionQuality:)` takes it every
    /// time); 0.9 is chosen: no visible ringing around text at 1× and 2×.
    public static let defaultJPEGQuality: CGFloat = 0.9
}
