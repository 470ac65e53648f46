import Foundation

/// How large an image may be before any pixels are allocated, and how many
/// views a tree may resolve to before layout.
public struct RenderLimits: Sendable {
    public var maxPixelsPerSide = 16_384
    public var maxTotalPixels = 64_000_000
    /// Views resolved per render, each modifier counting as one; counted before
    /// layout, so a tree over it costs its resolution only.
    public var maxViews = 100_000
    /// Decoded pixels of all the image files one render draws, each file counted
    /// once and before it is decoded (from its header). The same default as a
    /// scene's `maxTotalImagePixels`; `Image(data:)` is decoded by its caller and not counted.
    public var maxTotalImagePixels = 100_000_000
    public init() {}
}

public enum RenderError: Error, CustomStringConvertible, Equatable {
    case canvasTooLarge(width: Int, height: Int, reason: String)
    case emptyCanvas(width: CGFloat, height: CGFloat)
    case cairo(String)
    case io(String)
    /// The tree resolved to more than `RenderLimits.maxViews` views.
    case tooManyViews(String)
    /// The images would decode to more than `RenderLimits.maxTotalImagePixels` pixels; the message names the file.
    case tooManyImagePixels(String)
    public var description: String {
        switch self {
        case .tooManyViews(let m), .tooManyImagePixels(let m): return m
        case let .canvasTooLarge(w, h, reason): return "canvas of \(w)×\(h) pixels is too large: \(reason)"
        case let .emptyCanvas(w, h): return "canvas of \(w)×\(h) points has no pixels"
        case .cairo(let m): return "cairo: \(m)"
        case .io(let m): return m
        }
    }
}
