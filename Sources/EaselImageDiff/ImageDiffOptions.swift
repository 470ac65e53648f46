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
    /// When set, pixels are measured by their CIE94 ΔE in L*a*b* (0…100, about 2 is
    /// just noticeable) instead of the YIQ distance, and differ beyond this value;
    /// `threshold` is then unused. swift-snapshot-testing's `perceptualPrecision` p
    /// is this with a maximum of (1 − p) × 100.
    public var maxDeltaE: Double?

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false,
                maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0, maxDeltaE: Double? = nil) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.maxDeltaE = maxDeltaE
    }

    /// swift-snapshot-testing's tolerances with the meaning that library documents:
    /// `precision` is the share of pixels that must match, and a pixel matches when its
    /// ΔE94 is at most (1 − `perceptualPrecision`) × 100. Every pixel counts, as there
    /// (no anti-aliasing allowance).
    public static func pointfree(precision: Double, perceptualPrecision: Double) -> ImageDiffOptions {
        let p = min(1, max(0, precision)), pp = min(1, max(0, perceptualPrecision))
        return ImageDiffOptions(includeAntiAliasing: true, maxDiffPixelRatio: 1 - p, maxDeltaE: (1 - pp) * 100)
    }

    public static let `default` = ImageDiffOptions()
}
