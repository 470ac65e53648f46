import Foundation
import EaselCore
import EaselCairo

extension Image {
    /// An image from PNG or JPEG bytes (recognised by their signature), as
    /// `Image(uiImage: UIImage(data:)!)` does on iOS. Throws when the bytes are
    /// neither, are corrupt, or decode to more than 50 million pixels.
    public init(data: Data, scale: CGFloat = 1) throws {
        self.init(raster: try StandardImageLoader.shared.decode(data, name: "image data (\(data.count) bytes)"), scale: scale)
    }
}
