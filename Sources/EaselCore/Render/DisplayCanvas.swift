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

extension DisplayList {
    /// What the items are drawn on: its size in points, the scale the items
    /// were rounded for, its size in pixels and what fills it first.
    public struct Canvas: Sendable, Equatable {
        public var size: CGSize
        public var scale: CGFloat
        /// Fills the canvas before the items (nil: transparent).
        public var background: RGBA?
        /// Whole pixels, possibly infinite or zero: `pixels(within:)` checks them.
        public private(set) var pixelSize: CGSize

        public init(size: CGSize, scale: CGFloat = 1, background: RGBA? = nil) {
            self.size = size; self.scale = scale; self.background = background
            // The far edges round like every other rect (nearest, ties up), so a
            // root background covers the canvas exactly, with no half-covered
            // last row; a side that has any extent gets at least one pixel.
            pixelSize = CGSize(width: max((size.width * scale + 0.5).rounded(.down), size.width > 0 ? 1 : 0),
                               height: max((size.height * scale + 0.5).rounded(.down), size.height > 0 ? 1 : 0))
        }

        /// The pixel size, refused when empty, not finite or over the limits:
        /// the one check every output makes before allocating anything.
        public func pixels(within limits: RenderLimits) throws -> (width: Int, height: Int) {
            guard scale.isFinite, scale >= 0.01 else {
                throw RenderError.io("scale \(scale) is not a finite number ≥ 0.01; cairo cannot draw at it")
            }
            let wf = pixelSize.width, hf = pixelSize.height
            guard wf.isFinite, hf.isFinite else {
                throw RenderError.canvasTooLarge(width: Int.max, height: Int.max, reason: "the size is not finite")
            }
            guard wf >= 1, hf >= 1 else { throw RenderError.emptyCanvas(width: size.width, height: size.height) }
            guard wf <= CGFloat(limits.maxPixelsPerSide), hf <= CGFloat(limits.maxPixelsPerSide) else {
                throw RenderError.canvasTooLarge(width: Int(min(wf, 1e15)), height: Int(min(hf, 1e15)),
                                                 reason: "a side exceeds \(limits.maxPixelsPerSide) pixels")
            }
            let w = Int(wf), h = Int(hf)
            guard w * h <= limits.maxTotalPixels else {
                throw RenderError.canvasTooLarge(width: w, height: h, reason: "more than \(limits.maxTotalPixels) pixels in total")
            }
            return (w, h)
        }
    }
}
