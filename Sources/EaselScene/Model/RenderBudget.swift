import Foundation
import EaselCore
import EaselCairo

/// What one render has spent so far, against `SceneLimits`. Each step asks
/// before it does its work, so a refusal costs nothing: a loop is refused
/// before the iteration past the limit, an image before it is decoded.
final class RenderBudget {
    let limits: SceneLimits
    let startedAt = Date()
    private(set) var loopIterations = 0
    private(set) var textCharacters = 0
    private(set) var imagePixels = 0
    private(set) var effects = 0
    private(set) var pathSegments = 0
    private(set) var fonts: [URL] = []
    /// Where each blur and shadow was written, for the cost check once the image size is known.
    private(set) var effectSites: [EffectSite] = []
    /// Each image file is decoded once per render, however many views show it.
    private var decoded: [URL: RasterImage] = [:]

    init(limits: SceneLimits) { self.limits = limits }

    var deadline: Date? { limits.timeout > 0 ? startedAt.addingTimeInterval(limits.timeout) : nil }

    func checkDeadline(at cursor: Cursor) throws {
        if let deadline, Date() > deadline { throw cursor.error(timeoutMessage) }
    }

    var timeoutMessage: String {
        "the render took longer than \(DataValue.format(limits.timeout)) s (limit timeout; raise it with --timeout SECONDS, or SceneLimits.timeout in Swift)"
    }

    func countIteration(at cursor: Cursor) throws {
        loopIterations += 1
        if loopIterations > limits.maxLoopIterations {
            throw cursor.error("more than \(limits.maxLoopIterations) ForEach iterations in one render" + SceneLimits.raise("maxLoopIterations"))
        }
        if loopIterations & 1023 == 0 { try checkDeadline(at: cursor) }
    }

    func countText(_ characters: Int, at cursor: Cursor) throws {
        textCharacters += characters
        if textCharacters > limits.maxTotalTextCharacters {
            throw cursor.error("more than \(limits.maxTotalTextCharacters) characters of text in one render" + SceneLimits.raise("maxTotalTextCharacters"))
        }
    }

    func countEffect(radius: Double, at cursor: Cursor) throws {
        effects += 1
        if effects > limits.maxEffects {
            throw cursor.error("more than \(limits.maxEffects) blurs and shadows in one render" + SceneLimits.raise("maxEffects"))
        }
        if radius > limits.maxEffectRadius {
            throw cursor.error("radius \(DataValue.format(radius)) is over \(DataValue.format(limits.maxEffectRadius)) points" + SceneLimits.raise("maxEffectRadius"))
        }
        effectSites.append(EffectSite(location: cursor.node.location, path: cursor.path, radius: radius))
    }

    func countPathSegments(_ n: Int, at cursor: Cursor) throws {
        pathSegments += n
        if pathSegments > limits.maxPathSegments {
            throw cursor.error("more than \(limits.maxPathSegments) path segments and dashes in one render" + SceneLimits.raise("maxPathSegments"))
        }
    }

    /// True when the font is new to this render; a repeat is not counted again.
    func registerFont(_ url: URL, at cursor: Cursor) throws -> Bool {
        if fonts.contains(url) { return false }
        if fonts.count >= limits.maxFonts {
            throw cursor.error("more than \(limits.maxFonts) font files in one scene" + SceneLimits.raise("maxFonts"))
        }
        fonts.append(url)
        return true
    }

    /// The decoded image for a file, decoding it only the first time, and only
    /// if its header's pixel count fits in what is left of the budget.
    func image(_ url: URL, pixels: Int, at cursor: Cursor, decode: () throws -> RasterImage) throws -> RasterImage {
        if let hit = decoded[url] { return hit }
        if imagePixels + pixels > limits.maxTotalImagePixels {
            throw cursor.error("decoding this image would bring the render to \(imagePixels + pixels) image pixels; the limit is \(limits.maxTotalImagePixels)"
                               + SceneLimits.raise("maxTotalImagePixels"))
        }
        let image = try decode()
        imagePixels += pixels
        decoded[url] = image
        return image
    }
}

extension RenderBudget {
    /// A dash pattern costs one segment per entry, and its total length bounds
    /// how many dashes cairo draws along a path; cairo refuses a zero total.
    func dashes(_ pattern: [CGFloat], at cursor: Cursor) throws -> [CGFloat] {
        try countPathSegments(pattern.count, at: cursor)
        let total = pattern.reduce(0, +)
        if !pattern.isEmpty, total < 0.1 {
            throw cursor.error("the dash pattern adds up to \(DataValue.format(Double(total))) points; it must add up to at least 0.1")
        }
        return pattern
    }
}

/// A blur or shadow as written, kept until layout tells how large the image is.
public struct EffectSite: Sendable {
    var location: SourceLocation
    var path: String
    var radius: Double

    /// The most pixels this effect can process on a `width`×`height`-pixel image:
    /// its offscreen buffer covers the image plus three deviations (1.5 × radius)
    /// on each side, and is capped at 8192 pixels a side.
    func cost(width: Double, height: Double, scale: Double) -> Double {
        let pad = 1.5 * radius * scale + 1
        return min(8192, width + 2 * pad) * min(8192, height + 2 * pad)
    }
}
