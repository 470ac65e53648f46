import Foundation

extension DisplayList {
    /// What the items are drawn on: its size in points, the scale the items
    /// were rounded for, its size in pixels and what fills it first.
    public struct Surface: Sendable, Equatable {
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

    /// The surface was called `Canvas`, as the scene's settings were.
    @available(*, deprecated, renamed: "Surface")
    public typealias Canvas = Surface
}
