import Foundation

/// Bounds on everything a scene can ask for, checked before the work is done,
/// so a hostile or mistaken file fails fast with a message instead of
/// exhausting memory or time.
public struct SceneLimits: Sendable {
    /// Bytes of scene text.
    public var maxSceneBytes = 4 << 20
    /// Bytes of data (the `data` section, `--data` files, each JSON-lines record).
    public var maxDataBytes = 16 << 20
    /// YAML/JSON nodes in the scene, and views after `ForEach` expansion.
    public var maxNodes = 50_000
    /// Nesting of views and values.
    public var maxDepth = 100
    /// Characters in one string (a Text, an interpolated value).
    public var maxTextLength = 20_000
    /// Width or height of the output in pixels (points × scale).
    public var maxPixelDimension = 16_384
    /// Width × height of the output in pixels.
    public var maxTotalPixels = 64 << 20
    /// Largest `scale`.
    public var maxScale: Double = 8
    /// Magnitude of any number (points, radii, offsets).
    public var maxNumber: Double = 100_000
    /// Width × height of a decoded image, read from its header before decoding.
    public var maxImagePixels = 50_000_000
    /// Bytes of one referenced file (image or font).
    public var maxAssetBytes = 64 << 20

    public init() {}
    public static let `default` = SceneLimits()
}
