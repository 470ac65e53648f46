import Foundation

/// What a backend draws: absolute, pixel-rounded geometry and resolved paint.
/// Backends know nothing of views; layout knows nothing of backends.
public struct DisplayList: Sendable {
    public var canvas: Surface
    public var items: [DisplayItem]
    public init(canvas: Surface, items: [DisplayItem]) { self.canvas = canvas; self.items = items }
    public init(size: CGSize, scale: CGFloat = 1, items: [DisplayItem]) { self.init(canvas: Surface(size: size, scale: scale), items: items) }

    /// The canvas size in points.
    public var size: CGSize { canvas.size }
    /// Pixels per point the geometry was rounded for.
    public var scale: CGFloat { canvas.scale }
}

public indirect enum DisplayItem: Sendable {
    case shape(ShapeItem)
    case text(TextItem)
    case image(ImageItem)
    /// `items` drawn through one effect; an effect wrapping an effect applies the inner one first.
    case effect(DisplayEffect, [DisplayItem])
}

public struct ShapeItem: Sendable {
    public var path: Path
    public var paint: Paint
    /// nil fills; otherwise the path is stroked with this style.
    public var stroke: StrokeStyle?
    public var eoFill: Bool
    public var antialiased: Bool
    public init(path: Path, paint: Paint, stroke: StrokeStyle? = nil, eoFill: Bool = false, antialiased: Bool = true) {
        self.path = path; self.paint = paint; self.stroke = stroke; self.eoFill = eoFill; self.antialiased = antialiased
    }
}

/// A paragraph as shaped glyph runs: no engine object, so the list prints,
/// compares and reaches any writer as plain values.
public struct TextItem: Hashable, Sendable {
    public var runs: [GlyphRun]
    /// The paragraph box's size; `origin` is its top-left.
    public var size: CGSize
    public var origin: CGPoint
    /// A paint replacing the runs' own colours (gradient text), or nil.
    public var paint: Paint?
    public init(runs: [GlyphRun], size: CGSize, origin: CGPoint, paint: Paint? = nil) {
        self.runs = runs; self.size = size; self.origin = origin; self.paint = paint
    }
    public init(layout: TextLayout, origin: CGPoint, paint: Paint? = nil) {
        self.init(runs: layout.glyphRuns, size: layout.size, origin: origin, paint: paint)
    }
}

/// Decoded pixels, straight RGBA, row-major.
public final class RasterImage: @unchecked Sendable {
    public let width: Int, height: Int
    public let pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) { self.width = width; self.height = height; self.pixels = pixels }
}

public enum ImageInterpolation: Hashable, Sendable { case none, low, medium, high }

public struct ImageItem: Sendable {
    public var image: RasterImage
    public var rect: CGRect
    public var interpolation: ImageInterpolation
    /// Template images paint this over the image's alpha.
    public var tint: Paint?
    /// Tiles of `tileSize` instead of one stretched copy.
    public var tileSize: CGSize?
    /// false: the image's edges are not smoothed when transformed (`Image.antialiased(false)`).
    public var antialiased: Bool
    public init(image: RasterImage, rect: CGRect, interpolation: ImageInterpolation = .high, tint: Paint? = nil,
                tileSize: CGSize? = nil, antialiased: Bool = true) {
        self.image = image; self.rect = rect; self.interpolation = interpolation; self.tint = tint; self.tileSize = tileSize
        self.antialiased = antialiased
    }
}

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public struct ShadowEffect: Hashable, Sendable {
    public var color: RGBA, radius: CGFloat, offset: CGSize
    public init(color: RGBA, radius: CGFloat, offset: CGSize) { self.color = color; self.radius = radius; self.offset = offset }
}
