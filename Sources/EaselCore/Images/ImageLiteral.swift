import Foundation

// `#imageLiteral(resourceName: "Avatar")` where an `Image` is expected: the asset of
// that name, as `Image("Avatar")` (Xcode's image literal names an asset or a file).
extension Image: _ExpressibleByImageLiteral {
    public init(imageLiteralResourceName path: String) { self.init(path) }
}
