/// How tolerant a pixel comparison is.
///
/// The defaults follow pixelmatch: a YIQ threshold of 0.1 and anti-aliased pixels
/// ignored, with no differing pixel allowed beyond that.
public struct ImageDiffOptions: Hashable, Sendable {
    /// Per-pixel perceptual distance, 0 (any change counts) to 1 (nothing counts),
    /// on a scale where the two most distant colours are 1 (black against white is 0.97).
    public var threshold: Double
    /// Counts pixels that look like anti-aliasing as differences too.
    public var includeAntiAliasing: Bool
    /// Differing pixels tolerated before the comparison fails.
    public var maxDiffPixels: Int
    /// Differing pixels tolerated as a fraction (0…1) of all pixels.
    /// A comparison passes when it is within either tolerance.
    public var maxDiffPixelRatio: Double

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false,
                maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    public static let `default` = ImageDiffOptions()
}
