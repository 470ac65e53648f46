#if os(Linux)
import Foundation
import EaselCore
import EaselCairo

/// UIKit's image, as SwiftUI screens use it: made from a symbol, an asset, a file or
/// bytes, then shown with `Image(uiImage:)`. Decoded images know their size; a symbol's
/// or an asset's size is known only where it is drawn, so `size` is zero for those.
public final class UIImage {
    let image: Image
    /// Pixels per point of a decoded image (the `scale` it was made with).
    public let scale: CGFloat
    /// Points: pixels divided by `scale`; zero for symbols and assets (see the type's note).
    public let size: CGSize
    let renderingMode: RenderingMode

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    init(image: Image, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.image = image; self.size = size; self.scale = scale; self.renderingMode = renderingMode
    }

    /// An empty image, as UIKit's `UIImage()`: draws nothing.
    public convenience init() { self.init(image: Image(raster: RasterImage(width: 1, height: 1, pixels: [0, 0, 0, 0])), size: .zero) }

    /// An SF Symbol, drawn through Easel's symbol catalogue (Material Icons stand in).
    /// UIKit answers nil for a name it does not know; Easel draws a missing symbol as
    /// `Image(systemName:)` does, with a warning, so this is never nil.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(image: Image(systemName: name), renderingMode: .alwaysTemplate)
    }

    /// An asset of the catalog, found where it is drawn (a missing name warns there).
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(image: Image(name))
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(named: name)
    }
    /// UIKit's `UIImage(resource:)` (iOS 17), the form Xcode's generated `UIImage.logo` uses:
    /// the catalog image the resource names, found where it is drawn.
    public convenience init(resource: ImageResource) { self.init(image: Image(resource)) }

    /// PNG or JPEG bytes; nil when they are neither or are corrupt, as in UIKit.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let raster = try? StandardImageLoader.shared.decode(data, name: "UIImage(data:)") else { return nil }
        self.init(raster: raster, scale: scale)
    }

    /// A PNG or JPEG file; nil when it cannot be read or decoded. UIKit reads the scale
    /// from an `@2x`/`@3x` suffix of the name, and so does this.
    public convenience init?(contentsOfFile path: String) {
        guard let raster = try? StandardImageLoader.shared.loadImage(at: URL(fileURLWithPath: path)) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        self.init(raster: raster, scale: stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
    }

    convenience init(raster: RasterImage, scale: CGFloat) {
        let s = scale > 0 ? scale : 1
        self.init(image: Image(raster: raster, scale: s),
                  size: CGSize(width: CGFloat(raster.width) / s, height: CGFloat(raster.height) / s), scale: s)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(image: image, size: size, scale: scale, renderingMode: mode)
    }

    /// SwiftUI's image of it: templates take the foreground style, originals keep their colours.
    var swiftUIImage: Image {
        switch renderingMode {
        case .alwaysTemplate: return image.renderingMode(.template)
        case .alwaysOriginal: return image.renderingMode(.original)
        case .automatic: return image
        }
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName path: String) { self.init(image: Image(path)) }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) { self = uiImage.swiftUIImage }
}
#endif
