import Foundation
import EaselCore

/// A rectangle of pixels, in image coordinates (origin top-left).
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// What comparing an expected image with an actual one found.
public struct ImageDifference: Sendable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels whose colour differs beyond the threshold and that are not anti-aliasing.
    public var differentPixels: Int
    /// Pixels beyond the threshold that were taken for anti-aliasing (not counted).
    public var antiAliasedPixels: Int
    /// The largest difference among the counted pixels, on the threshold's 0…1 scale
    /// (in ΔE94 when `options.maxDeltaE` is set).
    public var largestDifference: Double
    /// The smallest rectangle holding every counted pixel, nil when none differ.
    public var changedRegion: PixelRect?
    /// Red where pixels differ and yellow where only anti-aliasing does, over a faded
    /// copy of the expected image; nil unless asked for. When the sizes differ: the
    /// expected image, the actual one and their overlap's diff side by side, each padded
    /// to the larger width and height (see `SizeMismatchImage`).
    public var diffImage: RasterImage?
    public var options: ImageDiffOptions

    public var sizesMatch: Bool {
        expectedSize.width == actualSize.width && expectedSize.height == actualSize.height
    }

    public var pixelCount: Int { expectedSize.width * expectedSize.height }

    /// Whether the difference is within the options' tolerances.
    public var isWithinTolerance: Bool {
        guard sizesMatch else { return false }
        if differentPixels <= options.maxDiffPixels { return true }
        return pixelCount > 0 && Double(differentPixels) / Double(pixelCount) <= options.maxDiffPixelRatio
    }

    /// One paragraph a person can act on: what changed, how much, and where.
    public var summary: String {
        guard sizesMatch else {
            return "Image size differs: expected \(expectedSize.width)×\(expectedSize.height) px, "
                + "got \(actualSize.width)×\(actualSize.height) px."
        }
        let percent = pixelCount > 0 ? 100 * Double(differentPixels) / Double(pixelCount) : 0
        var text = "\(differentPixels) pixel\(differentPixels == 1 ? "" : "s") differ"
            + "\(differentPixels == 1 ? "s" : "") (\(format(percent, digits: 4))% of \(expectedSize.width)×\(expectedSize.height))"
        if let region = changedRegion {
            if let maxDeltaE = options.maxDeltaE {
                text += ", largest ΔE94 \(format(largestDifference, digits: 3)) (allowed \(format(maxDeltaE, digits: 3)))"
            } else {
                text += ", largest difference \(format(largestDifference, digits: 3)) (threshold \(format(options.threshold, digits: 3)))"
            }
            text += ", changed region \(region)"
        }
        if antiAliasedPixels > 0 {
            text += "; \(antiAliasedPixels) anti-aliased pixel\(antiAliasedPixels == 1 ? "" : "s") ignored"
        }
        var tolerances: [String] = []
        if options.maxDiffPixels > 0 {
            tolerances.append("\(options.maxDiffPixels) pixel\(options.maxDiffPixels == 1 ? "" : "s")")
        }
        if options.maxDiffPixelRatio > 0 {
            tolerances.append("\(format(100 * options.maxDiffPixelRatio, digits: 4))% of pixels")
        }
        if !tolerances.isEmpty { text += "; tolerance " + tolerances.joined(separator: " or ") }
        return text + "."
    }

    private func format(_ value: Double, digits: Int) -> String {
        // Fixed notation without trailing zeros, stable across locales.
        var s = String(format: "%.\(digits)f", value)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s
    }
}
