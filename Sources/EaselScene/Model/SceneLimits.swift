import Foundation

/// Bounds on everything a scene can ask for, checked before the work is done,
/// so a hostile or mistaken file fails fast with a message instead of
/// exhausting memory or time. Every refusal names the limit and how to raise it
/// (`--limit name=N` on the command line); `README.md#limits` lists the defaults.
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

    // The per-render work budget: totals over one build, checked before each step.

    /// `ForEach` iterations, counted even when an iteration makes no view.
    public var maxLoopIterations = 200_000
    /// Decoded image pixels summed over the distinct image files of one render
    /// (each file is decoded once, however often it is used).
    public var maxTotalImagePixels = 100_000_000
    /// Distinct font files registered by one scene (repeats are ignored).
    public var maxFonts = 32
    /// Characters of every string the scene reads, summed.
    public var maxTotalTextCharacters = 2_000_000
    /// Blurs and shadows in one render.
    public var maxEffects = 200
    /// Largest blur or shadow radius, in points.
    public var maxEffectRadius: Double = 1_000
    /// Pixels all blurs and shadows may process in one render, each estimated
    /// once the canvas size is known as the image plus the blur's reach on every side.
    public var maxEffectPixels = 16_000_000
    /// Modifiers on one view (each wraps the view once more).
    public var maxModifiers = 100
    /// Segments of every path, and dash entries, summed over one render.
    public var maxPathSegments = 200_000
    /// Seconds one render may take; 0 means no deadline.
    public var timeout: Double = 60

    public init() {}
    public static let `default` = SceneLimits()

    /// The end of every refusal: which limit it was and how to raise it.
    static func raise(_ name: String) -> String {
        " (limit \(name); raise it with --limit \(name)=N, or SceneLimits.\(name) in Swift)"
    }

    /// The names `--limit` accepts, with their key paths.
    static let settable: [(name: String, path: WritableKeyPath<SceneLimits, Int>)] = [
        ("maxSceneBytes", \.maxSceneBytes), ("maxDataBytes", \.maxDataBytes), ("maxNodes", \.maxNodes),
        ("maxDepth", \.maxDepth), ("maxTextLength", \.maxTextLength), ("maxPixelDimension", \.maxPixelDimension),
        ("maxTotalPixels", \.maxTotalPixels), ("maxImagePixels", \.maxImagePixels), ("maxAssetBytes", \.maxAssetBytes),
        ("maxLoopIterations", \.maxLoopIterations), ("maxTotalImagePixels", \.maxTotalImagePixels), ("maxFonts", \.maxFonts),
        ("maxTotalTextCharacters", \.maxTotalTextCharacters), ("maxEffects", \.maxEffects), ("maxEffectPixels", \.maxEffectPixels), ("maxModifiers", \.maxModifiers),
        ("maxPathSegments", \.maxPathSegments),
    ]
    static let settableReals: [(name: String, path: WritableKeyPath<SceneLimits, Double>)] = [
        ("maxScale", \.maxScale), ("maxNumber", \.maxNumber), ("maxEffectRadius", \.maxEffectRadius), ("timeout", \.timeout),
    ]

    /// Applies `name=value` from `--limit`. Depth stays under a ceiling the parser's
    /// stack can take whatever the user asks for.
    public mutating func set(_ assignment: String) throws {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        let all = SceneLimits.settable.map(\.name) + SceneLimits.settableReals.map(\.name)
        guard parts.count == 2 else {
            throw SceneError(file: "--limit", location: nil, keyPath: "", message: "'\(assignment)' is not name=value")
        }
        let (name, text) = (parts[0], parts[1])
        if let entry = SceneLimits.settable.first(where: { $0.name == name }) {
            guard let v = Int(text), v >= 0 else {
                throw SceneError(file: "--limit", location: nil, keyPath: name, message: "expected a whole number ≥ 0, got '\(text)'")
            }
            if name == "maxDepth", v > SceneLimits.depthCeiling {
                throw SceneError(file: "--limit", location: nil, keyPath: name,
                                 message: "\(v) is over \(SceneLimits.depthCeiling), the deepest nesting Easel can lay out safely")
            }
            self[keyPath: entry.path] = v
        } else if let entry = SceneLimits.settableReals.first(where: { $0.name == name }) {
            guard let v = Double(text), v.isFinite, v >= 0 else {
                throw SceneError(file: "--limit", location: nil, keyPath: name, message: "expected a finite number ≥ 0, got '\(text)'")
            }
            self[keyPath: entry.path] = v
        } else {
            throw SceneError(file: "--limit", location: nil, keyPath: name, message: "unknown limit '\(name)'",
                             suggestion: Suggestions.nearest(to: name, in: all))
        }
    }

    /// Beyond this the view resolver's own guard (512 levels, counting modifiers) would cut the tree.
    public static let depthCeiling = 150
}
