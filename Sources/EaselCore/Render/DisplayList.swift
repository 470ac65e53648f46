import Foundation

/// What a backend draws: absolute, pixel-rounded geometry and resolved paint.
/// Backends know nothing of views; layout knows nothing of backends.
public struct DisplayList: Sendable {
    public var size: CGSize
    public var items: [DisplayItem]
    public init(size: CGSize, items: [DisplayItem]) { self.size = size; self.items = items }
}

public indirect enum DisplayItem: Sendable {
    case shape(ShapeItem)
    case text(TextItem)
    case image(ImageItem)
    case layer(LayerItem)
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

/// A group of items drawn together, then composited with effects.
public struct LayerItem: Sendable {
    public var items: [DisplayItem]
    public var opacity: Double = 1
    public var transform: CGAffineTransform = .identity
    public var clip: Path?
    public var clipEOFill = false
    public var shadow: ShadowEffect?
    public var blurRadius: CGFloat = 0
    public var blendMode: BlendMode = .normal
    /// Items whose alpha masks this layer.
    public var mask: [DisplayItem]?
    public var bounds: CGRect
    public init(items: [DisplayItem], bounds: CGRect) { self.items = items; self.bounds = bounds }
}
